// Tracking console: ADMIN sets a tracking by hand or by CSV (every row checked, the valid ones
// applied together, a report per row); the customer sees it on the order and its delivery notes
// with a link built from the courier's template, and gets one shipping mail per order.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, sqlOf, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import type { TrackingCsvResult, TrackingOrder } from "../../src/shared/contract/tracking";
import type { OutboxMail } from "../../src/shared/contract/mail";
import { trackingUrl } from "../../src/shared/rules/couriers";

let t: TestApp;
const { get, post, upload, loginAs } = http(() => t);
let admin: string;
let rossi: string;
let bianchi: string;

beforeAll(async () => {
  t = await createTestApp();
  [admin, rossi, bianchi] = await Promise.all([loginAs("admin"), loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});
afterAll(async () => t?.close());

const q = sqlOf(() => t);
const mails = async () => body<OutboxMail[]>(await get("/v100/admin/mail?startFrom=0&size=100", admin)).data;

async function ordersOf(customerId: number): Promise<TrackingOrder[]> {
  const res = await get(`/v100/AD/api/getOrders?uIdCliente=${customerId}`, admin);
  expect(res.statusCode, res.body).toBe(200);
  return body<TrackingOrder[]>(res).data;
}

const payload = (webOrderCode: string, extra: Record<string, unknown> = {}) => ({
  dataShipped: "2026-11-20T09:00:00.000Z",
  dataEstimatedDelivery: "2026-11-23T09:00:00.000Z",
  tracking: "BRT123456789",
  service: "BRT",
  parcelNumber: "1",
  webOrderCode,
  cCheckoutTime: "2026-11-19T10:00:00.000Z",
  ...extra,
});

describe("tracking console", () => {
  it("lists orders of one customer or of all, newest first, with the tracking fields", async () => {
    const mine = await ordersOf(100001);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((o) => o.uIdCliente === 100001)).toBe(true);
    const all = body<TrackingOrder[]>(await get("/v100/AD/api/getOrders", admin)).data;
    expect(new Set(all.map((o) => o.uIdCliente)).size).toBeGreaterThan(1);
    expect(all[0]).toMatchObject({ webOrderCode: expect.any(String), cCheckoutTime: expect.any(String), orderLabel: expect.stringMatching(/^OW \d+\/\d{4}$/) });
  });

  it("refuses non-ADMIN callers on every tracking route", async () => {
    for (const who of [rossi, bianchi]) {
      expect((await get("/v100/AD/api/getOrders", who)).statusCode).toBe(403);
      expect((await post("/v100/AD/api/insertTracking", who, payload("x"))).statusCode).toBe(403);
      expect((await upload("/v100/AD/api/updateTrackingCSV", who, "a;BRT;1;20/11/2026;21/11/2026")).statusCode).toBe(403);
    }
  });

  it("sets a tracking, answers the refreshed list, shows it to the customer and mails once", async () => {
    const [order] = await ordersOf(100001);
    const before = (await mails()).length;
    const res = await post("/v100/AD/api/insertTracking?uIdCliente=100001", admin, payload(order!.webOrderCode));
    expect(res.statusCode, res.body).toBe(200);
    const updated = body<TrackingOrder[]>(res).data.find((o) => o.webOrderCode === order!.webOrderCode)!;
    expect(updated).toMatchObject({ service: "BRT", tracking: "BRT123456789", parcelNumber: "1", dataShipped: "2026-11-20T09:00:00.000Z" });

    // The customer's order list carries it, and the link is the courier's public page.
    const list = body<{ webOrderCode: string; tracking: { service: string; tracking: string; dataEstimatedDelivery: string } | null }[]>(await get("/v100/orders/lastOrders?startFrom=0", rossi)).data;
    const mine = list.find((o) => o.webOrderCode === order!.webOrderCode)!;
    expect(mine.tracking).toMatchObject({ service: "BRT", tracking: "BRT123456789", dataEstimatedDelivery: "2026-11-23T09:00:00.000Z" });
    expect(trackingUrl(mine.tracking!.service, mine.tracking!.tracking)).toBe("https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456789");

    const after = await mails();
    expect(after.length).toBe(before + 1);
    const mail = after[0]!;
    expect(mail.to).toBe("ordini@officinarossi.it");
    expect(mail.subject).toBe(`Il suo ordine ${order!.orderLabel} è stato spedito`);
    expect(mail.body).toContain("BRT123456789");
    expect(mail.body).toContain("https://vas.brt.it/vas/sped_det_show.hsm?Nspediz=BRT123456789");

    // A correction updates the order but sends no second mail.
    const again = await post("/v100/AD/api/insertTracking?uIdCliente=100001", admin, payload(order!.webOrderCode, { service: "gls", tracking: "GLS999" }));
    expect(again.statusCode).toBe(200);
    expect(body<TrackingOrder[]>(again).data.find((o) => o.webOrderCode === order!.webOrderCode)).toMatchObject({ service: "GLS", tracking: "GLS999" });
    expect((await mails()).length).toBe(before + 1);
    const audit = await q<{ action: string }>("select action from audit_log where action like 'tracking.%'");
    expect(audit.length).toBe(2);
  });

  it("shows the tracking of its orders on the delivery notes", async () => {
    const [row] = await q<{ web_order_code: string }>(
      "select distinct o.web_order_code from ddt_lines l join orders o on o.id = l.order_id join ddts d on d.id = l.ddt_id where o.customer_id = 100001 order by 1 limit 1",
    );
    expect(row).toBeDefined();
    expect((await post("/v100/AD/api/insertTracking", admin, payload(row!.web_order_code, { service: "DHL", tracking: "DHL42" }))).statusCode).toBe(200);
    const res = await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroOrdine: row!.web_order_code });
    expect(res.statusCode, res.body).toBe(200);
    const ddts = body<{ tracking?: { service: string; tracking: string }[] }[]>(res).data;
    expect(ddts.length).toBeGreaterThan(0);
    expect(ddts[0]!.tracking).toEqual([expect.objectContaining({ service: "DHL", tracking: "DHL42" })]);
  });

  it("refuses bad input with the Italian message and changes nothing", async () => {
    const [order] = await ordersOf(100002);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ dataShipped: "" }, 400, "Inserire data di spedizione"],
      [{ dataEstimatedDelivery: "" }, 400, "Inserire data di prevista consegna"],
      [{ service: "" }, 400, "Inserire il corriere"],
      [{ service: "Piccione viaggiatore" }, 400, "Corriere non presente nell'elenco"],
      [{ tracking: " " }, 400, "Inserire il numero di tracking"],
      [{ dataShipped: "2026-11-25T09:00:00.000Z" }, 400, "La data di prevista consegna non può precedere la data di spedizione"],
      [{ dataShipped: "2026-02-30" }, 400, "Data non valida"],
      [{ webOrderCode: "999999-999" }, 404, "Ordine non trovato"],
    ];
    for (const [extra, status, message] of cases) {
      const res = await post("/v100/AD/api/insertTracking", admin, payload(order!.webOrderCode, extra));
      expect(res.statusCode, JSON.stringify(extra)).toBe(status);
      expect(body(res).error).toBe(message);
    }
    // Another customer's order through uIdCliente: not found.
    const other = await post("/v100/AD/api/insertTracking?uIdCliente=100001", admin, payload(order!.webOrderCode));
    expect(other.statusCode).toBe(404);
    expect((await ordersOf(100002)).find((o) => o.webOrderCode === order!.webOrderCode)!.tracking).toBeNull();
  });
});

