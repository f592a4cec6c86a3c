// A restored answer is painted without being asked again inside the screens' first commit: the
// observers that mount meanwhile do not refetch it, refetchRestored (after the first paint) does,
// once, and from then on a screen mounting on a stale answer refetches it as by default.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { bancoDb, resetBancoDbForTests } from "./db";
import { busterFor, refetchRestored, releaseRestoredRefetch, restoreQueryCache } from "./query-persistence";

const IDENTITY = "100001:7";
const KEY = ["cart", "mine"];

async function storeCopy(data: unknown): Promise<void> {
  const now = Date.now();
  const clientState = {
    mutations: [],
    queries: [{ queryKey: KEY, queryHash: JSON.stringify(KEY), state: { data, dataUpdatedAt: now, dataUpdateCount: 1, error: null, errorUpdatedAt: 0, errorUpdateCount: 0, fetchFailureCount: 0, fetchFailureReason: null, fetchMeta: null, isInvalidated: false, status: "success", fetchStatus: "idle" } }],
  };
  await bancoDb().queryCache.put({ identity: IDENTITY, value: JSON.stringify({ buster: busterFor(IDENTITY), timestamp: now, clientState }), savedAt: now });
}

function observe(qc: QueryClient, calls: { n: number }) {
  const observer = new QueryObserver(qc, { queryKey: KEY, queryFn: async () => ++calls.n, staleTime: 30_000 });
  return observer.subscribe(() => undefined);
}

const settle = () => new Promise((r) => setTimeout(r, 20));

afterEach(async () => {
  await resetBancoDbForTests();
});

describe("restored answers", () => {
  it("are not refetched by the screens mounting before refetchRestored, then refetched once", async () => {
    await storeCopy("stored");
    const qc = new QueryClient();
    expect(await restoreQueryCache(qc, IDENTITY)).toBe(true);
    const calls = { n: 0 };
    const stop = observe(qc, calls);
    await settle();
    expect(calls.n).toBe(0);
    expect(qc.getQueryData(KEY)).toBe("stored");

    refetchRestored(qc);
    await settle();
    expect(calls.n).toBe(1);
    expect(qc.getQueryData(KEY)).toBe(1);
    // Once only: a second call finds nothing held.
    refetchRestored(qc);
    await settle();
    expect(calls.n).toBe(1);
    stop();
  });

  it("released without a refetch (the screens left first): a screen mounting later refetches the stale answer itself", async () => {
    await storeCopy("stored");
    const qc = new QueryClient();
    await restoreQueryCache(qc, IDENTITY);
    expect(releaseRestoredRefetch(qc)).toBe(true);
    const calls = { n: 0 };
    const stop = observe(qc, calls);
    await settle();
    expect(calls.n).toBe(1);
    stop();
  });

  it("hold nothing when there is no copy: a screen loads on mount as usual", async () => {
    const qc = new QueryClient();
    expect(await restoreQueryCache(qc, IDENTITY)).toBe(false);
    expect(releaseRestoredRefetch(qc)).toBe(false);
    expect(qc.getDefaultOptions().queries?.refetchOnMount).toBeUndefined();
  });
});
