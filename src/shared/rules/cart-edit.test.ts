// The cart rule both sides run: "append" adds to the line's quantity, a set replaces it, the note
// is kept unless a new one is given; a new line is built from the row; totals by the shared rule.
import { describe, expect, it } from "vitest";
import type { Cart } from "../contract/cart";
import type { ProductRow } from "../contract/product";
import { applyCartEdit, cartLineOf, lineAfterPut, placeholderRow, productRowOf } from "./cart-edit";

const row = (codice: string, netto: number, prezzoCauzione = 0): ProductRow => ({
  ...placeholderRow({ precodice: "M120", codice, description: codice, netUnitCents: Math.round(netto * 100) }),
  orderable: true,
  prezzoCauzione,
});
const cart: Cart = {
  cId: 1, netTotal: 13.4, depositTotal: 0, totaliArticoli: 1, totaliQuantita: 2, cNotes: "", cRifOrdCli: "", priorityOrder: false,
  productsList: [cartLineOf(row("OC90", 6.7), { qty: 2, noteCliente: "lato guida" })],
};
const ref = { precodice: "M120", codice: "OC90" };

describe("the shared cart rule", () => {
  it("append adds, set replaces, the note stays unless a new one is given", () => {
    expect(lineAfterPut({ qty: 2, noteCliente: "a" }, 3, true, "")).toEqual({ qty: 5, noteCliente: "a" });
    expect(lineAfterPut({ qty: 2, noteCliente: "a" }, 3, false, "b")).toEqual({ qty: 3, noteCliente: "b" });
    expect(lineAfterPut(undefined, 3, true, null)).toEqual({ qty: 3, noteCliente: "" });
  });

  it("applies an edit and recomputes line totals and cart totals (deposits apart)", () => {
    const added = applyCartEdit(cart, { type: "put", ref, row: null, qty: 1, noteCliente: "", append: true });
    expect(added.productsList[0]).toMatchObject({ qntRichiesta: 3, noteCliente: "lato guida", totaleRiga: 20.1 });
    expect(added).toMatchObject({ netTotal: 20.1, totaliQuantita: 3, totaliArticoli: 1 });
    const battery = row("BAT70", 80, 12.5);
    const withBattery = applyCartEdit(added, { type: "put", ref: { precodice: "M120", codice: "BAT70" }, row: battery, qty: 2, noteCliente: "", append: true });
    expect(withBattery).toMatchObject({ netTotal: 180.1, depositTotal: 25, totaliArticoli: 2, totaliQuantita: 5 });
    const removed = applyCartEdit(withBattery, { type: "remove", ref });
    expect(removed).toMatchObject({ netTotal: 160, totaliArticoli: 1 });
    expect(applyCartEdit(removed, { type: "notes", cartNotes: "n", cRifOrdCli: "r" })).toMatchObject({ cNotes: "n", cRifOrdCli: "r" });
  });

  it("a line turns back into the product row it was built from", () => {
    expect(productRowOf(cart.productsList[0]!)).toEqual(row("OC90", 6.7));
  });
});
