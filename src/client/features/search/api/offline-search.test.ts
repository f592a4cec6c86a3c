// Searching offline: the stored previous searches and the cart answer, with the server's code
// rules (normalised codes, exact before prefix, cross-references and EAN), newest copy first.
import "../../../test-support/local-storage";
import { describe, expect, it } from "vitest";

import type { Cart } from "../../../../shared/contract/cart";
import type { ProductRow } from "../../../../shared/contract/product";
import type { StoredSearch } from "../../../offline/db";
import { matchOffline } from "./offline-search";

function row(precodice: string, codice: string, extra: Partial<ProductRow> = {}): ProductRow {
  return {
    precodice, codice, codsco: "A", fam: "FILTRI", brand: "", description: codice, listino: 10, sconto: "", scontoPercent: 0, netto: 10, info: "",
    orderable: true, sScope: null, ean: null, prezzoCauzione: 0, codiceSostituente: null, requiresVin: false, disp: 5, availabilityWarehouse: null,
    primaryWarehouse: "01", stockByWarehouse: [], hideIAMButton: false, crossRefs: [], suggested: [], ...extra,
  };
}
const stored = (query: string, normalized: string, at: number, rows: ProductRow[]): StoredSearch => ({ identity: "officina.rossi", query, normalized, at, rows });

const oc90 = row("M120", "OC90", { crossRefs: [{ kind: "OE", source: "PSA", code: "1109.AY" }] });
const w712 = row("M130", "W 712/75", { crossRefs: [{ kind: "OE", source: "PSA", code: "1109.AY" }] });
const oc90x = row("M120", "OC905");
const disc = row("M200", "DISC300", { ean: "8001234567890" });

describe("matchOffline", () => {
  it("finds a code typed in any form, exact matches before codes that start with it", () => {
    const searches = [stored("oc9", "OC9", 100, [oc90x, oc90])];
    expect(matchOffline("OC90", searches, null).rows.map((r) => r.codice)).toEqual(["OC90", "OC905"]);
    expect(matchOffline("W71275", [stored("filtri", "FILTRI", 100, [w712])], null).rows.map((r) => r.codice)).toEqual(["W 712/75"]);
  });

  it("says how each row matches this query, not the query it was stored with (the match groups)", () => {
    const searches = [stored("oc9", "OC9", 100, [{ ...oc90x, match: "prefix" }, { ...oc90, match: "prefix" }, { ...w712, match: "prefix" }])];
    expect(matchOffline("OC90", searches, null).rows.map((r) => [r.codice, r.match])).toEqual([["OC90", "exact"], ["OC905", "prefix"]]);
    expect(matchOffline("1109AY", searches, null).rows.map((r) => [r.codice, r.match])).toEqual([["OC90", "crossRef"], ["W 712/75", "crossRef"]]);
    // A search of exactly this text keeps the server's word.
    expect(matchOffline("OC9", searches, null).rows.map((r) => r.match)).toEqual(["prefix", "prefix", "prefix"]);
  });

  it("finds by cross-reference and EAN, and answers a search made before with all its rows", () => {
    const searches = [stored("1109.AY", "1109AY", 200, [oc90, w712]), stored("DISC", "DISC", 100, [disc])];
    expect(matchOffline("1109AY", searches, null).rows.map((r) => r.codice)).toEqual(["OC90", "W 712/75"]);
    expect(matchOffline("8001234567890", searches, null).rows.map((r) => r.codice)).toEqual(["DISC300"]);
  });

  it("looks in the cart too, without its quantities, and takes the newest copy of a product", () => {
    const older = row("M120", "OC90", { netto: 9 });
    const cart: Cart = {
      cId: 1, netTotal: 20, depositTotal: 0, totaliArticoli: 1, totaliQuantita: 2, cNotes: "", cRifOrdCli: "", priorityOrder: false,
      productsList: [{ ...oc90, netto: 10, qntRichiesta: 2, noteCliente: "x", totaleRiga: 20, totaleCauzione: 0, variazione: null }],
    };
    const answer = matchOffline("OC90", [stored("OC90", "OC90", 100, [older])], { cart, at: 300 });
    expect(answer.rows).toHaveLength(1);
    expect(answer.rows[0]!.netto).toBe(10);
    expect(answer.rows[0]).not.toHaveProperty("qntRichiesta");
    expect(answer.rows[0]).not.toHaveProperty("totaleRiga");
    expect(answer.at).toBe(300);
  });

  it("says when the oldest copy used was fetched, and finds nothing it does not have", () => {
    const searches = [stored("OC90", "OC90", 500, [oc90]), stored("OC905", "OC905", 100, [oc90x])];
    expect(matchOffline("OC90", searches, null).at).toBe(100);
    expect(matchOffline("ZZZ999", searches, null)).toEqual({ rows: [], at: null });
  });
});
