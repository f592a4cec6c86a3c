// The outbox on fake-indexeddb: replay order, idempotent replay after a cut (same mutation id,
// applied once by a server that records ids like ours), refused edits reported and skipped,
// network failures and expired sessions keeping the queue, identities kept apart, logout wipe,
// and the schema upgrade from version 1.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Dexie } from "dexie";
import { ApiError } from "../lib/api-client";
import { ErrorCode } from "../../shared/contract/envelope";
import { offlineMessages } from "../../shared/messages/offline";
import { bancoDb, openBancoDb, resetBancoDbForTests, SCHEMA_V1, type OutboxEntry } from "./db";
import { dismissRefused, enqueueEdit, MAX_ATTEMPTS, pendingEdits, refusedEdits, replayOutbox } from "./outbox";
import { wipeIdentity, setActiveIdentity } from "./wipe";
import { saveSearches, loadSearches } from "./searches-store";

import { addEdit, BIANCHI, ROSSI } from "../test-support/outbox-edits";

/**
 * A server like ours for these edits: it adds quantities, records each applied mutation id and
 * answers a repeat with the current state without applying it again (src/server/modules/cart).
 */
function fakeServer() {
  const applied = new Set<string>();
  const qty = new Map<string, number>();
  const received: string[] = [];
  return {
    applied,
    qty,
    received,
    apply(entry: OutboxEntry) {
      received.push(entry.mutationId);
      if (!applied.has(entry.mutationId)) {
        applied.add(entry.mutationId);
        const body = entry.request.json as { codice: string; qntRichiesta: number };
        qty.set(body.codice, (qty.get(body.codice) ?? 0) + body.qntRichiesta);
      }
      return Object.fromEntries(qty);
    },
  };
}

