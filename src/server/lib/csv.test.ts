import { describe, expect, it } from "vitest";
import { Readable } from "node:stream";
import { parse } from "csv-parse/sync";
import { CSV_FEED_CHUNK, CsvMalformed, CsvTooManyRows, csvFileName, looksLikeText, readCsv, toCsv } from "./csv";

async function all(source: Parameters<typeof readCsv>[0], maxRows?: number) {
  const out = [];
  for await (const r of readCsv(source, { delimiter: ";", maxRows })) out.push(r);
  return out;
}

describe("csv", () => {
  it("readCsv fails with the source stream's error instead of waiting for ever", async () => {
    async function* failing() {
      yield Buffer.from("a;b\r\n");
      throw new Error("upload interrotto");
    }
    await expect(all(Readable.from(failing()))).rejects.toThrow("upload interrotto");
  });

  it("reads a file held in memory in chunks, a turn of the event loop apart, cutting nothing", async () => {
    // Accented letters (two bytes) and quoted line breaks fall on the chunks' edges somewhere in three chunks or more.
    const lines = Array.from({ length: 8000 }, (_, i) => `CÒD-${i};${i % 7};"nota è\r\n${"à".repeat(i % 5)}"`);
    const text = lines.join("\r\n") + "\r\n";
    expect(Buffer.byteLength(text)).toBeGreaterThan(3 * CSV_FEED_CHUNK);
    let otherRan = -1;
    let read = 0;
    setImmediate(() => (otherRan = read));
    const rows = [];
    for await (const r of readCsv(Buffer.from(text), { delimiter: ";" })) {
      rows.push(r);
      read++;
    }
    expect(rows.map((r) => r.cells)).toEqual(parse(text, { delimiter: ";" }));
    expect(rows[7999]!.line).toBe(2 * 7999 + 1);
    // Work that was waiting ran while the file was being read, not after it.
    expect(otherRan).toBeGreaterThan(0);
    expect(otherRan).toBeLessThan(8000);
  });

  it("neutralises formula cells but keeps negative numbers", () => {
    const text = toCsv([["=SUM(A1)", "+1", "@x", "-2", -2.5, "a;b", 'q"uote', null]]);
    expect(text).toBe(`'=SUM(A1);'+1;'@x;'-2;-2.5;"a;b";"q""uote";\r\n`);
    expect(parse(text, { delimiter: ";" })).toEqual([["'=SUM(A1)", "'+1", "'@x", "'-2", "-2.5", "a;b", 'q"uote', ""]]);
  });

  it("names files with the Rome date and time", () => {
    expect(csvFileName("report", new Date("2026-03-15T08:05:00Z"))).toBe("report_20260315_0905.csv");
  });

  it("streams records with their line numbers, skipping blank lines and the BOM", async () => {
    const rows = await all(Readable.from(["\uFEFFa; b\r\n\r\n", "c;d;e\n"]));
    expect(rows).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 3, cells: ["c", "d", "e"] },
    ]);
  });

  it("numbers a record by the line it starts on, after quoted line breaks (CRLF, LF, lone CR) too", async () => {
    const rows = await all('x;"one\r\ntwo"\r\ny;1\r\nz;"a\nb\rc"\r\nw;2\r\n');
    expect(rows.map((r) => r.line)).toEqual([1, 3, 4, 7]);
    expect(rows[0]!.cells).toEqual(["x", "one\r\ntwo"]);
  });

  it("answers an unclosed quote as CsvMalformed with the line", async () => {
    await expect(all('a;b\nc;"open\n')).rejects.toBeInstanceOf(CsvMalformed);
  });

  it("stops past the row limit", async () => {
    await expect(all("1\n2\n3\n", 2)).rejects.toBeInstanceOf(CsvTooManyRows);
  });

  it("tells text from binary", () => {
    expect(looksLikeText(Buffer.from("a;b\n"))).toBe(true);
    expect(looksLikeText(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toBe(false);
  });
});
