// CSV into the cart (issue 21): each format with good, bad and mixed rows, codes resolved by EAN
// and cross-reference, repeated codes summed, every refused row listed with its Italian reason.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { cartQty, upsertProducts, uploadCsv, uploadsDone } from "./helpers/workshop";
import { cartUploadMessages as m } from "../../src/shared/messages/workshop-tools";
import { ruleMessages } from "../../src/shared/messages/rules";
import { cartMessages } from "../../src/shared/messages/cart";
import type { CartUploadAccepted } from "../../src/shared/contract/cart-upload";

let t: TestApp;
const { get, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
let esposito: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  await upsertProducts(t, [
    { precodice: "T210", codice: "CSVF1", stock: 50, ean: "8009990000011", refs: ["7701 000 111"] },
    { precodice: "Q287", codice: "WD40", stock: 100 },
    { precodice: "OUTF", codice: "CSVB1", stock: 2 },
    { precodice: "T210", codice: "CSVNO", orderable: false },
    { precodice: "T210", codice: "CSVV", requiresVin: true },
    { precodice: "T210", codice: "AMB1" },
    { precodice: "T211", codice: "AMB1" },
    { precodice: "T210", codice: "PIPE1", refs: ["PP-77"] },
  ]);
  await t.queue.startWorkers();
  [rossi, bianchi, esposito] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi"), loginAs("officina.esposito")]);
});
afterAll(async () => {
  await t?.close();
});

const emptyCart = (cookie: string) => get("/v100/cart/closeCart", cookie);

