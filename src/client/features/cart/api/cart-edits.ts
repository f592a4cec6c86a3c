// Cart edits through the offline outbox (src/client/offline): item notes, quantities (set and
// remove), notes for the operators and order reference, and adding a product. Each endpoint file
// (set-cart-quantity, remove-from-cart, update-note-cliente, add-cart-notes, add-to-cart) is the
// one place its request is built, typed from the shared contract; this file holds what they share:
// the kinds, what each queued edit carries, and the view of the cart with the queued edits applied
// by the shared cart rule (shared/rules/cart-edit.ts, the server's own rule). Each edit is stored
// with its client mutation id before it is sent, shown applied at once over the server's cart
// (marked 'in attesa di connessione' until the server has it) and replayed in order when the
// connection returns. Online it goes out immediately, through the same queue, so the order of the
// edits is always the order they were made. docs/decisions/0013-offline-design.md.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { currentUser } from "../../../lib/session";
import { identityOf } from "../../../offline/identity";
import { useSessionSync, type SessionSync } from "../../../offline/session-sync";
import { pendingEdits, type EditInput } from "../../../offline/outbox";
import type { OutboxEntry, QueuedRequest } from "../../../offline/db";
import { cartSchema, EDIT_CART_HEADER, type Cart, type CartLine } from "../../../../shared/contract/cart";
import type { ProductRef, ProductRow } from "../../../../shared/contract/product";
import { common } from "../../../../shared/messages/common";
import { applyCartEdit, type CartEdit } from "../../../../shared/rules/cart-edit";
import { cartKeys } from "./cart-keys";

export const CART_EDIT_PREFIX = "cart.";

export const cartEditKind = {
  setQuantity: "cart.setQuantity",
  remove: "cart.remove",
  itemNote: "cart.itemNote",
  notes: "cart.notes",
  add: "cart.add",
} as const;

/** What each queued cart edit carries for the screen; `cId` is the cart it was made on. */
export type CartEditPayload =
  | { kind: typeof cartEditKind.setQuantity; cId: number | null; ref: ProductRef; qty: number; noteCliente: string; row: ProductRow | null }
  | { kind: typeof cartEditKind.remove; cId: number | null; ref: ProductRef }
  | { kind: typeof cartEditKind.itemNote; cId: number | null; ref: ProductRef; noteCliente: string }
  | { kind: typeof cartEditKind.notes; cId: number | null; cartNotes: string; cRifOrdCli: string }
  | { kind: typeof cartEditKind.add; cId: number | null; row: ProductRow; qty: number; noteCliente: string };

export type CartViewLine = CartLine & { pending?: boolean };
/** The server's cart with the queued edits applied over it. */
export type CartView = Omit<Cart, "productsList"> & { productsList: CartViewLine[]; pendingNotes: boolean; pendingEdits: number };

export const productCode = (r: ProductRef) => `${r.precodice} ${r.codice}`;
export const refOf = (r: ProductRef): ProductRef => ({ precodice: r.precodice, codice: r.codice });

/** An outbox edit of the cart: its payload (what the screen shows) and the request built by its endpoint file. */
export function cartEdit(payload: CartEditPayload, label: string, request: QueuedRequest): EditInput {
  return { kind: payload.kind, label, request, payload };
}

/** A queued payload as the shared rule's edit (payloads stay as stored by earlier versions of the app). */
function cartEditOf(p: CartEditPayload): CartEdit {
  switch (p.kind) {
    case cartEditKind.setQuantity:
      return { type: "put", ref: p.ref, row: p.row, qty: p.qty, noteCliente: p.noteCliente, append: false };
    case cartEditKind.add:
      return { type: "put", ref: refOf(p.row), row: p.row, qty: p.qty, noteCliente: p.noteCliente, append: true };
    case cartEditKind.remove:
      return { type: "remove", ref: p.ref };
    case cartEditKind.itemNote:
      return { type: "itemNote", ref: p.ref, noteCliente: p.noteCliente };
    case cartEditKind.notes:
      return { type: "notes", cartNotes: p.cartNotes, cRifOrdCli: p.cRifOrdCli };
  }
}

const markPending = (line: CartLine): CartViewLine => ({ ...line, pending: true });

/**
 * The cart as the user left it: the server's cart with the queued edits applied in order, totals
 * recomputed with the shared money rules. Lines and notes touched by a queued edit are marked.
 * Entries the server reported in `appliedMutations` are in `cart` already and are skipped.
 */
