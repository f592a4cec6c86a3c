// What an offline edit's request says about where it may land (shared/contract/cart.ts
// EDIT_IDENTITY_HEADER, EDIT_CART_HEADER), checked by the server in the edit's own request: the
// session must still be the identity the edit was queued under (checked with the route's access
// rule, before the body is read), and a cart edit's cart must still be the open one (checked by
// the cart's writers under its lock). Requests without the headers are not affected.
import type { FastifyRequest } from "fastify";
import { EDIT_CART_HEADER, EDIT_IDENTITY_HEADER, editCartHeaderSchema } from "../../shared/contract/cart";
import { ErrorCode } from "../../shared/contract/envelope";
import { common } from "../../shared/messages/common";
import { offlineMessages } from "../../shared/messages/offline";
import { sessionIdentity } from "../../shared/rules/session-identity";
import { AppError } from "./app-error";
import type { AuthContext } from "./auth-context";
import { validate } from "./validate";

function header(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value === "" ? undefined : value;
}

/** Refuses (409, errorCode identityChanged) an edit queued under another identity than the session's. */
export function checkEditIdentity(request: FastifyRequest, auth: AuthContext | null): void {
  const raw = header(request, EDIT_IDENTITY_HEADER);
  if (raw === undefined || !auth) return;
  let claimed: string;
  try {
    claimed = decodeURIComponent(raw);
  } catch {
    throw new AppError("validation", common.invalidInput);
  }
  if (claimed !== sessionIdentity(auth.isBehalf ? auth.realUser.username : null, auth.user.username)) {
    throw new AppError("conflict", offlineMessages.editOfAnotherUser, { errorCode: ErrorCode.identityChanged });
  }
}

/** The cart an edit was made on (EDIT_CART_HEADER), validated when present. */
export function editCartId(request: FastifyRequest): number | undefined {
  const raw = header(request, EDIT_CART_HEADER);
  return raw === undefined ? undefined : validate(editCartHeaderSchema, raw);
}

/** Refuses (409) a cart edit whose cart is no longer the open one (sent, or replaced meanwhile). */
export function checkEditCart(expected: number | undefined, openCartId: number): void {
  if (expected !== undefined && expected !== openCartId) throw new AppError("conflict", offlineMessages.cartChangedMeanwhile);
}
