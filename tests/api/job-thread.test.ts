// The job queue's thread (jobs/job-thread.ts): a job's heavy part runs off the server's event loop,
// and the cart CSV job hands it its uploads; a failure in the thread comes back to the server.
import { Writable } from "node:stream";
import { threadId } from "node:worker_threads";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { JobThread } from "../../src/server/jobs/job-thread";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { cartQty, upsertProducts, uploadCsv, uploadsDone } from "./helpers/workshop";
import type { CartUploadAccepted } from "../../src/shared/contract/cart-upload";

const probe = { source: new URL("./helpers/thread-task.ts", import.meta.url), built: "thread-task" };

describe("JobThread", () => {
  it("runs a module's default export in another thread; its error comes back; stop ends it", async () => {
    const thread = new JobThread();
    try {
      const where = await thread.run<{ fail?: string }, { isMainThread: boolean; threadId: number }>(probe, {});
      expect(where.isMainThread).toBe(false);
      expect(where.threadId).not.toBe(threadId);
      // The same thread takes the next task (kept while tasks follow each other).
      expect((await thread.run<{ fail?: string }, { threadId: number }>(probe, {})).threadId).toBe(where.threadId);
      await expect(thread.run(probe, { fail: "rotto nel thread" })).rejects.toThrow("rotto nel thread");
    } finally {
      await thread.stop();
    }
    // Stopped, it starts again on the next task.
    const again = new JobThread();
    expect((await again.run<{ fail?: string }, { isMainThread: boolean }>(probe, {})).isMainThread).toBe(false);
    await again.stop();
  });
});

let t: TestApp;
const { loginAs } = http(() => t);
const logLines: { level: number; msg: string; uploadId?: number; err?: { message: string; cause?: string } }[] = [];

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split("\n").filter(Boolean)) logLines.push(JSON.parse(line) as (typeof logLines)[number]);
      done();
    },
  });
  t = await createTestApp({}, { jobQueue: { pollingIntervalSeconds: 0.5 }, logger: pino({ level: "info" }, sink) as unknown as FastifyBaseLogger });
  await upsertProducts(t, [{ precodice: "T230", codice: "TH1", stock: 500 }]);
  await t.queue.startWorkers();
});
afterAll(async () => {
  await t?.close();
});

describe("the cart CSV job in the queue's thread", () => {
  it("hands the user's uploads to the thread, which applies them through its own connections", async () => {
    const rossi = await loginAs("officina.rossi");
    const run = vi.spyOn(t.queue.thread, "run");
    const sent = body<CartUploadAccepted>(await uploadCsv(t, rossi, "SEMICOLON", "TH1;2\nTH1;3", "filo.csv")).data;
    const s = await uploadsDone(t, rossi);
    expect(s.failed).toBe(false);
    expect(await cartQty(t, rossi)).toMatchObject({ "T230/TH1": 5 });
    const userId = (await t.database.pool.query<{ id: number }>("select id from users where username = 'officina.rossi'")).rows[0]!.id;
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ built: "cart-upload-thread" }), { db: { url: t.database.url, kind: t.database.kind }, userId, customerId: expect.any(Number) });
    const row = (await t.database.pool.query("select status from cart_uploads where id = $1", [sent.uploadId])).rows[0];
    expect(row).toEqual({ status: "done" });
    run.mockRestore();
  });

  it("an upload whose transaction fails in the thread: nothing applied, its summary says so, the server logs why", async () => {
    const esposito = await loginAs("officina.esposito");
    // The database refuses the upload's last write (the one that marks it done, in the transaction of its lines).
    await t.database.pool.query(`
      create function refuse_upload() returns trigger language plpgsql as $$ begin raise exception 'caricamento rifiutato dal test'; end $$;
      create trigger refuse_upload before update on cart_uploads for each row when (new.status = 'done' and new.file_name = 'rifiutato.csv') execute function refuse_upload();`);
    try {
      const before = await cartQty(t, esposito);
      const sent = body<CartUploadAccepted>(await uploadCsv(t, esposito, "SEMICOLON", "TH1;4", "rifiutato.csv")).data;
      const s = await uploadsDone(t, esposito);
      expect(s.failed).toBe(true);
      expect(s.resultCarts).toEqual([]);
      expect(await cartQty(t, esposito)).toEqual(before);
      await vi.waitFor(() => expect(logLines.find((l) => l.uploadId === sent.uploadId)).toMatchObject({ level: 50, msg: "caricamento CSV nel carrello non riuscito", err: { message: expect.stringContaining("Failed query"), cause: "caricamento rifiutato dal test" } }));
    } finally {
      await t.database.pool.query("drop trigger refuse_upload on cart_uploads; drop function refuse_upload()");
    }
  });
});
