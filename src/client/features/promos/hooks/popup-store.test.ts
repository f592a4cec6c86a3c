import { describe, expect, it } from "vitest";
import { popupMemoryKeys, popupStorageKey, readPopupMemory, writePopupMemory, type KeyValueStorage } from "./popup-store";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return { data, getItem: (k) => data[k] ?? null, setItem: (k, v) => void (data[k] = v) };
}

describe("popup memory", () => {
  it("starts empty and round-trips per user", () => {
    const s = memoryStorage();
    expect(readPopupMemory(s, "officina.rossi")).toEqual({ seen: {}, lastPopupAt: null });
    writePopupMemory(s, "officina.rossi", { seen: { 3: 2 }, lastPopupAt: 1000 });
    expect(readPopupMemory(s, "Officina.Rossi")).toEqual({ seen: { 3: 2 }, lastPopupAt: 1000 });
    expect(readPopupMemory(s, "officina.bianchi")).toEqual({ seen: {}, lastPopupAt: null });
  });

  it("treats malformed data as nothing seen", () => {
    const s = memoryStorage({ [popupStorageKey("u")]: "{not json" });
    expect(readPopupMemory(s, "u")).toEqual({ seen: {}, lastPopupAt: null });
    const t = memoryStorage({ [popupStorageKey("u")]: JSON.stringify({ seen: { a: 1, 2: "x", 4: -1, 5: 2 }, lastPopupAt: "ieri" }) });
    expect(readPopupMemory(t, "u")).toEqual({ seen: { 5: 2 }, lastPopupAt: null });
  });

  it("survives a storage that refuses writes", () => {
    const s: KeyValueStorage = { getItem: () => null, setItem: () => { throw new Error("QuotaExceededError"); } };
    expect(() => writePopupMemory(s, "u", { seen: {}, lastPopupAt: 1 })).not.toThrow();
  });

  it("counts a customer's views per person: staff acting for a customer have their own count, and their own 10-minute interval", () => {
    expect(popupMemoryKeys({ uUsername: "officina.rossi", isBehelf: false, originalUser: null })).toEqual({ counts: "officina.rossi", person: "officina.rossi" });
    expect(popupMemoryKeys({ uUsername: "officina.bianchi", isBehelf: true, originalUser: { uUsername: "agente.verdi" } })).toEqual({
      counts: "agente.verdi>officina.bianchi",
      person: "agente.verdi",
    });
  });
});
