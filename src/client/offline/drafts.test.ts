// Drafts kept across a reload of the tab (issue 16 item 17), per identity.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clearDraft, clearDrafts, draftFields, hasDrafts, readDraft, writeDraft } from "./drafts";

class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(k: string) {
    return this.map.get(k) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.map.delete(k);
  }
  setItem(k: string, v: string) {
    this.map.set(k, v);
  }
}

beforeEach(() => {
  (globalThis as { sessionStorage?: Storage }).sessionStorage = new MemoryStorage();
});
afterEach(() => {
  delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
});

describe("note drafts", () => {
  it("come back for the same identity only", () => {
    const field = draftFields.cartNotes(7);
    writeDraft("officina.rossi", field, { cartNotes: "consegna al retro", cRifOrdCli: "R-1" });
    expect(readDraft("officina.rossi", field)).toEqual({ cartNotes: "consegna al retro", cRifOrdCli: "R-1" });
    expect(readDraft("officina.bianchi", field)).toBeNull();
    expect(readDraft(null, field)).toBeNull();
    expect(hasDrafts("officina.rossi")).toBe(true);
    expect(hasDrafts("officina.bianchi")).toBe(false);
  });

  it("go when saved, and all of an identity's go with its reset", () => {
    writeDraft("officina.rossi", draftFields.lineNote(7, "M120", "OC90"), "urgente");
    writeDraft("officina.rossi", draftFields.cartNotes(7), { cartNotes: "x", cRifOrdCli: "" });
    writeDraft("officina.bianchi", draftFields.cartNotes(9), { cartNotes: "y", cRifOrdCli: "" });
    clearDraft("officina.rossi", draftFields.lineNote(7, "M120", "OC90"));
    expect(readDraft("officina.rossi", draftFields.lineNote(7, "M120", "OC90"))).toBeNull();
    clearDrafts("officina.rossi");
    expect(hasDrafts("officina.rossi")).toBe(false);
    expect(readDraft("officina.bianchi", draftFields.cartNotes(9))).toEqual({ cartNotes: "y", cRifOrdCli: "" });
  });

  it("without storage, nothing breaks", () => {
    delete (globalThis as { sessionStorage?: Storage }).sessionStorage;
    writeDraft("officina.rossi", "f", "v");
    expect(readDraft("officina.rossi", "f")).toBeNull();
    expect(hasDrafts("officina.rossi")).toBe(false);
  });
});
