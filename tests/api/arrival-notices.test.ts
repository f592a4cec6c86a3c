// Arrival notices of missing items (issue 23): a missing line that arrives in stock (or ships) is
// told to the customer once — one notice row and one mail through the outbox and a real SMTP
// server, even when two instances scan at the same time and scans repeat — and shown once in the
// app (GET /v100/missing/arrivalNotices until POST .../seen), to that customer only.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, sqlOf, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { setStockAt } from "./helpers/factories";
import { startTestSmtp, type TestSmtp } from "./helpers/smtp";
import { arrivalsRepo } from "../../src/server/modules/missing/arrivals-repo";
import { arrivalsService } from "../../src/server/modules/missing/arrivals";
import { auditService } from "../../src/server/modules/audit/service";
import type { ArrivalNotice } from "../../src/shared/contract/arrival-notices";

let t: TestApp;
const { get, post, loginAs } = http(() => t);
let smtp: TestSmtp;
let rossi: string;
let bianchi: string;
const company = { name: "Ricambi Sud Distribuzione S.p.A.", address: "Senise (PZ)" };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, MAIL_DISPATCH_INTERVAL_MS: 1000 }, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const q = sqlOf(() => t);
/** A second instance: its own service over the same database. */
const instance = () => arrivalsService({ repo: arrivalsRepo(t.database.db), audit: auditService(t.database.db), company });
const notices = async (cookie: string) => body<ArrivalNotice[]>(await get("/v100/missing/arrivalNotices", cookie)).data;
const seen = (cookie: string, payload: unknown) => post("/v100/missing/arrivalNotices/seen", cookie, payload);

describe("arrival notices", () => {
  it("a missing line whose goods arrive in stock is told once: one notice, one mail, even with two instances scanning", async () => {
    const [item] = await q<{ id: number; product_id: number; warehouse: string; qty: number; precodice: string; codice: string }>(
      "select id, product_id, warehouse, qty, precodice, codice from missing_items where customer_id = 100001 and closed_at is null and product_id is not null and qty > 0 order by id limit 1",
    );
    expect(item).toBeDefined();
    const setStock = (qty: number) => setStockAt(t, item!.product_id, item!.warehouse, qty);
    const [a, b] = [instance(), instance()];
    // First seen short of stock: nothing to tell yet.
    await setStock(0);
    await a.scan();
    expect(await q("select 1 from arrival_notices where missing_item_id = $1", [item!.id])).toEqual([]);
    // The goods arrive.
    await setStock(item!.qty + 5);
    await Promise.all([a.scan(), b.scan(), a.scan()]);
    await b.scan();
    const rows = await q<{ kind: string; mail_id: number | null }>("select kind, mail_id from arrival_notices where missing_item_id = $1", [item!.id]);
    expect(rows).toEqual([{ kind: "arrived", mail_id: expect.any(Number) }]);

    const subject = `Articolo mancante arrivato: ${item!.precodice} ${item!.codice}`;
    await t.queue.startWorkers();
    await expect.poll(() => smtp.received.filter((r) => r.mail.subject === subject).length, { timeout: 20_000, interval: 250 }).toBe(1);
    // Nothing more comes: another scan finds nothing new for the line.
    await a.scan();
    await new Promise((r) => setTimeout(r, 1500));
    const mails = smtp.received.filter((r) => r.mail.subject === subject);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.envelopeTo).toEqual(["ordini@officinarossi.it"]);
    expect(mails[0]!.mail.text).toContain("è arrivato in magazzino");

    // Shown in the app once: listed until seen, then gone; another customer neither sees nor marks it.
    const mine = (await notices(rossi)).find((n) => n.codice === item!.codice && n.precodice === item!.precodice);
    expect(mine).toMatchObject({ kind: "arrived", qty: item!.qty, order: expect.stringMatching(/^OW \d+\/\d{4}$/) });
    expect((await notices(bianchi)).some((n) => n.id === mine!.id)).toBe(false);
    expect(body(await seen(bianchi, { ids: [mine!.id] })).data).toEqual({ seen: 0 });
    expect((await notices(rossi)).some((n) => n.id === mine!.id)).toBe(true);
    expect(body(await seen(rossi, { ids: [mine!.id] })).data).toEqual({ seen: 1 });
    expect((await notices(rossi)).some((n) => n.id === mine!.id)).toBe(false);
    expect(body(await seen(rossi, { ids: [mine!.id] })).data).toEqual({ seen: 0 });
  });

  it("a line already in stock when first seen is not news; nothing is told for it until it ships", async () => {
    const [item] = await q<{ id: number; product_id: number; warehouse: string; qty: number }>(
      "select m.id, m.product_id, m.warehouse, m.qty from missing_items m where m.closed_at is null and m.product_id is not null and m.qty > 0 and not exists (select 1 from missing_stock_watch w where w.missing_item_id = m.id) order by m.id limit 1",
    );
    expect(item).toBeDefined();
    await setStockAt(t, item!.product_id, item!.warehouse, item!.qty + 1);
    await instance().scan();
    expect(await q("select 1 from arrival_notices where missing_item_id = $1", [item!.id])).toEqual([]);
  });

  it("a missing line that ships is told once too", async () => {
    const [item] = await q<{ id: number }>(
      "select m.id from missing_items m where m.customer_id = 100001 and m.closed_at is null and m.qty > 0 and not exists (select 1 from arrival_notices n where n.missing_item_id = m.id) order by m.id limit 1",
    );
    expect(item).toBeDefined();
    await q("update missing_items set closed_at = now() where id = $1", [item!.id]);
    await Promise.all([instance().scan(), instance().scan()]);
    expect(await q("select kind from arrival_notices where missing_item_id = $1", [item!.id])).toEqual([{ kind: "shipped" }]);
  });

  it("bad input answers 400 in Italian; staff without a customer cannot read notices", async () => {
    const empty = await seen(rossi, { ids: [] });
    expect(empty.statusCode).toBe(400);
    expect(body(empty).error).toBeTruthy();
    expect((await seen(rossi, { ids: ["x"] })).statusCode).toBe(400);
    const admin = await loginAs("admin");
    expect((await get("/v100/missing/arrivalNotices", admin)).statusCode).toBe(403);
  });
});
