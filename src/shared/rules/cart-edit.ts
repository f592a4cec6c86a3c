// The one cart rule both sides run (the pattern of Replicache's shared mutators): what an edit does
// to a cart, a cart line built from a product row (the one constructor of rows and lines), and the
// cart's totals. The server's service applies it under the cart's lock (modules/cart/add-rule.ts,
// cart-view.ts); the client applies the queued edits over the stored cart with the same code
// (features/cart/api/cart-edits.ts, the offline search). Changing what "append" means is a change
// here. docs/decisions/0035-one-cart-rule.md.
import type { Cart, CartLine } from "../contract/cart";
import type { ProductRef, ProductRow } from "../contract/product";
import { lineTotalCents } from "./discount-chain";
import { centsToEuro, euroToCents } from "./money";
import { cartTotals, lineDepositCents } from "./cart";

/** One edit of a cart, as the user made it. */
export type CartEdit =
  /** A quantity for a product: added to the line's (`append`) or replacing it; a new line needs the row. */
  | { type: "put"; ref: ProductRef; row: ProductRow | null; qty: number; noteCliente: string | null | undefined; append: boolean }
  | { type: "remove"; ref: ProductRef }
  | { type: "itemNote"; ref: ProductRef; noteCliente: string }
  | { type: "notes"; cartNotes: string; cRifOrdCli: string };

export const sameProduct = (a: ProductRef, b: ProductRef): boolean => a.precodice === b.precodice && a.codice === b.codice;

/**
 * The quantity and note of a line after a "put": appended to the line's quantity or replacing it,
 * the note kept unless a new one is given. The server then checks the result against the product's
 * rules (multiples, stock, VIN).
 */
export function lineAfterPut(existing: { qty: number; noteCliente: string } | undefined, requested: number, append: boolean, note: string | null | undefined): { qty: number; noteCliente: string } {
  return {
    qty: append && existing ? existing.qty + requested : requested,
    noteCliente: note ? note : (existing?.noteCliente ?? ""),
  };
}

/** A line's amounts in cents: from the row's euro prices unless the server knows them in cents. */
export interface LineCents {
  netUnitCents: number;
  depositUnitCents: number;
}

/** The one constructor of a cart line: the product row, the line's own fields and its totals. */
export function cartLineOf(row: ProductRow, line: { qty: number; noteCliente: string; variazione?: string | null }, cents?: LineCents): CartLine {
  const net = cents?.netUnitCents ?? euroToCents(row.netto);
  const deposit = cents?.depositUnitCents ?? euroToCents(row.prezzoCauzione);
  return {
    ...row,
    qntRichiesta: line.qty,
    noteCliente: line.noteCliente,
    totaleRiga: centsToEuro(lineTotalCents(net, line.qty)),
    totaleCauzione: centsToEuro(lineDepositCents(deposit, line.qty)),
    variazione: line.variazione ?? null,
  };
}

/** The product row of a cart line (without quantity, note, totals or marks of the screen). */
export function productRowOf(line: CartLine): ProductRow {
  const { qntRichiesta: _q, noteCliente: _n, totaleRiga: _t, totaleCauzione: _c, variazione: _v, ...rest } = line;
  const row = { ...rest } as ProductRow & { pending?: boolean };
  delete row.pending;
  return row;
}

/** A line whose product has left the catalogue: shown from what the cart stored, not orderable. */
export function placeholderRow(stored: ProductRef & { description: string; netUnitCents: number }): ProductRow {
  const price = centsToEuro(stored.netUnitCents);
  return {
    precodice: stored.precodice,
    codice: stored.codice,
    codsco: "",
    fam: "",
    brand: "",
    description: stored.description,
    listino: price,
    sconto: "",
    scontoPercent: 0,
    netto: price,
    info: "",
    orderable: false,
    sScope: null,
    ean: null,
    prezzoCauzione: 0,
    codiceSostituente: null,
    requiresVin: false,
    disp: null,
    availabilityWarehouse: null,
    primaryWarehouse: null,
    stockByWarehouse: [],
    hideIAMButton: true,
    crossRefs: [],
    suggested: [],
  };
}

type CartFigures = Pick<Cart, "netTotal" | "depositTotal" | "totaliArticoli" | "totaliQuantita">;

/** The cart's figures from its lines (sums of the rounded line totals, shared/rules/cart.ts). */
export function cartFigures(lines: readonly CartLine[], cents?: readonly LineCents[]): CartFigures {
  const totals = cartTotals(
    lines.map((l, i) => ({
      netUnitCents: cents?.[i]?.netUnitCents ?? euroToCents(l.netto),
      depositUnitCents: cents?.[i]?.depositUnitCents ?? euroToCents(l.prezzoCauzione),
      qty: l.qntRichiesta,
    })),
  );
  return { netTotal: centsToEuro(totals.netTotalCents), depositTotal: centsToEuro(totals.depositTotalCents), totaliArticoli: totals.articles, totaliQuantita: totals.quantity };
}

type AnyCart<L extends CartLine> = Omit<Cart, "productsList"> & { productsList: L[] };

/**
 * The cart after one edit, its totals recomputed. `touch` marks the lines the edit changed (the
 * client's "in attesa di connessione"); a quantity edit of a product not in the cart and without
 * its row changes nothing.
 */
export function applyCartEdit<L extends CartLine, C extends AnyCart<L>>(cart: C, edit: CartEdit, touch: (line: CartLine) => L = (l) => l as L): C {
  let lines: L[] = cart.productsList;
  let notes = { cNotes: cart.cNotes, cRifOrdCli: cart.cRifOrdCli };
  switch (edit.type) {
    case "put": {
      const existing = lines.find((l) => sameProduct(l, edit.ref));
      const next = lineAfterPut(existing && { qty: existing.qntRichiesta, noteCliente: existing.noteCliente }, edit.qty, edit.append, edit.noteCliente);
      if (existing) lines = lines.map((l) => (l === existing ? touch(cartLineOf(productRowOf(l), { ...next, variazione: l.variazione })) : l));
      else if (edit.row) lines = [...lines, touch(cartLineOf(edit.row, next))];
      break;
    }
    case "remove":
      lines = lines.filter((l) => !sameProduct(l, edit.ref));
      break;
    case "itemNote":
      lines = lines.map((l) => (sameProduct(l, edit.ref) ? touch({ ...l, noteCliente: edit.noteCliente }) : l));
      break;
    case "notes":
      notes = { cNotes: edit.cartNotes, cRifOrdCli: edit.cRifOrdCli };
      break;
  }
  return { ...cart, ...notes, productsList: lines, ...cartFigures(lines) };
}
