// The job queue (pg-boss): a job that throws is retried with backoff, then dead-lettered with its
// error (visible to ADMIN, retried by "Riprova") and never holds up other jobs; the ERP step of
// one time slot is one job however often it is proposed, and running it again changes nothing.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, sqlOf, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { defineJob, type JobRun } from "../../src/server/jobs/queue";
import { erpJob } from "../../src/server/integrations/erp/job";
import type { DeadLetterJob } from "../../src/shared/contract/mail";

const failedAttempts: number[] = [];
const workedLabels: string[] = [];
let healed = false;

const failingJob = defineJob<{ what: string }>({
  name: "test-failing",
  retry: () => ({ limit: 2, delaySeconds: 1 }),
  async run({ what }, _deps, run) {
    if (healed) return;
    failedAttempts.push(run.retryCount);
    throw new Error(`Guasto di prova su ${what} (tentativo ${run.retryCount + 1})`);
  },
});
const workingJob = defineJob<{ label: string }>({
  name: "test-working",
  retry: () => ({ limit: 0, delaySeconds: 1 }),
  async run({ label }) {
    workedLabels.push(label);
  },
});

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let admin: string;
let rossi: string;

beforeAll(async () => {
  t = await createTestApp({ ERP_SIM_INTERVAL_MS: 5000 }, { jobQueue: { pollingIntervalSeconds: 0.5, extraJobs: [failingJob, workingJob] } });
  [admin, rossi] = await Promise.all([loginAs("admin"), loginAs("officina.rossi")]);
});
afterAll(async () => t?.close());

const q = sqlOf(() => t);
const deadLetters = async () => body<DeadLetterJob[]>(await get("/v100/admin/jobs/dead-letters", admin)).data;

async function erpState() {
  const [row] = await q<{ outbox: number; ddts: number; stock: number }>(
    `select (select count(*) from order_outbox where sent_at is not null)::int as outbox,
            (select count(*) from ddts)::int as ddts,
            (select coalesce(sum(qty), 0) from stock)::int as stock`,
  );
  return row!;
}

function runErpDirectly(tick: Date) {
  const run: JobRun = { id: "direct", retryCount: 0, isLastAttempt: false, enqueue: t.queue.enqueue.bind(t.queue), thread: t.queue.thread };
  return erpJob.run({ tick: tick.toISOString() }, { database: t.database, config: t.config, integrations: t.integrations, log: t.app.log }, run);
}

describe("job queue", () => {
  it("the ERP step of one time slot is one job, and running it twice changes nothing twice", async () => {
    const add = await post("/v100/cart/addToCart", rossi, { precodice: "M120", codice: "OC90", qntRichiesta: 2, noteCliente: "" });
    expect(add.statusCode, add.body).toBe(200);
    const checkout = await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, payload: "cartNotes=&cRifOrdCli=JOB-1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    expect(checkout.statusCode, checkout.body).toBe(200);

    // Two instances proposing the same slot make one job.
    const slot = Date.UTC(2030, 0, 1, 9, 0, 0);
    const first = await t.queue.enqueue(erpJob, { tick: new Date(slot).toISOString() }, { key: String(slot) });
    const second = await t.queue.enqueue(erpJob, { tick: new Date(slot).toISOString() }, { key: String(slot) });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toBeNull();

    // The job delivered twice for the same tick: the second run finds nothing left to do.
    const t0 = new Date();
    const before = await erpState();
    await runErpDirectly(t0);
    const accepted = await erpState();
    expect(accepted.outbox).toBeGreaterThan(before.outbox);
    await runErpDirectly(t0);
    expect(await erpState()).toEqual(accepted);

    const t1 = new Date(t0.getTime() + 10_000);
    await runErpDirectly(t1);
    const shipped = await erpState();
    expect(shipped.ddts).toBeGreaterThan(accepted.ddts);
    expect(shipped.stock).toBeLessThan(accepted.stock);
    await runErpDirectly(t1);
    expect(await erpState()).toEqual(shipped);
  });

  it("a job that throws is retried, then dead-lettered with its error, without holding up other jobs; Riprova runs it again", async () => {
    await t.queue.startWorkers();
    await t.queue.enqueue(failingJob, { what: "listino" });
    await t.queue.enqueue(workingJob, { label: "dopo il guasto" });
    await expect.poll(() => workedLabels, { timeout: 20_000, interval: 200 }).toEqual(["dopo il guasto"]);

    let dead: DeadLetterJob | undefined;
    await expect
      .poll(
        async () => {
          dead = (await deadLetters()).find((d) => d.job === "test-failing");
          return dead;
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBeDefined();
    expect(failedAttempts).toEqual([0, 1, 2]);
    expect(dead).toMatchObject({ job: "test-failing", data: { what: "listino" }, attempts: 3, error: "Guasto di prova su listino (tentativo 3)" });

    // Other jobs still run after the dead letter.
    await t.queue.enqueue(workingJob, { label: "ancora" });
    await expect.poll(() => workedLabels, { timeout: 20_000, interval: 200 }).toEqual(["dopo il guasto", "ancora"]);

    // The cause is fixed; ADMIN's Riprova runs the job once more and it leaves the dead letters.
    healed = true;
    const retry = await post(`/v100/admin/jobs/dead-letters/${dead!.id}/retry`, admin);
    expect(retry.statusCode, retry.body).toBe(200);
    await expect.poll(async () => (await deadLetters()).some((d) => d.id === dead!.id), { timeout: 10_000, interval: 250 }).toBe(false);
    await expect.poll(async () => (await q<{ state: string }>("select state::text as state from pgboss.job where name = 'test-failing'"))[0]?.state, { timeout: 20_000, interval: 250 }).toBe("completed");
    expect(failedAttempts).toEqual([0, 1, 2]);
  });
});
