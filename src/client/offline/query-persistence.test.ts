// What makes the persisted cache be written again: changes of what is saved, not refetches that
// brought the same data (a poll every 10 s of a 1.4 MB upload summary).
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import { watchPersistedChanges } from "./query-persistence";

let client: QueryClient;
afterEach(() => client?.clear());

function watched() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity } } });
  const seen = { count: 0 };
  watchPersistedChanges(client, () => seen.count++);
  return seen;
}

describe("watchPersistedChanges", () => {
  it("a new query and its first answer are changes; a refetch with equal data is not", async () => {
    const seen = watched();
    let answer = { rows: [{ code: "OC90", qty: 1 }] };
    const fetchIt = () => client.fetchQuery({ queryKey: ["cart-upload", "status"], queryFn: async () => structuredClone(answer), staleTime: 0 });
    await fetchIt();
    const afterFirst = seen.count;
    expect(afterFirst).toBeGreaterThanOrEqual(2);
    // Equal data in a new object: structural sharing keeps the old one, nothing to write.
    await fetchIt();
    await fetchIt();
    expect(seen.count).toBe(afterFirst);
    answer = { rows: [{ code: "OC90", qty: 2 }] };
    await fetchIt();
    expect(seen.count).toBe(afterFirst + 1);
  });

  it("the same object answered again (a 304) is not a change; data set by hand and an error are", async () => {
    const seen = watched();
    const held = { etag: 'W/"a"', data: [1, 2, 3] };
    const key = ["cart-upload", "status"];
    await client.fetchQuery({ queryKey: key, queryFn: async () => held });
    const before = seen.count;
    await client.fetchQuery({ queryKey: key, queryFn: async () => held, staleTime: 0 });
    expect(seen.count).toBe(before);
    client.setQueryData(key, { etag: 'W/"b"', data: [4] });
    expect(seen.count).toBe(before + 1);
    await expect(client.fetchQuery({ queryKey: key, queryFn: async () => Promise.reject(new Error("giù")), staleTime: 0 })).rejects.toThrow("giù");
    expect(seen.count).toBe(before + 2);
  });

  it("a query removed is a change", async () => {
    const seen = watched();
    await client.fetchQuery({ queryKey: ["orders"], queryFn: async () => [1] });
    const before = seen.count;
    client.removeQueries({ queryKey: ["orders"] });
    expect(seen.count).toBe(before + 1);
  });
});
