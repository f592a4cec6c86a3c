import { describe, expect, it } from "vitest";
import { neutralizeCsvCell, parseCsv, toCsv } from "./csv";

describe("neutralizeCsvCell", () => {
  it("prefixes formula triggers with an apostrophe", () => {
    expect(neutralizeCsvCell("=SUM(A1:A2)")).toBe("'=SUM(A1:A2)");
    expect(neutralizeCsvCell("+39 0973 000")).toBe("'+39 0973 000");
    expect(neutralizeCsvCell("-2+3")).toBe("'-2+3");
    expect(neutralizeCsvCell("@cmd")).toBe("'@cmd");
    expect(neutralizeCsvCell("\t=1")).toBe("'\t=1");
    expect(neutralizeCsvCell("\r=1")).toBe("'\r=1");
  });

  it("leaves other values alone", () => {
    expect(neutralizeCsvCell("W71275")).toBe("W71275");
    expect(neutralizeCsvCell("a=b")).toBe("a=b");
    expect(neutralizeCsvCell("")).toBe("");
    expect(neutralizeCsvCell(" =1")).toBe(" =1");
  });
});

describe("toCsv", () => {
  it("joins cells with ';' and ends every line with CRLF", () => {
    expect(toCsv([
      ["codice", "qta"],
      ["W71275", 3],
    ])).toBe("codice;qta\r\nW71275;3\r\n");
  });

  it("uses another separator on request", () => {
    expect(toCsv([["a", "b,c"]], ",")).toBe('a,"b,c"\r\n');
  });

  it("quotes cells with the separator, quotes or newlines", () => {
    expect(toCsv([["a;b", 'say "hi"', "line1\nline2", "x\ry"]])).toBe('"a;b";"say ""hi""";"line1\nline2";"x\ry"\r\n');
  });

  it("writes null as an empty cell and numbers as they are", () => {
    expect(toCsv([[null, 12.4, -5, 0]])).toBe(";12.4;-5;0\r\n");
    expect(toCsv([[Number.NaN, Number.POSITIVE_INFINITY]])).toBe(";\r\n");
  });

  it("neutralises string cells but not numbers", () => {
    expect(toCsv([["=HYPERLINK(\"x\")", -12, "-12"]])).toBe('"\'=HYPERLINK(""x"")";-12;\'-12\r\n');
    expect(toCsv([["\r=1"]])).toBe("\"'\r=1\"\r\n");
  });

  it("gives an empty string for no rows", () => {
    expect(toCsv([])).toBe("");
  });

  it("rejects a bad separator", () => {
    expect(() => toCsv([["a"]], "")).toThrow(RangeError);
    expect(() => toCsv([["a"]], '"')).toThrow(RangeError);
    expect(() => toCsv([["a"]], ";;")).toThrow(RangeError);
  });
});

describe("parseCsv", () => {
  it("parses simple rows with CRLF or LF", () => {
    expect(parseCsv("a;b\r\nc;d\r\n", ";")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseCsv("a;b\nc;d", ";")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("handles a lone CR as a line end", () => {
    expect(parseCsv("a\rb", ";")).toEqual([["a"], ["b"]]);
  });

  it("parses quoted fields with separators, escaped quotes and newlines", () => {
    expect(parseCsv('"a;b";"say ""hi""";"l1\r\nl2"\r\n', ";")).toEqual([["a;b", 'say "hi"', "l1\r\nl2"]]);
  });

  it("keeps empty fields", () => {
    expect(parseCsv(";a;;\n", ";")).toEqual([["", "a", "", ""]]);
    expect(parseCsv('"";x', ";")).toEqual([["", "x"]]);
  });

  it("strips a UTF-8 BOM", () => {
    expect(parseCsv("\uFEFFcodice;qta\r\nW71275;3\r\n", ";")).toEqual([
      ["codice", "qta"],
      ["W71275", "3"],
    ]);
  });

  it("skips only the final empty line", () => {
    expect(parseCsv("a\n\nb\n", ";")).toEqual([["a"], [""], ["b"]]);
    expect(parseCsv("a\r\n", ";")).toEqual([["a"]]);
  });

  it("returns no rows for empty input", () => {
    expect(parseCsv("", ";")).toEqual([]);
    expect(parseCsv("\uFEFF", ";")).toEqual([]);
  });

  it("keeps quotes that do not open a field as text", () => {
    expect(parseCsv('ab"c;"d"e', ";")).toEqual([['ab"c', "de"]]);
  });

  it("runs an unterminated quote to the end", () => {
    expect(parseCsv('a;"b\nc', ";")).toEqual([["a", "b\nc"]]);
  });

  it("round-trips what toCsv writes", () => {
    const rows = [
      ["codice", "descrizione", "note"],
      ["W 712/75", 'Filtro "olio"; Mann', "riga1\r\nriga2"],
      ["", "x", "é ü €"],
    ];
    expect(parseCsv(toCsv(rows), ";")).toEqual(rows);
    expect(parseCsv(toCsv(rows, ","), ",")).toEqual(rows);
  });
});
