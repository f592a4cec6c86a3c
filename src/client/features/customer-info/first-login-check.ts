// Spec §4 first-login check: after login, a non-ADMIN user whose customer profile is MISSING or
// TO_UPDATE is told once ('Profilo clienti non aggiornato. Prego provvedere.') and sent to
// /customerInfo. "Once" is remembered per user and status on this device (docs/decisions). The notice
// is held for the screen to show when drawn (profile-notice.ts).
import type { SessionUser } from "../../../shared/contract/auth";
import type { CensimentoStatus } from "../../../shared/contract/customer-info";
import { customerInfoMessages } from "../../../shared/messages/customer-info";
import { profileNeedsAttention } from "../../../shared/rules/customer-profile";
import { checkCensimento } from "./api/check-censimento";
import { holdProfileNotice } from "./profile-notice";

export const CUSTOMER_INFO_PATH = "/customerInfo";

export interface FirstLoginCheckDeps {
  check: () => Promise<CensimentoStatus>;
  storage: () => Pick<Storage, "getItem" | "setItem" | "removeItem">;
  /** Keeps the notice for the user until /customerInfo is drawn. */
  tell: (userId: number, text: string) => void;
}

const flagKey = (userId: number) => `banco.profileCheck.${userId}`;

export function makeFirstLoginCheck(deps: FirstLoginCheckDeps) {
  return async function firstLoginCheck(user: SessionUser, target: string): Promise<string> {
    if (user.uRole === "ADMIN" || user.idCliente === null) return target;
    const status = await deps.check();
    const storage = deps.storage();
    if (!profileNeedsAttention(status)) {
      // Up to date again: when it falls due next year the user is told once more.
      storage.removeItem(flagKey(user.uId));
      return target;
    }
    if (storage.getItem(flagKey(user.uId)) === status) return target;
    storage.setItem(flagKey(user.uId), status);
    deps.tell(user.uId, customerInfoMessages.profileOutdated);
    return CUSTOMER_INFO_PATH;
  };
}

export const firstLoginProfileCheck = makeFirstLoginCheck({
  check: checkCensimento,
  storage: () => localStorage,
  tell: holdProfileNotice,
});
