// The price list's size limit (decision 0028): a file over PRICE_LIST_MAX_MB is refused with 413
// and nothing applied; a request that declares a 200 MB body is answered before the body is sent.
import nodeHttp from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { priceListMessages as pm } from "../../src/shared/messages/backoffice";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { multipartFile } from "./helpers/multipart";
import { PRICE_LIST_LOCK } from "../../src/server/modules/back-office/price-list";

let t: TestApp;
const { call, loginAs } = http(() => t);
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ PRICE_LIST_MAX_MB: 1 });
  admin = await loginAs("admin");
});
afterAll(async () => t?.close());

async function loads(): Promise<number> {
  return (await t.database.pool.query("select count(*)::int as n from price_list_loads")).rows[0].n;
}

describe("size limit", () => {
  it("a file over the limit is refused while it is read, and nothing is applied", async () => {
    const p = (await t.database.pool.query("select precodice, codice from products order by id limit 1")).rows[0];
    // A valid file of 2 MB: rows are staged until the limit is crossed, then all is rolled back.
    const row = `${p.precodice};${p.codice};;1,00\r\n`;
    const content = row.repeat(Math.ceil((2 * 1024 * 1024) / row.length));
    const { payload, headers } = multipartFile("grande.csv", "text/csv", content);
    // Sent chunked: the size is found while reading the stream, not from a declared length.
    const res = await call("POST", "/v100/admin/loadCSV", { cookie: admin, payload, headers: { ...headers, "transfer-encoding": "chunked" } });
    expectRefused(res, 413, pm.tooLarge(1));
    expect(await loads()).toBe(0);
  });

  it("a 200 MB upload is answered 413 from its declared size, before the body is sent", async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const { headers } = multipartFile("enorme.csv", "text/csv", "");
    const answer = await new Promise<{ status: number; text: string; sent: number }>((resolve, reject) => {
      let sent = 0;
      const req = nodeHttp.request(
        { host: "127.0.0.1", port, method: "POST", path: "/v100/admin/loadCSV", headers: { ...headers, cookie: admin, "content-length": String(200 * 1024 * 1024) } },
        (res) => {
          let text = "";
          res.on("data", (c: Buffer) => (text += c.toString()));
          res.on("end", () => {
            req.destroy();
            resolve({ status: res.statusCode ?? 0, text, sent });
          });
        },
      );
      req.on("error", (err) => (sent > 0 ? undefined : reject(err)));
      // Only the start of the body is written; the server must not wait for the rest.
      const chunk = Buffer.alloc(64 * 1024, 0x41);
      req.write(chunk, () => (sent += chunk.length));
    });
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.text).error).toBe(pm.tooLarge(1));
    expect(answer.sent).toBeLessThan(1024 * 1024);
    expect(await loads()).toBe(0);
  });
});

describe("a load whose database connection dies midway", () => {
  it("applies nothing, answers an error and leaves the pool usable", async () => {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    const p = (await t.database.pool.query("select precodice, codice, list_cents from products order by id limit 1")).rows[0];
    const before = (await t.database.pool.query("select list_cents from products where precodice = $1 and codice = $2", [p.precodice, p.codice])).rows[0].list_cents;
    const boundary = "KillBoundary";
    const status = await new Promise<number>((resolve, reject) => {
      const req = nodeHttp.request(
        { host: "127.0.0.1", port, method: "POST", path: "/v100/admin/loadCSV", headers: { "content-type": `multipart/form-data; boundary=${boundary}`, cookie: admin, "transfer-encoding": "chunked" } },
        (res) => {
          res.resume();
          res.on("end", () => resolve(res.statusCode ?? 0));
        },
      );
      req.on("error", reject);
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="lento.csv"\r\nContent-Type: text/csv\r\n\r\n`);
      req.write(`${p.precodice};${p.codice};;777,77\r\n`);
      // While the upload is still open, the load's backend (holding the load lock) is terminated.
      void (async () => {
        let killed = 0;
        for (let i = 0; i < 100 && killed === 0; i++) {
          await new Promise((r) => setTimeout(r, 50));
          const r = await t.database.pool.query(
            // Only this database's load lock: pg_locks spans the whole server, where other test
            // files' databases (and pg-boss's own advisory locks) live too.
            `select pg_terminate_backend(l.pid) from pg_locks l
              where l.locktype = 'advisory' and l.granted and l.pid <> pg_backend_pid()
                and l.database = (select oid from pg_database where datname = current_database())
                and l.objsubid = 1 and l.objid::text::bigint = (hashtext($1)::bigint & 4294967295)`,
            [PRICE_LIST_LOCK],
          );
          killed = r.rowCount ?? 0;
        }
        req.write(`ZZZ;ALTRO;;1\r\n\r\n--${boundary}--\r\n`);
        req.end();
      })();
    });
    expect(status).toBe(500);
    const after = (await t.database.pool.query("select list_cents from products where precodice = $1 and codice = $2", [p.precodice, p.codice])).rows[0].list_cents;
    expect(after).toBe(before);
    expect(await loads()).toBe(0);
    // The next load gets a healthy connection and works.
    const { payload, headers } = multipartFile("dopo.csv", "text/csv", `${p.precodice};${p.codice};;1,00\r\n`);
    expect((await call("POST", "/v100/admin/loadCSV", { cookie: admin, payload, headers })).statusCode).toBe(200);
  });
});
