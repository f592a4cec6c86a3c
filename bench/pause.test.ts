import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describePause, searchesAfterPauses } from "./pause";

let server: Server;
let base: string;
const seen: { path: string; cookie: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ path: req.url ?? "", cookie: req.headers.cookie });
    res.statusCode = req.url?.includes("broken") ? 500 : 200;
    res.end("{}");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe("searches after a pause", () => {
  it("times one search after each pause and one a second later, taking the paths in turn with the session's cookie", async () => {
    seen.length = 0;
    const p = await searchesAfterPauses(base, "sid=1", ["/a", "/b", "/c"], { samples: 2, pauseSec: 0 });
    expect(seen.map((s) => s.path)).toEqual(["/a", "/b", "/c", "/a"]);
    expect(seen.every((s) => s.cookie === "sid=1")).toBe(true);
    expect(p.afterPauseMs).toHaveLength(2);
    expect(p.afterSecondMs).toHaveLength(2);
    expect([...p.afterPauseMs, ...p.afterSecondMs].every((ms) => ms > 0)).toBe(true);
  });

  it("refuses an answer outside 2xx instead of timing it", async () => {
    await expect(searchesAfterPauses(base, "sid=1", ["/broken"], { samples: 1, pauseSec: 0 })).rejects.toThrow(/ha risposto 500/);
  });

  it("says the medians and the worst of both", () => {
    expect(describePause({ pauseSec: 12, afterPauseMs: [90, 10, 20], afterSecondMs: [8, 9, 30] })).toBe(
      "A search after a pause (the server idle 12 s, past node-postgres's 10-s idle timeout, 3 times, not judged): p50 20 ms, max 90 ms; the search a second after it: p50 9 ms, max 30 ms.",
    );
  });
});
