// Cart edits through the offline outbox (src/client/offline): item notes, quantities (set and
// remove), notes for the operators and order reference, and adding a product. Each edit is stored
// with its client mutation id before it is sent, shown applied at once over the server's cart
// (marked 'in attesa di connessione' until the server has it) and replayed in order when the
// connection returns. Online it goes out immediately, through the same queue, so the order of the
// edits is always the order they were made. docs/decisions/0013-offline-design.md.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError } from "../../../lib/api-client";
import { currentUser } from "../../../lib/session";
import { identityOf } from "../../../offline/identity";
import { flushOutbox, submitEdit } from "../../../offline/sync";
import { pendingEdits, type EditInput } from "../../../offline/outbox";
import type { OutboxEntry } from "../../../offline/db";
import { cartSchema, type Cart, type CartLine } from "../../../../shared/contract/cart";
import type { ProductRef, ProductRow } from "../../../../shared/contract/product";
import { offlineMessages } from "../../../../shared/messages/offline";
import { common } from "../../../../shared/messages/common";
import { centsToEuro, euroToCents } from "../../../../shared/rules/money";
import { lineTotalCents } from "../../../../shared/rules/discount-chain";
import { cartTotals, lineDepositCents, type CartLineAmount } from "../../../../shared/rules/cart";
import { cartKeys, storeCart } from "./cart-keys";

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

const code = (r: ProductRef) => `${r.precodice} ${r.codice}`;
const same = (a: ProductRef, b: ProductRef) => a.precodice === b.precodice && a.codice === b.codice;

function edit(payload: CartEditPayload, label: string, request: EditInput["request"]): EditInput {
  return { kind: payload.kind, label, request, payload };
}

/** The quantity field of a cart line (POST /cart/addToCart?append=false). */
export function setQuantityEdit(cId: number | null, ref: ProductRef & { qty: number; noteCliente: string }, row: ProductRow | null = null): EditInput {
  const r = { precodice: ref.precodice, codice: ref.codice };
  return edit({ kind: cartEditKind.setQuantity, cId, ref: r, qty: ref.qty, noteCliente: ref.noteCliente, row }, offlineMessages.editQuantity(code(r), ref.qty), {
    method: "POST",
    path: "/cart/addToCart",
    query: { append: "false" },
    json: { ...r, qntRichiesta: ref.qty, noteCliente: ref.noteCliente },
  });
}

export function removeEdit(cId: number | null, ref: ProductRef): EditInput {
  const r = { precodice: ref.precodice, codice: ref.codice };
  return edit({ kind: cartEditKind.remove, cId, ref: r }, offlineMessages.editRemove(code(r)), { method: "POST", path: "/cart/remFromCart", json: r });
}

export function itemNoteEdit(cId: number | null, ref: ProductRef & { noteCliente: string }): EditInput {
  const r = { precodice: ref.precodice, codice: ref.codice };
  return edit({ kind: cartEditKind.itemNote, cId, ref: r, noteCliente: ref.noteCliente }, offlineMessages.editItemNote(code(r)), {
    method: "POST",
    path: "/cart/updateNoteCliente",
    query: { ...r, noteCliente: ref.noteCliente },
  });
}

export function cartNotesEdit(cId: number | null, notes: { cartNotes: string; cRifOrdCli: string }): EditInput {
  return edit({ kind: cartEditKind.notes, cId, cartNotes: notes.cartNotes, cRifOrdCli: notes.cRifOrdCli }, offlineMessages.editCartNotes, {
    method: "POST",
    path: "/cart/addCartNotes",
    form: { cartNotes: notes.cartNotes, cRifOrdCli: notes.cRifOrdCli },
  });
}

/** Adding a product from a product table (adds to the quantity already in the cart). */
export function addEdit(cId: number | null, row: ProductRow, qty: number, note: string): EditInput {
  const r = { precodice: row.precodice, codice: row.codice };
  return edit({ kind: cartEditKind.add, cId, row, qty, noteCliente: note }, offlineMessages.editAdd(code(r), qty), {
    method: "POST",
    path: "/cart/addToCart",
    json: { ...r, qntRichiesta: qty, noteCliente: note },
  });
}

function lineFromRow(row: ProductRow, qty: number, note: string): CartLine {
  return { ...row, qntRichiesta: qty, noteCliente: note, totaleRiga: 0, totaleCauzione: 0, variazione: null };
}

function amountOf(line: CartViewLine): CartLineAmount {
  return { netUnitCents: euroToCents(line.netto), depositUnitCents: euroToCents(line.prezzoCauzione), qty: line.qntRichiesta };
}

function withTotal(line: CartViewLine): CartViewLine {
  const a = amountOf(line);
  return { ...line, totaleRiga: centsToEuro(lineTotalCents(a.netUnitCents, a.qty)), totaleCauzione: centsToEuro(lineDepositCents(a.depositUnitCents, a.qty)) };
}

/**
 * The cart as the user left it: the server's cart with the queued edits applied in order, totals
 * recomputed with the shared money rules. Lines and notes touched by a queued edit are marked.
 */
