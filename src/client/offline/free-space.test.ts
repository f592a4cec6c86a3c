// 'Libera spazio' (issue 16 item 18): the identity's PDFs and old searches go; queued edits,
// the newest search and other identities' rows stay.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { bancoDb, resetBancoDbForTests } from "./db";
import { freeSpace, searchesToFree, storageFigures } from "./free-space";

const NOW = Date.UTC(2026, 10, 24, 9);
const pdf = (identity: string, url: string, bytes = 8) => ({
  identity,
  url,
  blob: new Blob(["x".repeat(bytes)]),
  contentType: "application/pdf",
  disposition: null,
  savedAt: NOW,
  usedAt: NOW,
  size: bytes,
});
const search = (identity: string, normalized: string, at: number) => ({ identity, normalized, query: normalized, at, rows: [{ codice: normalized }] });
const edit = (identity: string, mutationId: string) => ({
  identity,
  mutationId,
  kind: "cart.setQuantity",
  label: "Quantità M120 OC90: 3",
  request: { method: "POST" as const, path: "/cart/updateCartItem", json: {} },
  payload: {},
  createdAt: NOW,
  attempts: 0,
  lastError: null,
});

afterEach(resetBancoDbForTests);

describe("searchesToFree", () => {
  it("keeps the newest search (the one on screen) and frees the others", () => {
    const list = [
      { normalized: "A", at: 1 },
      { normalized: "C", at: 3 },
      { normalized: "B", at: 2 },
    ];
    expect(searchesToFree(list).map((s) => s.normalized)).toEqual(["B", "A"]);
    expect(searchesToFree(list, 0)).toHaveLength(3);
    expect(searchesToFree([])).toEqual([]);
  });
});

describe("freeSpace", () => {
  it("deletes the identity's PDFs and old searches, never its queued edits nor another identity's rows", async () => {
    const db = bancoDb();
    await db.pdfs.bulkPut([pdf("rossi", "/a", 1000), pdf("rossi", "/b", 2000), pdf("bianchi", "/a", 500)]);
    await db.searches.bulkPut([search("rossi", "OC90", NOW - 2), search("rossi", "WD40", NOW), search("rossi", "M120", NOW - 1), search("bianchi", "OC90", NOW - 5)]);
    await db.outbox.bulkAdd([edit("rossi", "m1"), edit("rossi", "m2")]);

    const before = await storageFigures("rossi");
    expect(before.pdfs).toEqual({ count: 2, bytes: 3000 });
    expect(before.searches.count).toBe(3);
    expect(before.pending).toBe(2);

    const freed = await freeSpace("rossi");
    expect(freed.pdfs).toEqual({ count: 2, bytes: 3000 });
    expect(freed.searches.count).toBe(2);
    expect(freed.searchesDeleted.sort()).toEqual(["M120", "OC90"]);

    expect(await db.pdfs.where("identity").equals("rossi").count()).toBe(0);
    expect((await db.searches.where("identity").equals("rossi").toArray()).map((s) => s.normalized)).toEqual(["WD40"]);
    // Queued edits stay, and so does everything of another identity.
    expect(await db.outbox.where("identity").equals("rossi").count()).toBe(2);
    expect(await db.pdfs.where("identity").equals("bianchi").count()).toBe(1);
    expect(await db.searches.where("identity").equals("bianchi").count()).toBe(1);

    const after = await storageFigures("rossi");
    expect(after.pdfs).toEqual({ count: 0, bytes: 0 });
    expect(after.searches.count).toBe(1);
    expect(after.pending).toBe(2);

    // Nothing left to free: a second press deletes nothing.
    const again = await freeSpace("rossi");
    expect(again.pdfs.count + again.searches.count).toBe(0);
  });
});
