// One user's data never shown to the next on a shared device (issue 14): when the user of this
// browser changes — another tab logged out, logged in as someone else or started acting for a
// customer, or this tab's session check found another user — this tab's memory (query cache,
// searches on screen, every atom) still holds the previous identity's data. The tab stops showing
// and persisting it at once (the screens and the offline layer unmount, so nothing more is written)
// and reloads: it then opens as whoever is logged in now, from that identity's own copy.
// In-tab changes that went through a reset (logout, impersonation, expiry) are not switches.
import { useEffect, useRef, useState } from "react";
import { onClientReset } from "../../lib/client-reset";
import { identityOf, LAST_USER_KEY } from "../../lib/session";
import type { SessionUser } from "../../../shared/contract/auth";

function identityIn(raw: string | null): string | null {
  try {
    return raw ? identityOf(JSON.parse(raw) as SessionUser) : null;
  } catch {
    return null;
  }
}

// The identity whose data this tab's memory holds (null after a reset: nobody's). Kept outside
// the component: a reset remounts the tree under the providers (this hook's component too), and the
// remounted one must not take the identity being left for its owner while the reset is under way.
let owner: string | null = null;
/** The identity a reset left (until the session names the next one); undefined: no reset under way. */
let leaving: string | null | undefined;
onClientReset(() => {
  leaving = owner;
  owner = null;
});

/** True when this tab's data belongs to another identity than the session's: render nothing, it reloads. */
export function useUserSwitch(identity: string | null): boolean {
  const [switched, setSwitched] = useState(false);
  const current = useRef(identity);
  current.current = identity;

  // The session after the reset: the new identity (or nobody) owns the tab's memory from now on.
  if (leaving !== undefined && identity !== leaving) leaving = undefined;
  const inTabSwitch = identity !== null && owner !== null && owner !== identity;
  if (identity !== null && !inTabSwitch && !switched && leaving === undefined) owner = identity;

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key !== LAST_USER_KEY && e.key !== null) return;
      const next = e.key === null ? null : identityIn(e.newValue);
      if (next !== current.current) setSwitched(true);
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  const mustReload = switched || inTabSwitch;
  useEffect(() => {
    if (mustReload) window.location.reload();
  }, [mustReload]);
  return mustReload;
}
