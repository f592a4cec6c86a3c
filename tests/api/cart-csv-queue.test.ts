// CSV uploads take turns (issue 21): a user's second upload waits for the first and never mixes
// with it; two users' uploads run side by side, each into their own cart.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, cookieHeader, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { cartQty, upsertProducts, uploadCsv, uploadStatus, uploadsDone } from "./helpers/workshop";
import type { CartUploadAccepted } from "../../src/shared/contract/cart-upload";

let t: TestApp;
const { get, post, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;

beforeAll(async () => {
  t = await createTestApp({}, { jobQueue: { pollingIntervalSeconds: 0.5 } });
  await upsertProducts(t, [
    { precodice: "T220", codice: "QA1", stock: 5000 },
    { precodice: "T220", codice: "QB1", stock: 5000 },
  ]);
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
});
afterAll(async () => {
  await t?.close();
});

describe("CSV upload queue", () => {
  it("two uploads of one user are queued and run one after the other; two users side by side", async () => {
    const big = Array.from({ length: 400 }, () => "QA1;1").join("\n");
    // Sent before the workers start: all three are queued.
    const first = body<CartUploadAccepted>(await uploadCsv(t, rossi, "SEMICOLON", big, "primo.csv")).data;
    const second = body<CartUploadAccepted>(await uploadCsv(t, rossi, "SEMICOLON", "QB1;2\nQA1;1", "secondo.csv")).data;
    const other = body<CartUploadAccepted>(await uploadCsv(t, bianchi, "SEMICOLON", "QA1;3", "altro.csv")).data;
    expect(first.ahead).toBe(0);
    expect(second.ahead).toBe(1);
    expect(other.ahead).toBe(0);
    const waiting = body<{ running: boolean; queued: number }>(await get("/v100/cart/addFromCSVStatus/", rossi)).data;
    expect(waiting).toMatchObject({ running: true, queued: 2 });

    await t.queue.startWorkers();
    const [r, b] = await Promise.all([uploadsDone(t, rossi), uploadsDone(t, bianchi)]);
    expect(await cartQty(t, rossi)).toEqual({ "T220/QA1": 401, "T220/QB1": 2 });
    expect(await cartQty(t, bianchi)).toEqual({ "T220/QA1": 3 });
    // The status shows the last one of each user.
    expect(r.fileName).toBe("secondo.csv");
    expect(r.resultCarts[0]!.productsList.map((p) => [p.codice, p.qntRichiesta])).toEqual([
      ["QB1", 2],
      ["QA1", 1],
    ]);
    expect(b.fileName).toBe("altro.csv");
    // Not mixed: the second started after the first had ended.
    const rows = (
      await t.database.pool.query("select id, started_at, ended_at, status from cart_uploads where id = any($1) order by id", [[first.uploadId, second.uploadId]])
    ).rows as { started_at: Date; ended_at: Date; status: string }[];
    expect(rows.map((x) => x.status)).toEqual(["done", "done"]);
    expect(rows[1]!.started_at.getTime()).toBeGreaterThanOrEqual(rows[0]!.ended_at.getTime());
  });

  it("a salesman acting for a customer fills that customer's cart; the audit log names both", async () => {
    const staff = await loginAs("agente.verdi");
    const id = (await t.database.pool.query<{ id: number }>("select id from users where username = 'officina.bianchi'")).rows[0]!.id;
    const acting = cookieHeader(await post(`/v100/auth/behalf/${id}`, staff));
    const before = (await cartQty(t, bianchi))["T220/QB1"] ?? 0;
    expect((await uploadCsv(t, acting, "SEMICOLON", "QB1;5", "agente.csv")).statusCode).toBe(200);
    await uploadsDone(t, acting);
    expect((await cartQty(t, bianchi))["T220/QB1"]).toBe(before + 5);
    const audit = await t.database.pool.query("select action, actor_user_id, on_behalf_of_user_id from audit_log where action = 'cart.addFromCSV' and on_behalf_of_user_id = $1", [id]);
    expect(audit.rows).toHaveLength(1);
  });

  it("the status poll: 304 while the ETag it sends back is still the answer, 200 when the upload or the user changes", async () => {
    const status = (cookie: string, etag?: string) => get("/v100/cart/addFromCSVStatus/", cookie, etag ? { headers: { "if-none-match": etag } } : {});
    const first = await status(rossi);
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);

    const same = await status(rossi, tag);
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe("");
    expect(same.headers.etag).toBe(tag);
    // Weak comparison, a list, the strong form of the same tag.
    expect((await status(rossi, `"altro", ${tag}`)).statusCode).toBe(304);
    expect((await status(rossi, tag.slice(2))).statusCode).toBe(304);
    expect((await status(rossi, 'W/"altro"')).statusCode).toBe(200);

    // Another user sending rossi's tag gets her own status, never a 304 on his.
    const hers = await status(bianchi, tag);
    expect(hers.statusCode).toBe(200);
    expect(body<{ fileName: string }>(hers).data.fileName).toBe("agente.csv");

    // A new upload changes the answer: queued or already done, it is sent whole.
    await uploadCsv(t, rossi, "SEMICOLON", "QB1;5", "terzo.csv");
    const changed = await status(rossi, tag);
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    const done = await uploadsDone(t, rossi);
    expect(done.fileName).toBe("terzo.csv");
    const doneTag = String((await status(rossi)).headers.etag);
    expect(doneTag).not.toBe(tag);
    expect((await status(rossi, doneTag)).statusCode).toBe(304);
    // The answer behind the tag is the summary of the new upload.
    expect(body<{ resultCarts: { productsList: { codice: string; qntRichiesta: number }[] }[] }>(await status(rossi)).data.resultCarts[0]!.productsList).toEqual([
      expect.objectContaining({ codice: "QB1", qntRichiesta: 5 }),
    ]);
  });

  it("while an upload runs the status says so and leaves the last summary out", async () => {
    // An upload the job has claimed and is applying (the row as claimNext leaves it).
    const { rows } = await t.database.pool.query<{ id: number }>(
      `insert into cart_uploads (user_id, actor_user_id, customer_id, mode, file_name, status, row_count, rows, started_at)
       select id, id, customer_id, 'SEMICOLON', 'in-corso.csv', 'running', 1, '[[1, "QA1", "1", "", ""]]', now() from users where username = 'officina.rossi'
       returning id`,
    );
    try {
      const running = await uploadStatus(t, rossi);
      expect(running).toMatchObject({ running: true, fileName: "in-corso.csv", rows: 1, failed: false, resultCarts: [], failedRows: [] });
    } finally {
      await t.database.pool.query("delete from cart_uploads where id = $1", [rows[0]!.id]);
    }
    // Once none runs, the last summary is there again.
    const last = await uploadStatus(t, rossi);
    expect(last).toMatchObject({ running: false, fileName: "terzo.csv" });
    expect(last.resultCarts[0]!.productsList).toEqual([expect.objectContaining({ codice: "QB1", qntRichiesta: 5 })]);
  });
});
