import { describe, expect, it } from "vitest";
import { isValidEan, parsePriceRow } from "./back-office";
import { itReturns } from "../../test-support/examples";

describe("isValidEan", () => {
  itReturns(isValidEan, [
    // GTIN-8/12/13/14 with the right check digit
    ["4006381333931", true],
    ["96385074", true],
    ["036000291452", true],
    ["10012345678902", true],
    // A wrong check digit, a wrong length, a letter
    ["4006381333932", false],
    ["400638133393", false],
    ["40063813339A1", false],
  ]);
});

describe("parsePriceRow", () => {
  it("reads the layout Precodice;Codice;EAN[;Listino[;Accisa]] with empty cells kept as null", () => {
    expect(parsePriceRow(["m120", " oc90 ", "", "1.234,50", "0,35"])).toEqual({ ok: true, row: { precodice: "M120", codice: "OC90", ean: null, listCents: 123450, feeCents: 35 } });
    expect(parsePriceRow(["M120", "OC90", "4006381333931"])).toEqual({ ok: true, row: { precodice: "M120", codice: "OC90", ean: "4006381333931", listCents: null, feeCents: null } });
    expect(parsePriceRow(["M120", "OC90", "", "12.5"])).toMatchObject({ ok: true, row: { listCents: 1250 } });
  });

  it("counts the columns of a row with too few or too many", () => {
    expect(parsePriceRow(["M120", "OC90"])).toEqual({ ok: false, reason: "columns", columns: 2 });
    expect(parsePriceRow(["M120", "OC90", "", "1", "2", "3"])).toEqual({ ok: false, reason: "columns", columns: 6 });
  });

  it.each([
    [["", "OC90", ""], "precodice"],
    [["M120", "OC 90!", ""], "codice"],
    [["M120", "OC90", "123"], "ean"],
    [["M120", "OC90", "", "-1"], "listino"],
    [["M120", "OC90", "", "2000000"], "listino"],
    [["M120", "OC90", "", "1", "x"], "fee"],
  ])("refuses %j for its %s", (cells, reason) => {
    expect(parsePriceRow(cells)).toMatchObject({ ok: false, reason });
  });
});