export function applyPendingCartEdits(cart: Cart, entries: readonly OutboxEntry[]): CartView {
  let view: CartView = { ...cart, pendingNotes: false, pendingEdits: 0 };
  // Edits the server said this cart holds already (answer lost): shown once, not applied again.
  const applied = new Set(cart.appliedMutations ?? []);
  for (const entry of entries) {
    if (!entry.kind.startsWith(CART_EDIT_PREFIX) || applied.has(entry.mutationId)) continue;
    const edit = cartEditOf(entry.payload as CartEditPayload);
    view = { ...applyCartEdit(view, edit, markPending), pendingNotes: view.pendingNotes || edit.type === "notes", pendingEdits: view.pendingEdits + 1 };
  }
  return view;
}

/**
 * The cart a queued edit was made on, sent with it (EDIT_CART_HEADER): the server refuses the edit
 * when that cart is no longer the open one (sent, or replaced from another device), in the same
 * request that applies it. An edit made before the cart was known is not checked.
 */
export function cartEditHeaders(entry: OutboxEntry): Record<string, string> {
  if (!entry.kind.startsWith(CART_EDIT_PREFIX)) return {};
  const p = entry.payload as CartEditPayload;
  return p.cId === null ? {} : { [EDIT_CART_HEADER]: String(p.cId) };
}

/**
 * After a cart edit was applied: its answer is the whole cart, the one later edits apply to. It
 * holds this edit, which is still in the queue until the answer is stored (the outbox removes it
 * after): marked as applied, it is not shown a second time over its own answer meanwhile.
 */
export function cartFromAnswer(entry: OutboxEntry, data: unknown): Cart | null {
  if (!entry.kind.startsWith(CART_EDIT_PREFIX)) return null;
  const parsed = cartSchema.safeParse(data);
  if (!parsed.success) return null;
  return { ...parsed.data, appliedMutations: [entry.mutationId] };
}

export interface CartEditResult {
  /** The server's cart after the edit; null when it is queued (or was sent by another tab). */
  cart: Cart | null;
  /** Stored on the device, waiting for the connection. */
  queued: boolean;
}

/** Sends a cart edit through the outbox; resolves queued offline, throws ApiError when refused. */
export async function submitCartEdit(sync: SessionSync, input: EditInput): Promise<CartEditResult> {
  const user = currentUser();
  if (!user) throw new ApiError(401, common.notLoggedIn);
  const outcome = await sync.submit(identityOf(user), input);
  if (outcome.status === "queued") return { cart: null, queued: true };
  const parsed = cartSchema.safeParse(outcome.data);
  if (!parsed.success) return { cart: null, queued: false };
  // The cart's edit kind stored this answer already, marked as holding this edit (cartFromAnswer),
  // before the edit left the queue; storing it again unmarked would count the edit twice until then.
  return { cart: parsed.data, queued: false };
}

/** The id of the cart on screen (the one an edit is made on), null when not loaded. */
export function cartIdOnScreen(qc: ReturnType<typeof useQueryClient>): number | null {
  return qc.getQueryData<Cart>(cartKeys.mine())?.cId ?? null;
}

/** A mutation hook for one kind of cart edit (the cart screen's quantity, note, removal, notes). */
export function useCartEdit<V>(toEdit: (vars: V, cId: number | null) => EditInput) {
  const qc = useQueryClient();
  const sync = useSessionSync();
  return useMutation({
    networkMode: "always",
    mutationFn: (vars: V) => submitCartEdit(sync, toEdit(vars, cartIdOnScreen(qc))),
  });
}

/**
 * Before sending the order: the cart edits still queued must reach the server first, or the order
 * would leave without them. "offline": some are still queued (no network); "refused": the server
 * refused some, so the cart is not what the user expects — they look at it before sending.
 */
export async function settleCartEditsBeforeSend(sync: SessionSync): Promise<"ready" | "offline" | "refused"> {
  const user = currentUser();
  if (!user) return "ready";
  const identity = identityOf(user);
  const queued = async () => (await pendingEdits(identity)).filter((e) => e.kind.startsWith(CART_EDIT_PREFIX)).length;
  if ((await queued()) === 0) return "ready";
  const result = await sync.flush();
  if ((await queued()) > 0) return "offline";
  return result && result.refused > 0 ? "refused" : "ready";
}
