import { describe, expect, it } from "vitest";
import { readRecent, recentFirst, rememberRecent, RECENT_MAX, type KeyValueStorage } from "./recent-customers";

function memoryStorage(): KeyValueStorage {
  const data: Record<string, string> = {};
  return { getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe("recent customers of the picker", () => {
  it("keeps the newest first, without repeats, per staff member and at most RECENT_MAX", () => {
    const s = memoryStorage();
    rememberRecent(s, "agente.verdi", 2);
    rememberRecent(s, "agente.verdi", 1);
    rememberRecent(s, "agente.verdi", 2);
    expect(readRecent(s, "agente.verdi")).toEqual([2, 1]);
    expect(readRecent(s, "admin")).toEqual([]);
    for (let i = 10; i < 30; i++) rememberRecent(s, "admin", i);
    expect(readRecent(s, "admin")).toHaveLength(RECENT_MAX);
    expect(readRecent(s, "admin")[0]).toBe(29);
  });

  it("orders the list recent first and leaves the rest in place", () => {
    const rows = [{ uId: 1 }, { uId: 2 }, { uId: 3 }, { uId: 4 }];
    expect(recentFirst(rows, [3, 1]).map((r) => r.uId)).toEqual([3, 1, 2, 4]);
    expect(recentFirst(rows, []).map((r) => r.uId)).toEqual([1, 2, 3, 4]);
    expect(recentFirst(rows, [9]).map((r) => r.uId)).toEqual([1, 2, 3, 4]);
  });

  it("reads garbage as nothing", () => {
    const s = memoryStorage();
    s.setItem("banco.behalfRecent.x", "{");
    expect(readRecent(s, "x")).toEqual([]);
  });
});