describe("CSV into the cart", () => {
  it("before any upload: not running, no summary", async () => {
    const s = await uploadsDone(t, esposito);
    expect(s).toMatchObject({ running: false, queued: 0, startInst: null, endInst: null, resultCarts: [], failedRows: [] });
  });

  it("semicolon, mixed rows: codes normalised, resolved by EAN and cross-reference, summed; refused rows listed with the reason", async () => {
    await emptyCart(rossi);
    const file = [
      "Codice;Quantità;Precodice;Note",
      "CSVF1;2",
      "csv-f1;3",
      "8009990000011;1",
      "7701.000.111;4",
      "WD40;12",
      "WD40;7;Q287",
      "NOPE999;1",
      "CSVF1;abc",
      ";3",
      "CSVNO;1",
      "CSVV;1",
      "AMB1;1",
      "AMB1;1;T211",
      "CSVB1;3",
    ].join("\r\n");
    const res = await uploadCsv(t, rossi, "SEMICOLON", file, "ordine.csv");
    expect(res.statusCode).toBe(200);
    expect(body<CartUploadAccepted>(res).data).toMatchObject({ fileName: "ordine.csv", rows: 14 });
    const s = await uploadsDone(t, rossi);
    expect(s.failed).toBe(false);
    expect(s.endInst).not.toBeNull();
    expect(await cartQty(t, rossi)).toEqual({ "T210/CSVF1": 10, "T211/AMB1": 1 });
    const reasons = Object.fromEntries(s.failedRows.map((r) => [r.riga, r.motivo]));
    expect(reasons).toEqual({
      6: expect.any(String),
      7: expect.any(String),
      8: m.codeUnknown,
      9: m.qtyNotNumber("abc"),
      10: m.codeMissing,
      11: ruleMessages.notOrderable,
      12: cartMessages.codedArticleServer,
      13: expect.stringContaining("T210 AMB1"),
      15: ruleMessages.exceedsAvailable,
    });
    // WD40 12 + 7 = 19: not a multiple of 6, both lines refused together with the quantity rule's reason.
    expect(reasons[6]).toBe(reasons[7]);
    expect(reasons[6]).toMatch(/6/);
    const [cart] = s.resultCarts;
    expect(cart!.productsList).toEqual(
      expect.arrayContaining([expect.objectContaining({ precodice: "T210", codice: "CSVF1", qntRichiesta: 10, qntCarrello: 10, righe: [2, 3, 4, 5] })]),
    );
    // A second upload of the same codes adds to the cart (append, the same rule as add to cart).
    await uploadCsv(t, rossi, "SEMICOLON", "CSVF1;1\r\nCSVV;1;;telaio ZFA31200000123456");
    const again = await uploadsDone(t, rossi);
    expect(again.failedRows).toEqual([]);
    expect(await cartQty(t, rossi)).toEqual({ "T210/CSVF1": 11, "T211/AMB1": 1, "T210/CSVV": 1 });
  });

  it("comma CSV without a header: good rows in, a bad row listed", async () => {
    await emptyCart(bianchi);
    const res = await uploadCsv(t, bianchi, "CSV", "CSVF1,2\nWD40,6\nCSVF1,x\n");
    expect(res.statusCode).toBe(200);
    const s = await uploadsDone(t, bianchi);
    expect(await cartQty(t, bianchi)).toEqual({ "T210/CSVF1": 2, "Q287/WD40": 6 });
    expect(s.failedRows).toEqual([{ riga: 3, codice: "CSVF1", quantita: "x", precodice: "", note: "", motivo: m.qtyNotNumber("x") }]);
  });

  it("a file of more codes than one resolving statement takes: rows naming one product in different statements still add up", async () => {
    await emptyCart(bianchi);
    // 1,800 different unknown codes between the first and the last rows: the codes are resolved
    // in several statements run side by side, and the product's code and its EAN land in different ones.
    const unknown = Array.from({ length: 1800 }, (_, i) => `NOTHERE${i};1`);
    const file = ["CSVF1;2", "WD40;6", ...unknown, "8009990000011;3", "PP-77;1", "AMB1;1"].join("\n");
    expect((await uploadCsv(t, bianchi, "SEMICOLON", file, "lungo.csv")).statusCode).toBe(200);
    const s = await uploadsDone(t, bianchi);
    expect(s.failed).toBe(false);
    expect(await cartQty(t, bianchi)).toEqual({ "T210/CSVF1": 5, "Q287/WD40": 6, "T210/PIPE1": 1 });
    expect(s.resultCarts[0]!.productsList).toEqual(
      expect.arrayContaining([expect.objectContaining({ precodice: "T210", codice: "CSVF1", qntRichiesta: 5, righe: [1, 1803] })]),
    );
    expect(s.failedRows).toHaveLength(1801);
    expect(s.failedRows.map((r) => r.riga)).toEqual(Array.from({ length: 1801 }, (_, i) => (i < 1800 ? i + 3 : 1805)));
    expect(s.failedRows[0]).toMatchObject({ codice: "NOTHERE0", motivo: m.codeUnknown });
    expect(s.failedRows[1800]!.motivo).toContain("T210 AMB1");
  });

  it("the parts-catalogue export (PIPE): precodice|codice|descrizione|quantità, empty precodice resolved by code", async () => {
    await emptyCart(bianchi);
    const res = await uploadCsv(t, bianchi, "PIPE", "T210|PIPE1|FILTRO|2\n|PP 77|FILTRO|1\nT299|PIPE1|FILTRO|1\n", "export.txt");
    expect(res.statusCode).toBe(200);
    const s = await uploadsDone(t, bianchi);
    expect(await cartQty(t, bianchi)).toEqual({ "T210/PIPE1": 3 });
    expect(s.failedRows.map((r) => [r.riga, r.motivo])).toEqual([[3, m.codeUnknown]]);
  });

  it("files refused whole, with the reason, nothing stored: empty, binary, wrong separator, over 10,000 rows, unknown mode", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201ffa1b6e30000000049454e44ae426082", "hex");
    const cases: [string, string | Buffer, number, string][] = [
      ["SEMICOLON", "", 400, m.empty],
      ["SEMICOLON", "\r\n\r\n", 400, m.empty],
      ["CSV", png, 415, m.notCsv("carrello.csv")],
      ["CSV", "CSVF1;2\nWD40;6\n", 400, m.wrongSeparator(",")],
      ["PIPE", "CSVF1,2\n", 400, m.wrongSeparator("|")],
      ["SEMICOLON", Array.from({ length: 50_000 }, (_, i) => `C${i};1`).join("\n"), 413, m.tooManyRows],
      ["XLS", "CSVF1;2", 400, m.badMode],
    ];
    for (const [mode, content, status, message] of cases) {
      const res = await uploadCsv(t, esposito, mode, content);
      expect(res.statusCode, `${mode} ${String(content).slice(0, 20)}`).toBe(status);
      expect(body(res).error).toBe(message);
    }
    expect(m.tooManyRows).toContain("10.000");
    const s = await uploadsDone(t, esposito);
    expect(s.startInst).toBeNull();
  });

  it("a sample file for each format, read back by the upload", async () => {
    for (const mode of ["CSV", "SEMICOLON", "PIPE"]) {
      const res = await get(`/v100/cart/addFromCSVSample?mode=${mode}`, esposito);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-disposition"]).toContain("attachment");
      await emptyCart(esposito);
      expect((await uploadCsv(t, esposito, mode, res.rawPayload)).statusCode).toBe(200);
      const s = await uploadsDone(t, esposito);
      expect(s.failedRows).toEqual([]);
      expect(s.resultCarts[0]!.productsList).toHaveLength(3);
    }
  });
});
