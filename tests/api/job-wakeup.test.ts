// A job wakes the workers at once (pg-boss LISTEN/NOTIFY over Banco's pool, src/server/jobs/listen.ts):
// here the workers poll only once a minute, so a job that runs within seconds was woken by its
// notification, also after the listening connection was cut and came back.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { drizzle } from "drizzle-orm/node-postgres";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { defineJob } from "../../src/server/jobs/queue";

const ran: string[] = [];
const wakeJob = defineJob<{ label: string }>({
  name: "test-wake",
  retry: () => ({ limit: 0, delaySeconds: 1 }),
  async run({ label }) {
    ran.push(label);
  },
});

const POLL_SECONDS = 60;
/** Well under the poll: only the notification can have started the job by then. */
const WITHIN = { timeout: 15_000, interval: 100 };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { jobQueue: { pollingIntervalSeconds: POLL_SECONDS, extraJobs: [wakeJob] } });
  await t.queue.startWorkers();
  await vi.waitFor(async () => expect(await listeners()).toHaveLength(1), WITHIN);
});
afterAll(async () => t?.close());

/** The backends LISTENing for pg-boss (one per instance). */
async function listeners(): Promise<number[]> {
  const res = await t.database.pool.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()",
  );
  return res.rows.map((r) => r.pid);
}

describe("job wake-up", () => {
  it("a job enqueued runs without waiting for the workers' poll", async () => {
    await t.queue.enqueue(wakeJob, { label: "first" });
    await vi.waitFor(() => expect(ran).toContain("first"), WITHIN);
  });

  it("a job enqueued in a transaction wakes the workers when it commits, not before", async () => {
    const client = await t.database.pool.connect();
    try {
      await client.query("begin");
      // The notification is sent at commit: one sent at enqueue would wake the workers to find
      // nothing, and the job would wait for the next poll.
      await t.queue.enqueue(wakeJob, { label: "in-tx" }, { executor: drizzle(client) });
      expect(ran).not.toContain("in-tx");
      await client.query("commit");
    } finally {
      client.release();
    }
    await vi.waitFor(() => expect(ran).toContain("in-tx"), WITHIN);
  });

  it("after its connection is cut, the listener comes back and the next job still wakes the workers", async () => {
    const [before] = await listeners();
    await t.database.pool.query("select pg_terminate_backend($1)", [before]);
    await vi.waitFor(async () => {
      const now = await listeners();
      expect(now).toHaveLength(1);
      expect(now[0]).not.toBe(before);
    }, WITHIN);
    await t.queue.enqueue(wakeJob, { label: "after-reconnect" });
    await vi.waitFor(() => expect(ran).toContain("after-reconnect"), WITHIN);
  });
});