export function applyPendingCartEdits(cart: Cart, entries: readonly OutboxEntry[]): CartView {
  let lines: CartViewLine[] = cart.productsList;
  let cNotes = cart.cNotes;
  let cRifOrdCli = cart.cRifOrdCli;
  let pendingNotes = false;
  let count = 0;
  for (const entry of entries) {
    if (!entry.kind.startsWith(CART_EDIT_PREFIX)) continue;
    const p = entry.payload as CartEditPayload;
    count++;
    switch (p.kind) {
      case cartEditKind.setQuantity: {
        const found = lines.some((l) => same(l, p.ref));
        if (found) lines = lines.map((l) => (same(l, p.ref) ? withTotal({ ...l, qntRichiesta: p.qty, noteCliente: p.noteCliente || l.noteCliente, pending: true }) : l));
        else if (p.row) lines = [...lines, withTotal({ ...lineFromRow(p.row, p.qty, p.noteCliente), pending: true })];
        break;
      }
      case cartEditKind.add: {
        const found = lines.some((l) => same(l, p.row));
        if (found) lines = lines.map((l) => (same(l, p.row) ? withTotal({ ...l, qntRichiesta: l.qntRichiesta + p.qty, noteCliente: p.noteCliente || l.noteCliente, pending: true }) : l));
        else lines = [...lines, withTotal({ ...lineFromRow(p.row, p.qty, p.noteCliente), pending: true })];
        break;
      }
      case cartEditKind.remove:
        lines = lines.filter((l) => !same(l, p.ref));
        break;
      case cartEditKind.itemNote:
        lines = lines.map((l) => (same(l, p.ref) ? { ...l, noteCliente: p.noteCliente, pending: true } : l));
        break;
      case cartEditKind.notes:
        cNotes = p.cartNotes;
        cRifOrdCli = p.cRifOrdCli;
        pendingNotes = true;
        break;
    }
  }
  if (count === 0) return { ...cart, pendingNotes: false, pendingEdits: 0 };
  const totals = cartTotals(lines.map(amountOf));
  return {
    ...cart,
    cNotes,
    cRifOrdCli,
    productsList: lines,
    netTotal: centsToEuro(totals.netTotalCents),
    depositTotal: centsToEuro(totals.depositTotalCents),
    totaliArticoli: totals.articles,
    totaliQuantita: totals.quantity,
    pendingNotes,
    pendingEdits: count,
  };
}

/**
 * Before replaying a cart edit: the cart it was made on must still be the open one. A cart sent
 * from another device in the meantime is gone; the edit would land in the next cart unasked.
 */
export async function cartEditPrecheck(entry: OutboxEntry, memo: Map<string, unknown>, currentCartId: () => Promise<number>): Promise<string | null> {
  if (!entry.kind.startsWith(CART_EDIT_PREFIX)) return null;
  const p = entry.payload as CartEditPayload;
  if (p.cId === null) return null;
  if (!memo.has("cId")) memo.set("cId", await currentCartId());
  return memo.get("cId") === p.cId ? null : offlineMessages.cartChangedMeanwhile;
}

/** After a cart edit was applied: its answer is the whole cart, the one later edits apply to. */
export function cartFromAnswer(entry: OutboxEntry, data: unknown, memo: Map<string, unknown>): Cart | null {
  if (!entry.kind.startsWith(CART_EDIT_PREFIX)) return null;
  const parsed = cartSchema.safeParse(data);
  if (!parsed.success) return null;
  memo.set("cId", parsed.data.cId);
  return parsed.data;
}

export interface CartEditResult {
  /** The server's cart after the edit; null when it is queued (or was sent by another tab). */
  cart: Cart | null;
  /** Stored on the device, waiting for the connection. */
  queued: boolean;
}

/** Sends a cart edit through the outbox; resolves queued offline, throws ApiError when refused. */
export async function submitCartEdit(qc: ReturnType<typeof useQueryClient>, input: EditInput): Promise<CartEditResult> {
  const user = currentUser();
  if (!user) throw new ApiError(401, common.notLoggedIn);
  const outcome = await submitEdit(identityOf(user), input);
  if (outcome.status === "queued") return { cart: null, queued: true };
  const parsed = cartSchema.safeParse(outcome.data);
  if (!parsed.success) return { cart: null, queued: false };
  storeCart(qc, parsed.data);
  return { cart: parsed.data, queued: false };
}

/** The id of the cart on screen (the one an edit is made on), null when not loaded. */
export function cartIdOnScreen(qc: ReturnType<typeof useQueryClient>): number | null {
  return qc.getQueryData<Cart>(cartKeys.mine())?.cId ?? null;
}

/** A mutation hook for one kind of cart edit (the cart screen's quantity, note, removal, notes). */
export function useCartEdit<V>(toEdit: (vars: V, cId: number | null) => EditInput) {
  const qc = useQueryClient();
  return useMutation({
    networkMode: "always",
    mutationFn: (vars: V) => submitCartEdit(qc, toEdit(vars, cartIdOnScreen(qc))),
  });
}

/**
 * Before sending the order: the cart edits still queued must reach the server first, or the order
 * would leave without them. "offline": some are still queued (no network); "refused": the server
 * refused some, so the cart is not what the user expects — they look at it before sending.
 */
export async function settleCartEditsBeforeSend(): Promise<"ready" | "offline" | "refused"> {
  const user = currentUser();
  if (!user) return "ready";
  const identity = identityOf(user);
  const queued = async () => (await pendingEdits(identity)).filter((e) => e.kind.startsWith(CART_EDIT_PREFIX)).length;
  if ((await queued()) === 0) return "ready";
  const result = await flushOutbox();
  if ((await queued()) > 0) return "offline";
  return result && result.refused > 0 ? "refused" : "ready";
}