beforeEach(async () => {
  await resetBancoDbForTests();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("outbox ordering", () => {
  it("replays one identity's edits in the order they were made, then the queue is empty", async () => {
    await enqueueEdit(ROSSI, addEdit("A"));
    await enqueueEdit(BIANCHI, addEdit("X"));
    await enqueueEdit(ROSSI, addEdit("B"));
    await enqueueEdit(ROSSI, addEdit("C"));
    const sent: string[] = [];
    const result = await replayOutbox({ identity: ROSSI, send: async (e) => sent.push((e.payload as { codice: string }).codice) });
    expect(sent).toEqual(["A", "B", "C"]);
    expect(result).toEqual({ applied: 3, refused: 0, stopped: null });
    expect(await pendingEdits(ROSSI)).toEqual([]);
    // The other identity's edit was neither sent nor touched.
    expect((await pendingEdits(BIANCHI)).map((e) => (e.payload as { codice: string }).codice)).toEqual(["X"]);
  });

  it("each edit has its own mutation id, kept as long as it is queued", async () => {
    const a = await enqueueEdit(ROSSI, addEdit("A"));
    const b = await enqueueEdit(ROSSI, addEdit("B"));
    expect(a.mutationId).not.toBe(b.mutationId);
    expect(a.seq).toBeLessThan(b.seq!);
    expect((await pendingEdits(ROSSI)).map((e) => e.mutationId)).toEqual([a.mutationId, b.mutationId]);
  });
});

describe("idempotent replay", () => {
  it("a cut after the server applied an edit: the replay sends the same mutation id and nothing is applied twice", async () => {
    const server = fakeServer();
    for (const c of ["A", "A", "B", "A"]) await enqueueEdit(ROSSI, addEdit(c));
    // The second edit reaches the server, which applies it, but the answer is lost.
    let calls = 0;
    const first = await replayOutbox({
      identity: ROSSI,
      send: async (e) => {
        const answer = server.apply(e);
        if (++calls === 2) throw new ApiError(0, "Connessione assente");
        return answer;
      },
    });
    expect(first).toEqual({ applied: 1, refused: 0, stopped: "network" });
    expect((await pendingEdits(ROSSI)).length).toBe(3);

    const second = await replayOutbox({ identity: ROSSI, send: async (e) => server.apply(e) });
    expect(second).toEqual({ applied: 3, refused: 0, stopped: null });
    // The cut edit went out twice with one id; the server applied each of the four once.
    expect(server.received.length).toBe(5);
    expect(new Set(server.received).size).toBe(4);
    expect(server.received[1]).toBe(server.received[2]);
    expect(server.qty.get("A")).toBe(3);
    expect(server.qty.get("B")).toBe(1);
  });

  it("a network failure before anything reached the server keeps that edit and the rest queued, in order", async () => {
    for (const c of ["A", "B", "C"]) await enqueueEdit(ROSSI, addEdit(c));
    const before = (await pendingEdits(ROSSI)).map((e) => e.mutationId);
    let calls = 0;
    const result = await replayOutbox({
      identity: ROSSI,
      send: async () => {
        if (++calls === 2) throw new ApiError(0, "Connessione assente");
        return {};
      },
    });
    expect(result.stopped).toBe("network");
    const left = await pendingEdits(ROSSI);
    expect(left.map((e) => e.mutationId)).toEqual(before.slice(1));
    expect(left[0]!.lastError).toBe("Connessione assente");
    // A network failure is not an attempt the server refused.
    expect(left[0]!.attempts).toBe(0);
  });
});

describe("refused edits", () => {
  it("a refusal is stored with the server's message and skipped; the edits after it still land", async () => {
    for (const c of ["A", "NOORD1", "B"]) await enqueueEdit(ROSSI, addEdit(c));
    const sent: string[] = [];
    const reported: { label: string; awaited: boolean }[] = [];
    const result = await replayOutbox({
      identity: ROSSI,
      send: async (e) => {
        const codice = (e.payload as { codice: string }).codice;
        if (codice === "NOORD1") throw new ApiError(422, "Prodotto non ordinabile");
        sent.push(codice);
        return {};
      },
      onRefused: (r, awaited) => reported.push({ label: r.label, awaited }),
    });
    expect(result).toEqual({ applied: 2, refused: 1, stopped: null });
    expect(sent).toEqual(["A", "B"]);
    expect(reported).toEqual([{ label: "Aggiunta NOORD1 × 1", awaited: false }]);
    const refused = await refusedEdits(ROSSI);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ label: "Aggiunta NOORD1 × 1", message: "Prodotto non ordinabile", status: 422 });
    expect(await pendingEdits(ROSSI)).toEqual([]);
    await dismissRefused(ROSSI);
    expect(await refusedEdits(ROSSI)).toEqual([]);
  });

  it("a refusal a screen is waiting for is not listed (the screen shows it on the spot)", async () => {
    const e = await enqueueEdit(ROSSI, addEdit("NOORD1"));
    await replayOutbox({
      identity: ROSSI,
      send: async () => {
        throw new ApiError(422, "Prodotto non ordinabile");
      },
      isAwaited: (id) => id === e.mutationId,
    });
    expect(await refusedEdits(ROSSI)).toEqual([]);
    expect(await pendingEdits(ROSSI)).toEqual([]);
  });

  it("a server error is retried later; after MAX_ATTEMPTS it is reported and no longer blocks the queue", async () => {
    await enqueueEdit(ROSSI, addEdit("BROKEN"));
    await enqueueEdit(ROSSI, addEdit("B"));
    const send = async (e: OutboxEntry) => {
      if ((e.payload as { codice: string }).codice === "BROKEN") throw new ApiError(500, "Errore interno");
      return {};
    };
    for (let i = 1; i < MAX_ATTEMPTS; i++) {
      expect((await replayOutbox({ identity: ROSSI, send })).stopped).toBe("server");
      expect((await pendingEdits(ROSSI))[0]!.attempts).toBe(i);
    }
    expect(await replayOutbox({ identity: ROSSI, send })).toEqual({ applied: 1, refused: 1, stopped: null });
    expect((await refusedEdits(ROSSI))[0]!.message).toContain("Errore interno");
  });
});

