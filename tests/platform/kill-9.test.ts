// kill -9 of the server during a loop of checkouts, then a restart on the same database: every
// order the server acknowledged is there, none twice (the checkout cut short by the kill is
// retried with its Idempotency-Key and lands once). On the embedded PostgreSQL (DATA_DIR) and,
// when TEST_DATABASE_URL is set, on the external one.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { embeddedConnectionString } from "../../src/server/db/embedded-postgres";
import { DEMO_PASSWORD } from "../../src/server/db/seed/identity";
import { api, externalDatabase, loginHttp, orderableProducts, query, startServer, type ServerEnv, type ServerProcess } from "./helpers/server-process";

const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

interface Checkout {
  key: string;
  ref: string;
  webOrderCode?: string;
}

/** Adds a product and sends the cart, again and again, until told to stop; answers what was acknowledged. */
async function checkoutLoop(server: ServerProcess, cookie: string, products: { precodice: string; codice: string }[], tag: string, killAfter: number) {
  const acknowledged: Checkout[] = [];
  let inFlight: Checkout | null = null;
  const kill: { done: Promise<void> | null } = { done: null };
  for (let i = 0; ; i++) {
    const p = products[i % products.length]!;
    const current: Checkout = { key: `${tag}-key-${i}`, ref: `${tag}-${i}` };
    try {
      const added = await api(server.base, cookie, "POST", "/v100/cart/addToCart", { json: { ...p, qntRichiesta: 1, noteCliente: "" } });
      expect(added.status, added.error ?? "").toBe(200);
      inFlight = current;
      // The kill lands while this checkout is on its way: committed or not, nobody knows yet.
      if (acknowledged.length === killAfter) setTimeout(() => (kill.done = server.kill9()), 1);
      const sent = await api<{ webOrderCode: string }>(server.base, cookie, "POST", "/v100/cart/cartCheckout", { form: { cartNotes: "", cRifOrdCli: current.ref } }, { "idempotency-key": current.key });
      expect(sent.status, sent.error ?? "").toBe(200);
      acknowledged.push({ ...current, webOrderCode: sent.data.webOrderCode });
      inFlight = null;
    } catch (err) {
      if (!kill.done) throw err;
      await kill.done;
      return { acknowledged, inFlight };
    }
  }
}

async function killDuringCheckouts(env: ServerEnv, url: () => string, tag: string, afterKill: () => void = () => {}): Promise<void> {
  const first = await startServer(env);
  cleanups.push(async () => void (await first.stop()));
  const products = await orderableProducts(url(), 5);
  expect(products.length).toBe(5);
  const cookie = await loginHttp(first.base, "officina.rossi", DEMO_PASSWORD);
  const { acknowledged, inFlight } = await checkoutLoop(first, cookie, products, tag, 8);
  expect(acknowledged.length).toBe(8);
  expect(first.child.signalCode).toBe("SIGKILL");
  afterKill();

  const second = await startServer(env);
  cleanups.push(async () => void (await second.stop()));
  const stored = async () =>
    query<{ rif_ord_cli: string; web_order_code: string; n: number }>(
      url(),
      "select rif_ord_cli, min(web_order_code) as web_order_code, count(*)::int as n from orders where rif_ord_cli like $1 group by rif_ord_cli",
      [`${tag}-%`],
    );
  const byRef = new Map((await stored()).map((r) => [r.rif_ord_cli, r]));
  for (const a of acknowledged) {
    expect(byRef.get(a.ref), `ordine confermato ${a.ref}`).toMatchObject({ web_order_code: a.webOrderCode, n: 1 });
  }
  // The customer retries the send that had no answer: same key, one order in the end.
  const cookie2 = await loginHttp(second.base, "officina.rossi", DEMO_PASSWORD);
  const retry = await api<{ webOrderCode: string }>(second.base, cookie2, "POST", "/v100/cart/cartCheckout", { form: { cartNotes: "", cRifOrdCli: inFlight!.ref } }, { "idempotency-key": inFlight!.key });
  expect(retry.status).toBe(200);
  const after = await stored();
  expect(after.every((r) => r.n === 1)).toBe(true);
  expect(after.map((r) => r.rif_ord_cli).sort()).toEqual([...acknowledged.map((a) => a.ref), inFlight!.ref].sort());
  expect(await second.stop()).toBe(0);
}

describe("kill -9 during checkouts", () => {
  it("embedded PostgreSQL: every acknowledged order survives the kill and the restart, none doubled", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "banco-kill9-"));
    cleanups.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    // PostgreSQL goes down hard too (as in a power cut): the restart runs its crash recovery.
    const killPostmaster = () => {
      const pid = Number(readFileSync(join(dataDir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
      process.kill(pid, "SIGKILL");
    };
    await killDuringCheckouts({ DATA_DIR: dataDir }, () => embeddedConnectionString(dataDir), "K9E", killPostmaster);
  });

  it.runIf(process.env.TEST_DATABASE_URL)("external PostgreSQL (TEST_DATABASE_URL): the same", async () => {
    const db = await externalDatabase("banco_kill9");
    cleanups.push(db.drop);
    await killDuringCheckouts({ DATABASE_URL: db.url, DEMO: "1" }, () => db.url, "K9X");
  });
});
