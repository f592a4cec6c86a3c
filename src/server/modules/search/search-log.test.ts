import { afterEach, describe, expect, it, vi } from "vitest";
import type { FastifyBaseLogger } from "fastify";
import { searchLogWriter } from "./search-log";
import type { SearchLogEntry } from "./repo";

const entry = (i: number): SearchLogEntry => ({ at: new Date(0), userId: 1, actorUserId: 1, customerId: 100001, searchString: `Q${i}`, normalized: `Q${i}`, resultCount: 1, durationMs: 0.5 });
const silent = { warn: vi.fn() } as unknown as FastifyBaseLogger;

afterEach(() => vi.useRealTimers());

describe("search log writer", () => {
  it("writes nothing during the request and one batch per interval", async () => {
    vi.useFakeTimers();
    const batches: SearchLogEntry[][] = [];
    const w = searchLogWriter({ insertLog: async (b) => void batches.push(b) }, silent, { flushMs: 1000 });
    w.record(entry(1));
    w.record(entry(2));
    expect(batches).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(batches.map((b) => b.map((e) => e.searchString))).toEqual([["Q1", "Q2"]]);
  });

  it("writes a full buffer at once and the rest on flush, in order", async () => {
    const batches: SearchLogEntry[][] = [];
    const w = searchLogWriter({ insertLog: async (b) => void batches.push(b) }, silent, { flushMs: 60_000 });
    for (let i = 0; i < 205; i++) w.record(entry(i));
    await w.flush();
    expect(batches.map((b) => b.length)).toEqual([200, 5]);
    expect(batches.flat().map((e) => e.searchString)).toEqual(Array.from({ length: 205 }, (_, i) => `Q${i}`));
  });

  it("drops a batch the database refuses, with a warning, and keeps going", async () => {
    const warn = vi.fn();
    let fail = true;
    const written: SearchLogEntry[] = [];
    const w = searchLogWriter(
      {
        insertLog: async (b) => {
          if (fail) throw new Error("db down");
          written.push(...b);
        },
      },
      { warn } as unknown as FastifyBaseLogger,
    );
    w.record(entry(1));
    await w.flush();
    expect(warn).toHaveBeenCalledTimes(1);
    fail = false;
    w.record(entry(2));
    await w.flush();
    expect(written.map((e) => e.searchString)).toEqual(["Q2"]);
  });
});
