// The cart as the user left it offline: the server's cart with the queued edits applied in order
// (totals by the shared money rules), lines and notes marked pending; the cart each edit names for
// the server to check.
import "../../../test-support/local-storage";
import { describe, expect, it } from "vitest";

import type { Cart, CartLine } from "../../../../shared/contract/cart";
import type { ProductRow } from "../../../../shared/contract/product";
import type { OutboxEntry } from "../../../offline/db";
import { applyPendingCartEdits, cartEditHeaders, cartFromAnswer } from "./cart-edits";
import { addEdit } from "./add-to-cart";
import { cartNotesEdit } from "./add-cart-notes";
import { itemNoteEdit } from "./update-note-cliente";
import { removeEdit } from "./remove-from-cart";
import { setQuantityEdit } from "./set-cart-quantity";
import type { EditInput } from "../../../offline/outbox";

function row(codice: string, netto: number): ProductRow {
  return {
    precodice: "M120", codice, codsco: "A", fam: "FILTRI", brand: "MAHLE", description: `Articolo ${codice}`, listino: netto * 2, sconto: "50",
    scontoPercent: 50, netto, info: "", orderable: true, sScope: null, ean: null, prezzoCauzione: 0, codiceSostituente: null, requiresVin: false,
    disp: 10, availabilityWarehouse: "01: 10", primaryWarehouse: "01", stockByWarehouse: [], hideIAMButton: false, crossRefs: [], suggested: [],
  };
}
function line(codice: string, netto: number, qty: number, note = ""): CartLine {
  return { ...row(codice, netto), qntRichiesta: qty, noteCliente: note, totaleRiga: Math.round(netto * qty * 100) / 100, totaleCauzione: 0, variazione: null };
}
const cart: Cart = {
  cId: 41, netTotal: 6.7 * 2 + 12.35, depositTotal: 0, totaliArticoli: 2, totaliQuantita: 3, cNotes: "", cRifOrdCli: "", priorityOrder: false,
  productsList: [line("OC90", 6.7, 2), line("DISC300", 12.35, 1)],
};
let seq = 0;
const queued = (e: EditInput): OutboxEntry => ({ ...e, seq: ++seq, identity: "officina.rossi", mutationId: `m-${seq}`, createdAt: seq, attempts: 0, lastError: null });
const ref = (codice: string) => ({ precodice: "M120", codice });

describe("applyPendingCartEdits", () => {
  it("without queued edits the cart is the server's", () => {
    const view = applyPendingCartEdits(cart, []);
    expect(view).toEqual({ ...cart, pendingNotes: false, pendingEdits: 0 });
  });

  it("applies quantities, notes, removal and additions in order, recomputing the totals in cents", () => {
    const view = applyPendingCartEdits(cart, [
      queued(setQuantityEdit(41, { ...ref("OC90"), qty: 3, noteCliente: "" })),
      queued(itemNoteEdit(41, { ...ref("OC90"), noteCliente: "lato guida" })),
      queued(removeEdit(41, ref("DISC300"))),
      queued(addEdit(41, row("W71275", 4.15), 2, "")),
      queued(addEdit(41, row("W71275", 4.15), 1, "")),
      queued(cartNotesEdit(41, { cartNotes: "Ritiro al banco", cRifOrdCli: "RIF-9" })),
    ]);
    expect(view.productsList.map((l) => [l.codice, l.qntRichiesta, l.noteCliente, l.totaleRiga, l.pending])).toEqual([
      ["OC90", 3, "lato guida", 20.1, true],
      ["W71275", 3, "", 12.45, true],
    ]);
    expect(view).toMatchObject({ netTotal: 32.55, totaliArticoli: 2, totaliQuantita: 6, cNotes: "Ritiro al banco", cRifOrdCli: "RIF-9", pendingNotes: true, pendingEdits: 6 });
  });

  it("an add the server holds already (its answer was lost) is not added again; the later ones are", () => {
    // The server applied m-a (the tab closed before its answer): its cart has OC90 at 2 + 18 = 20.
    const served: Cart = { ...cart, productsList: [line("OC90", 6.7, 20), line("DISC300", 12.35, 1)], appliedMutations: [] };
    const lost = { ...queued(addEdit(41, row("OC90", 6.7), 18, "")), mutationId: "m-a" };
    const later = { ...queued(addEdit(41, row("OC90", 6.7), 1, "")), mutationId: "m-b" };
    const told = applyPendingCartEdits({ ...served, appliedMutations: ["m-a"] }, [lost, later]);
    expect(told.productsList.map((l) => [l.codice, l.qntRichiesta, l.pending ?? false])).toEqual([
      ["OC90", 21, true],
      ["DISC300", 1, false],
    ]);
    expect(told.pendingEdits).toBe(1);
    // Without the server's word the queued add is applied over the cart (what the screen did before).
    expect(applyPendingCartEdits(served, [lost, later]).productsList[0]?.qntRichiesta).toBe(39);
  });

  it("an offline add of a product with a deposit shows the deposit apart from the net total", () => {
    const battery = { ...row("BAT70", 69), prezzoCauzione: 10 };
    const view = applyPendingCartEdits(cart, [queued(addEdit(41, battery, 2, ""))]);
    expect(view.productsList.at(-1)).toMatchObject({ codice: "BAT70", totaleRiga: 138, totaleCauzione: 20 });
    expect(view).toMatchObject({ netTotal: 6.7 * 2 + 12.35 + 138, depositTotal: 20 });
  });

  it("the last of several edits of the same field wins; untouched lines are not marked", () => {
    const view = applyPendingCartEdits(cart, [
      queued(setQuantityEdit(41, { ...ref("OC90"), qty: 5, noteCliente: "" })),
      queued(setQuantityEdit(41, { ...ref("OC90"), qty: 4, noteCliente: "" })),
    ]);
    expect(view.productsList[0]).toMatchObject({ qntRichiesta: 4, pending: true, totaleRiga: 26.8 });
    expect(view.productsList[1]!.pending).toBeUndefined();
    expect(view.pendingNotes).toBe(false);
  });

  it("ignores edits that are not the cart's", () => {
    const other: OutboxEntry = { ...queued(removeEdit(41, ref("OC90"))), kind: "returns.note" };
    expect(applyPendingCartEdits(cart, [other]).productsList).toHaveLength(2);
  });
});

