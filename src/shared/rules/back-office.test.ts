import { describe, expect, it } from "vitest";
import { isValidEan, parsePriceRow } from "./back-office";
import { itReturns } from "../../test-support/examples";
import { euroToCents, parseItalianDecimal } from "./money";

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

describe("parsePriceRow prices: the integer path of the usual cells gives the general path's cents", () => {
  it("for every shape of \"digits[,d[d]]\" up to a million euro, and the limit", () => {
    const general = (cell: string) => euroToCents(parseItalianDecimal(cell)!);
    const cells = ["0", "7", "07", "0,5", "0,05", "12,4", "12,41", "12,99", "999,99", "1000000", "1000000,00", "999999,99", "0000012,41", "123456,7"];
    let seed = 18;
    const next = (n: number) => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) % n;
    for (let i = 0; i < 2000; i++) cells.push(`${next(1_000_000)},${String(next(100)).padStart(2, "0")}`);
    for (const cell of cells) expect(parsePriceRow(["M120", "OC90", "", cell, cell])).toMatchObject({ ok: true, row: { listCents: general(cell), feeCents: general(cell) } });
    expect(parsePriceRow(["M120", "OC90", "", "1000000,01"])).toMatchObject({ reason: "listino" });
    expect(parsePriceRow(["M120", "OC90", "", "9999999,99"])).toMatchObject({ reason: "listino" });
    expect(parsePriceRow(["M120", "OC90", "", "", "1000000,01"])).toMatchObject({ reason: "fee" });
  });
});
