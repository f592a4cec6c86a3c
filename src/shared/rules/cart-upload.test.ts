import { describe, expect, it } from "vitest";
import { isHeaderRow, parseUploadQty, rowOf } from "./cart-upload";

describe("cart upload rows", () => {
  it("reads the columns of each format", () => {
    expect(rowOf("SEMICOLON", ["OC90", "2", "M120", "nota"])).toEqual({ code: "OC90", qty: "2", precodice: "M120", note: "nota" });
    expect(rowOf("PIPE", ["M120", "OC90", "FILTRO", "3"])).toEqual({ code: "OC90", qty: "3", precodice: "M120", note: "" });
  });
  it("recognises a header row", () => {
    expect(isHeaderRow("CSV", ["Codice", "Quantità"])).toBe(true);
    expect(isHeaderRow("CSV", ["OC90", "1"])).toBe(false);
  });
  it.each([
    ["3", 3],
    [" 12 ", 12],
    ["1.000", 1000],
    ["2,0", 2],
    ["abc", null],
    ["-1", null],
    ["1,5", null],
    ["", null],
  ])("quantity %j → %j", (raw, n) => expect(parseUploadQty(raw)).toBe(n));
});