describe("tracking CSV", () => {
  it("applies the valid rows in one go and reports the bad ones row by row", async () => {
    const orders = await ordersOf(100002);
    const [a, b] = orders.filter((o) => !o.tracking);
    const before = (await mails()).length;
    const csv = [
      "Numero ordine;Corriere;Tracking Number;Data spedizione;Data prevista consegna;Pacco numero",
      `${a!.webOrderCode};SDA;SDA001;20/11/2026;22/11/2026;3`,
      `${b!.webOrderCode};Poste Delivery Business;PDB77;2026-11-21;2026-11-24`,
      `999999-1;BRT;X1;20/11/2026;22/11/2026`,
      `${a!.webOrderCode};BRT;X2;20/11/2026;22/11/2026`,
      `${orders[2]!.webOrderCode};Corriere Ignoto;X3;20/11/2026;22/11/2026`,
      `${orders[2]!.webOrderCode};UPS;X4;31/02/2026;22/11/2026`,
      `${orders[2]!.webOrderCode};UPS;X5;23/11/2026;22/11/2026`,
      `${orders[2]!.webOrderCode};UPS`,
      `${orders[2]!.webOrderCode};UPS;;20/11/2026;22/11/2026`,
    ].join("\r\n");
    const res = await upload("/v100/AD/api/updateTrackingCSV", admin, csv, "tracking.csv");
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TrackingCsvResult>(res).data;
    expect(r.applied).toBe(2);
    expect(r.mailsQueued).toBe(2);
    expect(r.rows.map((x) => [x.line, x.ok, x.error])).toEqual([
      [2, true, null],
      [3, true, null],
      [4, false, "Ordine non trovato"],
      [5, false, "Ordine già presente nel file alla riga 2"],
      [6, false, "Corriere non presente nell'elenco"],
      [7, false, "Data non valida"],
      [8, false, "La data di prevista consegna non può precedere la data di spedizione"],
      [9, false, "La riga deve avere da 5 a 6 colonne"],
      [10, false, "Inserire il numero di tracking"],
    ]);
    const now = await ordersOf(100002);
    expect(now.find((o) => o.webOrderCode === a!.webOrderCode)).toMatchObject({ service: "SDA", tracking: "SDA001", parcelNumber: "3" });
    expect(now.find((o) => o.webOrderCode === b!.webOrderCode)).toMatchObject({ service: "POSTE", tracking: "PDB77", parcelNumber: null });
    expect(now.find((o) => o.webOrderCode === orders[2]!.webOrderCode)!.tracking).toBeNull();
    expect((await mails()).length).toBe(before + 2);
    // The same file again: the orders are updated, no mail is repeated.
    const again = body<TrackingCsvResult>(await upload("/v100/AD/api/updateTrackingCSV", admin, csv, "tracking.csv")).data;
    expect(again).toMatchObject({ applied: 2, mailsQueued: 0 });
  });

  it("refuses a file that is not a CSV, an empty file and a malformed one", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]);
    const bin = await upload("/v100/AD/api/updateTrackingCSV", admin, png, "foto.png", "image/png");
    expectRefused(bin, 415, "foto.png is not a csv file");
    const empty = await upload("/v100/AD/api/updateTrackingCSV", admin, "\r\n", "vuoto.csv");
    expectRefused(empty, 400, "Upload del file fallito");
    const broken = await upload("/v100/AD/api/updateTrackingCSV", admin, 'a;"BRT;1;20/11/2026;21/11/2026\nb;c', "rotto.csv");
    expect(broken.statusCode).toBe(400);
  });

  it("takes thousands of rows in seconds", async () => {
    const orders = body<TrackingOrder[]>(await get("/v100/AD/api/getOrders", admin)).data;
    const rows = Array.from({ length: 3000 }, (_, i) => (i < orders.length ? `${orders[i]!.webOrderCode};GLS;G${i};20/11/2026;22/11/2026` : `900000-${i};GLS;G${i};20/11/2026;22/11/2026`));
    const started = Date.now();
    const res = await upload("/v100/AD/api/updateTrackingCSV", admin, rows.join("\n"), "grande.csv");
    expect(res.statusCode, res.body).toBe(200);
    const r = body<TrackingCsvResult>(res).data;
    expect(r.rows).toHaveLength(3000);
    expect(r.applied).toBe(Math.min(3000, orders.length));
    expect(Date.now() - started).toBeLessThan(20_000);
  });
});
