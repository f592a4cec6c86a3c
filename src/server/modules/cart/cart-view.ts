// The cart as answered: each line built by the shared constructor (shared/rules/cart-edit.ts) from
// the catalogue's row at today's price (or a placeholder when the product has left the catalogue),
// with what changed since the user last saw it, and the totals by the shared rule.
import type { Cart } from "../../../shared/contract/cart";
import type { ProductRow } from "../../../shared/contract/product";
import { cartMessages } from "../../../shared/messages/cart";
import { cartFigures, cartLineOf, placeholderRow, type LineCents } from "../../../shared/rules/cart-edit";
import { formatCents } from "../../../shared/rules/money";
import { isStockLimited } from "../../../shared/rules/availability";
import type { ProductFacts } from "../catalogue/service";
import type { CartRecord, LineState } from "./repo";

export type Entry = { row: ProductRow; facts: ProductFacts };
export type Facts = Map<number, Entry>;

/** What changed for a line since the user last saw it, in Italian; empty when nothing did. */
export function lineChanges(line: Pick<LineState, "precodice" | "qty" | "seenNetCents">, facts: ProductFacts | undefined): string[] {
  if (!facts) return [cartMessages.changeGone];
  const out: string[] = [];
  if (!facts.orderable) out.push(cartMessages.changeNotOrderable);
  if (facts.orderable && isStockLimited(line.precodice)) {
    const available = Math.max(0, facts.disp ?? 0);
    if (line.qty > available) out.push(cartMessages.changeAvailability(available, line.qty));
  }
  if (facts.netUnitCents !== line.seenNetCents) out.push(cartMessages.changePrice(formatCents(line.seenNetCents), formatCents(facts.netUnitCents)));
  return out;
}

export function cartView(cart: Pick<CartRecord, "id" | "notes" | "rifOrdCli" | "priority">, lines: LineState[], facts: Facts): Cart {
  const cents: LineCents[] = [];
  const productsList = lines.map((line) => {
    const entry = facts.get(line.productId);
    const amounts = { netUnitCents: entry?.facts.netUnitCents ?? line.seenNetCents, depositUnitCents: entry?.facts.depositCents ?? 0 };
    cents.push(amounts);
    const changes = lineChanges(line, entry?.facts);
    const row = entry?.row ?? placeholderRow({ precodice: line.precodice, codice: line.codice, description: line.description, netUnitCents: line.seenNetCents });
    return cartLineOf(row, { qty: line.qty, noteCliente: line.noteCliente, variazione: changes.length ? changes.join("; ") : null }, amounts);
  });
  return {
    cId: cart.id,
    ...cartFigures(productsList, cents),
    cNotes: cart.notes,
    cRifOrdCli: cart.rifOrdCli,
    priorityOrder: cart.priority,
    productsList,
  };
}