describe("the cart an edit was made on, and the answer", () => {
  it("names the cart the edit was made on for the server to check; an edit made before the cart was known names none", () => {
    expect(cartEditHeaders(queued(removeEdit(41, ref("OC90"))))).toEqual({ "x-edit-cart-id": "41" });
    expect(cartEditHeaders(queued(addEdit(null, row("A", 1), 1, "")))).toEqual({});
    expect(cartEditHeaders({ ...queued(removeEdit(41, ref("OC90"))), kind: "visits.save" })).toEqual({});
  });

  it("an applied edit's answer is the cart on screen, holding that edit", () => {
    const removal = queued(removeEdit(41, ref("OC90")));
    const answered = cartFromAnswer(removal, { ...cart, cId: 50 });
    expect(answered?.cId).toBe(50);
    // The answer holds its own edit: shown over it, the edit (still queued a moment) is not applied twice.
    expect(answered?.appliedMutations).toEqual([removal.mutationId]);
    const add = queued(addEdit(50, row("OC90", 6.7), 3, ""));
    const afterAdd = cartFromAnswer(add, { ...cart, cId: 50, productsList: [line("OC90", 6.7, 5)] })!;
    expect(applyPendingCartEdits(afterAdd, [add]).productsList.map((l) => l.qntRichiesta)).toEqual([5]);
    expect(cartFromAnswer(queued(removeEdit(41, ref("OC90"))), { nonsense: true })).toBeNull();
  });

  it("stores exactly the request the server expects for each kind", () => {
    expect(setQuantityEdit(41, { ...ref("OC90"), qty: 3, noteCliente: "x" }).request).toEqual({
      method: "POST", path: "/cart/addToCart", query: { append: "false" }, json: { precodice: "M120", codice: "OC90", qntRichiesta: 3, noteCliente: "x" },
    });
    expect(removeEdit(41, ref("OC90")).request).toEqual({ method: "POST", path: "/cart/remFromCart", json: { precodice: "M120", codice: "OC90" } });
    expect(itemNoteEdit(41, { ...ref("OC90"), noteCliente: "n" }).request).toEqual({
      method: "POST", path: "/cart/updateNoteCliente", query: { precodice: "M120", codice: "OC90", noteCliente: "n" },
    });
    expect(cartNotesEdit(41, { cartNotes: "a", cRifOrdCli: "b" }).request).toEqual({ method: "POST", path: "/cart/addCartNotes", form: { cartNotes: "a", cRifOrdCli: "b" } });
    expect(addEdit(41, row("OC90", 1), 2, "").request).toEqual({
      method: "POST", path: "/cart/addToCart", json: { precodice: "M120", codice: "OC90", qntRichiesta: 2, noteCliente: "" },
    });
  });
});