describe("sessions and identities", () => {
  it("401 stops the replay and keeps the queue for the same identity", async () => {
    await enqueueEdit(ROSSI, addEdit("A"));
    await enqueueEdit(ROSSI, addEdit("B"));
    const result = await replayOutbox({
      identity: ROSSI,
      send: async () => {
        throw new ApiError(401, "La sessione è scaduta.");
      },
    });
    expect(result.stopped).toBe("session");
    expect(await pendingEdits(ROSSI)).toHaveLength(2);
    expect(await refusedEdits(ROSSI)).toEqual([]);
  });

  it("nothing is sent while the server's session belongs to someone else", async () => {
    await enqueueEdit(ROSSI, addEdit("A"));
    const send = vi.fn(async () => ({}));
    const result = await replayOutbox({ identity: ROSSI, send, verifySession: async () => false });
    expect(result.stopped).toBe("identity");
    expect(send).not.toHaveBeenCalled();
    expect(await pendingEdits(ROSSI)).toHaveLength(1);
  });

  it("an edit the server finds under another user's session stops the replay and stays queued, not refused", async () => {
    await enqueueEdit(ROSSI, addEdit("A"));
    await enqueueEdit(ROSSI, addEdit("B"));
    const send = vi.fn(async () => {
      throw new ApiError(409, offlineMessages.editOfAnotherUser, ErrorCode.identityChanged);
    });
    const result = await replayOutbox({ identity: ROSSI, send });
    expect(result.stopped).toBe("identity");
    expect(send).toHaveBeenCalledTimes(1);
    expect(await pendingEdits(ROSSI)).toHaveLength(2);
    expect(await refusedEdits(ROSSI)).toEqual([]);
  });

  it("an agent acting for a customer has a queue of their own", async () => {
    await enqueueEdit("agente.verdi>officina.rossi", addEdit("A"));
    await enqueueEdit(ROSSI, addEdit("B"));
    const sent: string[] = [];
    await replayOutbox({ identity: ROSSI, send: async (e) => sent.push((e.payload as { codice: string }).codice) });
    expect(sent).toEqual(["B"]);
    expect(await pendingEdits("agente.verdi>officina.rossi")).toHaveLength(1);
  });
});

describe("wipe on logout", () => {
  async function fill(identity: string) {
    const db = bancoDb();
    await enqueueEdit(identity, addEdit("A"));
    await db.refused.add({ identity, mutationId: `r-${identity}`, kind: "cart.add", label: "x", message: "no", status: 422, createdAt: 1, refusedAt: 2 });
    await saveSearches(identity, [{ normalized: "OC90", query: "OC90", at: 1, rows: [] }]);
    await db.queryCache.put({ identity, value: "{}", savedAt: 1 });
    await db.snapshots.put({ identity, key: '["cart","mine"]', data: {}, updatedAt: 1, origin: "t" });
    await db.pdfs.put({ identity, url: "/v100/documents/getPdf?idDoc=1", blob: new Blob(["%PDF"]), contentType: "application/pdf", disposition: null, savedAt: 1 });
  }
  async function counts(identity: string) {
    const db = bancoDb();
    const n = (t: Dexie.Table) => t.where("identity").equals(identity).count();
    return {
      outbox: await n(db.outbox),
      refused: await n(db.refused),
      searches: await n(db.searches),
      queryCache: await n(db.queryCache),
      snapshots: await n(db.snapshots),
      pdfs: await n(db.pdfs),
    };
  }

  it("wipes the identity's offline copy, keeps its queued edits unless discarded, never touches another identity", async () => {
    await fill(ROSSI);
    await fill(BIANCHI);
    await setActiveIdentity(ROSSI);
    await wipeIdentity(ROSSI, { keepOutbox: true });
    expect(await counts(ROSSI)).toEqual({ outbox: 1, refused: 0, searches: 0, queryCache: 0, snapshots: 0, pdfs: 0 });
    expect(await counts(BIANCHI)).toEqual({ outbox: 1, refused: 1, searches: 1, queryCache: 1, snapshots: 1, pdfs: 1 });
    // The service worker no longer serves anyone's PDFs.
    expect(await bancoDb().meta.get("activeIdentity")).toBeUndefined();
    expect(await loadSearches(ROSSI)).toEqual([]);

    await wipeIdentity(ROSSI, { keepOutbox: false });
    expect((await counts(ROSSI)).outbox).toBe(0);
    expect((await counts(BIANCHI)).outbox).toBe(1);
  });
});

describe("schema upgrade", () => {
  it("version 1 rows (keyed by user) are read by version 2 (keyed by identity)", async () => {
    const name = `banco-upgrade-${Date.now()}`;
    const v1 = new Dexie(name);
    v1.version(1).stores(SCHEMA_V1);
    await v1.table("outbox").add({ mutationId: "m-old-1", user: ROSSI, kind: "cart.add", label: "x", request: { method: "POST", path: "/cart/addToCart" }, payload: {}, createdAt: 1 });
    v1.close();

    const v2 = openBancoDb(name);
    const rows = await v2.outbox.where("identity").equals(ROSSI).toArray();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ mutationId: "m-old-1", identity: ROSSI, attempts: 0, lastError: null });
    expect(rows[0]).not.toHaveProperty("user");
    expect(v2.verno).toBe(2);
    v2.close();
    await Dexie.delete(name);
  });
});
