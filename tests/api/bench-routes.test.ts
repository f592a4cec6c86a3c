// The benchmark's own routes exist only in a server started for the benchmark (BENCH_CEILING=1).
import { describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { setupTestApp } from "./helpers/setup-test-app";

describe("benchmark routes", () => {
  const toPlain = setupTestApp({}, { seed: false });
  const toBench = setupTestApp({ BENCH_CEILING: true });

  it("are not registered by default", async () => {
    expect(toPlain.t().config.BENCH_CEILING).toBe(false);
    for (const [method, url] of [
      ["GET", "/v100/bench/ceiling"],
      ["PUT", "/v100/bench/ceiling"],
      ["GET", "/v100/bench/floor"],
      ["POST", "/v100/bench/floorWrite"],
      ["GET", "/v100/bench/eventLoop"],
    ] as const) {
      const res = await toPlain.call(method, url, method === "PUT" ? { json: { data: [] } } : {});
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(toPlain.t().routes.some((r) => r.url.startsWith("/v100/bench"))).toBe(false);
  });

  it("answer a stored search answer byte for byte, compressed like the search", async () => {
    const cookie = await toBench.loginAs("officina.rossi");
    const search = await toBench.get("/v100/search?searchString=OC90", cookie);
    expect(search.statusCode).toBe(200);
    expect(body<unknown[]>(search).data.length).toBeGreaterThan(0);

    expect((await toBench.get("/v100/bench/ceiling")).statusCode).toBe(404);
    const put = await toBench.call("PUT", "/v100/bench/ceiling", { json: search.json() });
    expect(put.statusCode).toBe(200);

    const plainCopy = await toBench.get("/v100/bench/ceiling");
    expect(plainCopy.statusCode).toBe(200);
    expect(plainCopy.body).toBe(search.body);
    expect(plainCopy.headers["content-type"]).toBe(search.headers["content-type"]);
    expect(plainCopy.headers["cache-control"]).toBe(search.headers["cache-control"]);

    const gz = { "accept-encoding": "gzip" };
    const searchGz = await toBench.get("/v100/search?searchString=OC90", cookie, { headers: gz });
    const copyGz = await toBench.get("/v100/bench/ceiling", undefined, { headers: gz });
    expect(copyGz.headers["content-encoding"]).toBe("gzip");
    expect(copyGz.headers["content-encoding"]).toBe(searchGz.headers["content-encoding"]);

    // The floor answers the same copy, but only to a logged-in customer, like the search.
    expect((await toBench.get("/v100/bench/floor")).statusCode).toBe(401);
    const floor = await toBench.get("/v100/bench/floor", cookie);
    expect(floor.statusCode).toBe(200);
    expect(floor.body).toBe(search.body);
    const admin = await toBench.loginAs("admin");
    expect((await toBench.get("/v100/bench/floor", admin)).statusCode).toBe(403);

    // The write floor: the same copy after a committed write, flushed to disk before the answer.
    expect((await toBench.post("/v100/bench/floorWrite", undefined, {})).statusCode).toBe(401);
    const write = await toBench.post("/v100/bench/floorWrite", cookie, {});
    expect(write.statusCode).toBe(200);
    expect(write.body).toBe(search.body);
    const lsn = String(write.headers["x-bench-wal-lsn"]);
    expect(lsn).toMatch(/^[0-9A-F]+\/[0-9A-F]+$/);
    const flushed = await toBench.t().database.pool.query<{ behind: string }>("select pg_wal_lsn_diff($1::pg_lsn, pg_current_wal_flush_lsn())::text as behind", [lsn]);
    expect(Number(flushed.rows[0]!.behind)).toBeLessThanOrEqual(0);
    expect((await toBench.post("/v100/bench/floorWrite", admin, {})).statusCode).toBe(403);
  });

  it("report the event loop delay and reset it", async () => {
    const first = (await toBench.get("/v100/bench/eventLoop?reset=1")).json<{ p99Ms: number; maxMs: number }>();
    expect(typeof first.p99Ms).toBe("number");
    expect(first.maxMs).toBeGreaterThanOrEqual(first.p99Ms);
    const res = await toBench.get("/v100/bench/eventLoop?reset=2");
    expect(res.statusCode).toBe(400);
  });
});
