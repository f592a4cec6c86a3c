// The benchmark's own routes exist only in a server started for the benchmark (BENCH_CEILING=1).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, login, body, type TestApp } from "./helpers/test-app";

describe("benchmark routes", () => {
  let plain: TestApp;
  let bench: TestApp;

  beforeAll(async () => {
    plain = await createTestApp({}, { seed: false });
    bench = await createTestApp({ BENCH_CEILING: true });
  });
  afterAll(async () => {
    await plain?.close();
    await bench?.close();
  });

  it("are not registered by default", async () => {
    expect(plain.config.BENCH_CEILING).toBe(false);
    for (const [method, url] of [
      ["GET", "/v100/bench/ceiling"],
      ["PUT", "/v100/bench/ceiling"],
      ["GET", "/v100/bench/floor"],
      ["GET", "/v100/bench/eventLoop"],
    ] as const) {
      const res = await plain.app.inject({ method, url, payload: method === "PUT" ? { data: [] } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(plain.routes.some((r) => r.url.startsWith("/v100/bench"))).toBe(false);
  });

  it("answer a stored search answer byte for byte, compressed like the search", async () => {
    const cookie = await login(bench.app, "officina.rossi");
    const search = await bench.app.inject({ url: "/v100/search?searchString=OC90", headers: { cookie } });
    expect(search.statusCode).toBe(200);
    expect(body<unknown[]>(search).data.length).toBeGreaterThan(0);

    expect((await bench.app.inject({ url: "/v100/bench/ceiling" })).statusCode).toBe(404);
    const put = await bench.app.inject({ method: "PUT", url: "/v100/bench/ceiling", payload: search.json() });
    expect(put.statusCode).toBe(200);

    const plainCopy = await bench.app.inject({ url: "/v100/bench/ceiling" });
    expect(plainCopy.statusCode).toBe(200);
    expect(plainCopy.body).toBe(search.body);
    expect(plainCopy.headers["content-type"]).toBe(search.headers["content-type"]);
    expect(plainCopy.headers["cache-control"]).toBe(search.headers["cache-control"]);

    const gz = { "accept-encoding": "gzip" };
    const searchGz = await bench.app.inject({ url: "/v100/search?searchString=OC90", headers: { cookie, ...gz } });
    const copyGz = await bench.app.inject({ url: "/v100/bench/ceiling", headers: gz });
    expect(copyGz.headers["content-encoding"]).toBe("gzip");
    expect(copyGz.headers["content-encoding"]).toBe(searchGz.headers["content-encoding"]);

    // The floor answers the same copy, but only to a logged-in customer, like the search.
    expect((await bench.app.inject({ url: "/v100/bench/floor" })).statusCode).toBe(401);
    const floor = await bench.app.inject({ url: "/v100/bench/floor", headers: { cookie } });
    expect(floor.statusCode).toBe(200);
    expect(floor.body).toBe(search.body);
    const admin = await login(bench.app, "admin");
    expect((await bench.app.inject({ url: "/v100/bench/floor", headers: { cookie: admin } })).statusCode).toBe(403);
  });

  it("report the event loop delay and reset it", async () => {
    const first = (await bench.app.inject({ url: "/v100/bench/eventLoop?reset=1" })).json<{ p99Ms: number; maxMs: number }>();
    expect(typeof first.p99Ms).toBe("number");
    expect(first.maxMs).toBeGreaterThanOrEqual(first.p99Ms);
    const res = await bench.app.inject({ url: "/v100/bench/eventLoop?reset=2" });
    expect(res.statusCode).toBe(400);
  });
});
