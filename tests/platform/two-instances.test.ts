// Two Banco instances on one PostgreSQL, as behind a load balancer (no sticky sessions): a login
// made on one works on the other, a cart edited on one is seen on the other, background work runs
// once with both instances' runners on, and an instance killed mid-way loses nothing. On the
// server of TEST_DATABASE_URL when set, otherwise on an embedded PostgreSQL started for the test.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { DEMO_PASSWORD } from "../../src/server/db/seed/identity";
import { startTestSmtp, type TestSmtp } from "../api/helpers/smtp";
import { api, externalDatabase, loginHttp, orderableProducts, query, startServer, type ServerProcess } from "./helpers/server-process";

let url: string;
let a: ServerProcess;
let b: ServerProcess;
const cleanups: (() => Promise<void>)[] = [];
let products: { precodice: string; codice: string }[];
let smtp: TestSmtp;

beforeAll(async () => {
  if (process.env.TEST_DATABASE_URL) {
    const db = await externalDatabase("banco_two_instances");
    cleanups.push(db.drop);
    url = db.url;
  } else {
    const dir = mkdtempSync(join(tmpdir(), "banco-two-"));
    const embedded = await startEmbeddedPostgres(dir);
    cleanups.push(async () => {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    });
    await query(embedded.url("postgres"), "create database banco");
    url = embedded.url();
  }
  // Background work on in both, quick ERP simulator steps, mail to a real local SMTP server. The
  // first start migrates and seeds.
  smtp = await startTestSmtp();
  cleanups.push(() => smtp.close());
  const env = { DATABASE_URL: url, DEMO: "1", BACKGROUND_JOBS: "1", ERP_SIM_INTERVAL_MS: "300", SMTP_URL: smtp.url };
  a = await startServer(env);
  b = await startServer(env);
  products = await orderableProducts(url, 6);
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  for (const c of cleanups.reverse()) await c();
});

type Cart = { productsList: { codice: string; qntRichiesta: number }[] };

describe("two instances on one database", () => {
  it("a login made on one instance works on the other; a logout on the other ends it on both", async () => {
    const cookie = await loginHttp(a.base, "officina.bianchi", DEMO_PASSWORD);
    const onB = await api<{ uUsername: string }>(b.base, cookie, "GET", "/v100/auth/check");
    expect(onB.status).toBe(200);
    expect(onB.data.uUsername).toBe("officina.bianchi");
    expect((await api(b.base, cookie, "GET", "/v100/auth/logout")).status).toBe(200);
    expect((await api(a.base, cookie, "GET", "/v100/auth/check")).status).toBe(401);
  });

  it("a cart edited on one instance is seen on the other", async () => {
    const cookie = await loginHttp(b.base, "officina.bianchi", DEMO_PASSWORD);
    const p = products[0]!;
    expect((await api(a.base, cookie, "POST", "/v100/cart/addToCart", { json: { ...p, qntRichiesta: 3, noteCliente: "" } })).status).toBe(200);
    const seen = await api<Cart>(b.base, cookie, "GET", "/v100/cart/myCart");
    expect(seen.data.productsList.map((r) => [r.codice, r.qntRichiesta])).toEqual([[p.codice, 3]]);
    expect((await api(b.base, cookie, "POST", "/v100/cart/remFromCart", { json: p })).status).toBe(200);
    expect((await api<Cart>(a.base, cookie, "GET", "/v100/cart/myCart")).data.productsList).toEqual([]);
  });

  describe("background jobs with both instances' runners on", () => {
    it("each queued mail is delivered once, whichever instance's worker takes it", async () => {
      const subjects = Array.from({ length: 12 }, (_, i) => `Prova due istanze ${i}`);
      for (const subject of subjects) {
        await query(url, "insert into mail_outbox (\"to\", subject, body) values ($1, $2, $3)", ["officina@example.it", subject, "Testo di prova."]);
      }
      const arrived = () => smtp.received.filter((r) => subjects.includes(r.mail.subject ?? ""));
      await expect.poll(() => arrived().length, { timeout: 60_000, interval: 500 }).toBeGreaterThanOrEqual(subjects.length);
      // Give a duplicate delivery the time to show up, then count: one arrival per mail.
      await new Promise((r) => setTimeout(r, 3_000));
      expect(arrived().map((r) => r.mail.subject).sort()).toEqual([...subjects].sort());
      const rows = await query<{ status: string }>(url, "select status from mail_outbox where subject like 'Prova due istanze %'");
      expect(rows.map((r) => r.status)).toEqual(subjects.map(() => "sent"));
    });


    it("an instance killed mid-way loses nothing, and the ERP simulator takes each sent order once", async () => {
      const cookie = await loginHttp(a.base, "officina.rossi", DEMO_PASSWORD);
      const acknowledged: string[] = [];
      const kill: { done: Promise<void> | null } = { done: null };
      // Orders through both instances, then A dies while sending more.
      for (let i = 0; ; i++) {
        const via = i % 2 === 0 ? a : b;
        const p = products[i % products.length]!;
        try {
          expect((await api(via.base, cookie, "POST", "/v100/cart/addToCart", { json: { ...p, qntRichiesta: 2, noteCliente: "" } })).status).toBe(200);
          if (i === 8) setTimeout(() => (kill.done = a.kill9()), 1);
          const sent = await api<{ webOrderCode: string }>(via.base, cookie, "POST", "/v100/cart/cartCheckout", { form: { cartNotes: "", cRifOrdCli: `TWO-${i}` } }, { "idempotency-key": `two-instances-${i}` });
          expect(sent.status, sent.error ?? "").toBe(200);
          acknowledged.push(`TWO-${i}`);
        } catch (err) {
          if (via !== a || !kill.done) throw err;
          await kill.done;
          break;
        }
      }
      expect(acknowledged.length).toBeGreaterThanOrEqual(8);
      // B alone finishes the work: every order received by the ERP once and shipped once.
      const state = () =>
        query<{ rif: string; outbox: number; attempts: number; received: number; fulfilled: number; ordered: number; shipped: number }>(
          url,
          `select o.rif_ord_cli as rif,
             (select count(*)::int from order_outbox x where x.order_id = o.id) as outbox,
             (select coalesce(max(x.attempts), 0)::int from order_outbox x where x.order_id = o.id and x.sent_at is not null) as attempts,
             (select count(*)::int from erp_sim_orders e where e.order_id = o.id) as received,
             (select count(*)::int from erp_sim_orders e where e.order_id = o.id and e.fulfilled_at is not null) as fulfilled,
             (select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = o.id) as ordered,
             (select coalesce(sum(d.qty), 0)::int from ddt_lines d where d.order_id = o.id) as shipped
           from orders o where o.rif_ord_cli like 'TWO-%' order by o.id`,
        );
      await expect.poll(async () => (await state()).every((r) => r.fulfilled === 1), { timeout: 60_000, interval: 500 }).toBe(true);
      const rows = await state();
      expect(rows.map((r) => r.rif)).toEqual(expect.arrayContaining(acknowledged));
      for (const r of rows) expect(r).toMatchObject({ outbox: 1, attempts: 1, received: 1, fulfilled: 1, shipped: r.ordered });
      // The survivor still serves the customer.
      expect((await api(b.base, cookie, "GET", "/v100/auth/check")).status).toBe(200);
    });
  });
});
