// The sync engine (sync.ts) through a page's session sync (session-sync.ts), on fake-indexeddb with a
// stubbed fetch: online edits sent at once with their mutation id, refusals to the screen, offline
// and network failures queued and resent with the same id, an expired session pausing the queue
// until the same identity logs in again, and one engine per identity, disposed at logout.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetBancoDbForTests } from "./db";
import { enqueueEdit, pendingEdits, refusedEdits } from "./outbox";
import { createSyncEngine, type SyncHooks } from "./sync";
import { createSessionSync } from "./session-sync";

import { addEdit, BIANCHI, ROSSI } from "../test-support/outbox-edits";

// What app/offline does at login: the hooks first, then the identity's engine.
let hooks: SyncHooks = {};
const configureSync = (next: SyncHooks) => {
  hooks = next;
};
// Each test gets the page's session sync that app/offline/offline-root.tsx creates.
let session = createSessionSync();
const setSyncIdentity = (identity: string) => session.attach(createSyncEngine(identity, hooks));
const resumeAfterLogin = () => session.running()!.resumeAfterLogin();
const stopSync = () => session.stop();
const flushOutbox = () => session.flush();
const submitEdit: typeof session.submit = (identity, edit) => session.submit(identity, edit);
const getSyncState = () => session.getState();

beforeEach(async () => {
  await resetBancoDbForTests();
  stopSync();
  session = createSessionSync();
  hooks = {};
});

afterEach(() => {
  stopSync();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("the runner (sync.ts)", () => {
  type Call = { url: string; mutationId: string | null; headers: Record<string, string> };

  function stubServer(respond: (call: Call, n: number) => Response | Promise<Response>) {
    const calls: Call[] = [];
    vi.stubGlobal("fetch", async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      const call = { url, mutationId: headers["x-mutation-id"] ?? null, headers };
      calls.push(call);
      return respond(call, calls.length);
    });
    return calls;
  }
  const json = (status: number, data: unknown, error: string | null = null) =>
    new Response(JSON.stringify({ data, error, errorCode: null }), { status, headers: { "Content-Type": "application/json" } });

  it("an edit made online is sent at once with its mutation id and resolves applied with the answer", async () => {
    const calls = stubServer(() => json(200, { cId: 7 }));
    setSyncIdentity(ROSSI);
    await flushOutbox();
    const outcome = await submitEdit(ROSSI, addEdit("A"));
    expect(outcome).toEqual({ status: "applied", data: { cId: 7 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe("/v100/cart/addToCart");
    expect(calls[0]!.mutationId).toMatch(/^m-/);
    expect(await pendingEdits(ROSSI)).toEqual([]);
  });

  it("an edit carries the identity it was queued under and its kind's headers, for the server to check in the same request", async () => {
    const calls = stubServer(() => json(200, { cId: 7 }));
    configureSync({ kinds: [{ prefix: "cart.", requestHeaders: () => ({ "x-edit-cart-id": "7" }) }] });
    setSyncIdentity("agente.verdi>officina.rossi");
    await flushOutbox();
    expect(await submitEdit("agente.verdi>officina.rossi", addEdit("A"))).toMatchObject({ status: "applied" });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ "x-edit-identity": encodeURIComponent("agente.verdi>officina.rossi"), "x-edit-cart-id": "7" });
  });

  it("the 'sent' notice counts only edits that waited in the queue, not an edit a screen sent online", async () => {
    let down = false;
    stubServer(() => (down ? Promise.reject(new TypeError("Failed to fetch")) : json(200, { cId: 7 })));
    const drained: number[] = [];
    configureSync({ onDrained: (n) => drained.push(n) });
    setSyncIdentity(ROSSI);
    await flushOutbox();
    expect(await submitEdit(ROSSI, addEdit("A"))).toMatchObject({ status: "applied" });
    await flushOutbox(); // the run that sent it has ended
    expect(drained).toEqual([]);
    down = true;
    expect(await submitEdit(ROSSI, addEdit("B"))).toEqual({ status: "queued" });
    down = false;
    await flushOutbox();
    expect(drained).toEqual([1]);
  });

  it("an edit a screen sent online is quiet while awaited and after its answer; one released as queued or refused is not", async () => {
    let answer: (r: Response) => void = () => undefined;
    const calls = stubServer(() => new Promise<Response>((resolve) => (answer = resolve)));
    setSyncIdentity(ROSSI);
    await flushOutbox();
    const applied = submitEdit(ROSSI, addEdit("A"));
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const [sent] = await pendingEdits(ROSSI);
    expect(getSyncState().quiet.has(sent!.mutationId)).toBe(true);
    answer(json(200, { cId: 7 }));
    await applied;
    expect(getSyncState().quiet.has(sent!.mutationId)).toBe(true);

    const refused = submitEdit(ROSSI, addEdit("NOORD1"));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    const [refusedEntry] = await pendingEdits(ROSSI);
    answer(json(422, null, "Prodotto non ordinabile"));
    await expect(refused).rejects.toMatchObject({ status: 422 });
    expect(getSyncState().quiet.has(refusedEntry!.mutationId)).toBe(false);

    const cut = submitEdit(ROSSI, addEdit("B"));
    await vi.waitFor(() => expect(calls).toHaveLength(3));
    const [cutEntry] = await pendingEdits(ROSSI);
    expect(getSyncState().quiet.has(cutEntry!.mutationId)).toBe(true);
    answer(Promise.reject(new TypeError("Failed to fetch")) as unknown as Response);
    expect(await cut).toEqual({ status: "queued" });
    expect(getSyncState().quiet.has(cutEntry!.mutationId)).toBe(false);
  });

  it("a refusal reaches the screen that made the edit as the server's ApiError", async () => {
    stubServer(() => json(422, null, "Prodotto non ordinabile"));
    setSyncIdentity(ROSSI);
    await flushOutbox();
    await expect(submitEdit(ROSSI, addEdit("NOORD1"))).rejects.toMatchObject({ status: 422, message: "Prodotto non ordinabile" });
    expect(await refusedEdits(ROSSI)).toEqual([]);
  });

  it("offline the edit is queued at once and nothing is sent", async () => {
    const calls = stubServer(() => json(200, {}));
    vi.stubGlobal("navigator", { onLine: false });
    setSyncIdentity(ROSSI);
    expect(await submitEdit(ROSSI, addEdit("A"))).toEqual({ status: "queued" });
    await flushOutbox();
    expect(calls).toHaveLength(0);
    expect(await pendingEdits(ROSSI)).toHaveLength(1);
  });

  it("a network failure resolves the edit as queued; it goes out on the next flush with the same id", async () => {
    let down = true;
    const calls = stubServer(() => (down ? Promise.reject(new TypeError("Failed to fetch")) : json(200, {})));
    setSyncIdentity(ROSSI);
    await flushOutbox();
    expect(await submitEdit(ROSSI, addEdit("A"))).toEqual({ status: "queued" });
    down = false;
    await flushOutbox();
    expect(await pendingEdits(ROSSI)).toEqual([]);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.mutationId).toBe(calls[0]!.mutationId);
  });

  it("an expired session pauses the queue until the same identity logs in again", async () => {
    let expired = true;
    const calls = stubServer(() => (expired ? json(401, null, "La sessione è scaduta.") : json(200, {})));
    setSyncIdentity(ROSSI);
    await flushOutbox();
    expect(await submitEdit(ROSSI, addEdit("A"))).toEqual({ status: "queued" });
    expect(getSyncState().pausedForLogin).toBe(true);
    // Paused: further flushes send nothing.
    await flushOutbox();
    expect(calls).toHaveLength(1);
    // Another identity logging in does not receive it.
    setSyncIdentity(BIANCHI);
    await flushOutbox();
    expect(calls).toHaveLength(1);
    expect(await pendingEdits(ROSSI)).toHaveLength(1);
    // The same identity again: it goes out.
    expired = false;
    setSyncIdentity(ROSSI);
    resumeAfterLogin();
    await flushOutbox();
    expect(await pendingEdits(ROSSI)).toEqual([]);
    expect(calls).toHaveLength(2);
  });

  it("an edit another tab sent while this one waited for the lock settles from what that tab stored: applied, or refused", async () => {
    // Two tabs of one identity: two engines on one IndexedDB and one Web Lock (Node has both).
    let releaseFirst: () => void = () => undefined;
    const calls = stubServer((call, n) => {
      if (n === 1) return new Promise((resolve) => (releaseFirst = () => resolve(json(200, { cId: 7 }))));
      return call.url.endsWith("/addToCart") && (call.headers["x-test-refuse"] ?? "") === "" ? json(200, { cId: 7 }) : json(422, null, "Prodotto non ordinabile");
    });
    configureSync({ kinds: [{ prefix: "cart.", requestHeaders: (e): Record<string, string> => ((e.payload as { codice: string }).codice === "NOORD1" ? { "x-test-refuse": "1" } : {}) }] });
    const otherTab = createSyncEngine(ROSSI, hooks);
    const thisTab = createSyncEngine(ROSSI, hooks);
    try {
      const first = otherTab.submit(addEdit("A"));
      await vi.waitFor(() => expect(calls).toHaveLength(1));
      // The other tab holds the lock: these wait for it, and the other tab's replay sends them.
      const applied = thisTab.submit(addEdit("B"));
      const refused = thisTab.submit(addEdit("NOORD1"));
      await vi.waitFor(async () => expect(await pendingEdits(ROSSI)).toHaveLength(3));
      releaseFirst();
      expect(await first).toMatchObject({ status: "applied" });
      expect(await applied).toEqual({ status: "applied", data: undefined });
      await expect(refused).rejects.toMatchObject({ status: 422, message: "Prodotto non ordinabile" });
      // Each edit went out once, all from the tab that held the lock.
      expect(new Set(calls.map((c) => c.mutationId)).size).toBe(3);
      expect(calls).toHaveLength(3);
      expect(await pendingEdits(ROSSI)).toEqual([]);
    } finally {
      otherTab.dispose();
      thisTab.dispose();
    }
  });

  it("verifies the server's session before replaying and skips a queue that is not the session's", async () => {
    const calls = stubServer(() => json(200, {}));
    await enqueueEdit(ROSSI, addEdit("A"));
    configureSync({ verifySession: async (identity) => identity === BIANCHI });
    setSyncIdentity(ROSSI);
    await flushOutbox();
    expect(calls).toHaveLength(0);
    expect(await pendingEdits(ROSSI)).toHaveLength(1);
  });
});

describe("one engine per identity", () => {
  it("logout disposes the engine: a screen still waiting learns its edit is queued, and the next user's engine never sends it", async () => {
    let release: (r: Response) => void = () => undefined;
    const urls: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      urls.push(url);
      return new Promise<Response>((resolve) => (release = resolve));
    });
    setSyncIdentity(ROSSI);
    const outcome = submitEdit(ROSSI, addEdit("A"));
    await vi.waitFor(() => expect(urls).toHaveLength(1));
    stopSync();
    expect(await outcome).toEqual({ status: "queued" });
    expect(getSyncState().identity).toBeNull();
    release(new Response(JSON.stringify({ data: {}, error: null, errorCode: null }), { status: 500 }));

    await enqueueEdit(ROSSI, addEdit("B"));
    setSyncIdentity(BIANCHI);
    await flushOutbox();
    expect(urls).toHaveLength(1);
    expect(getSyncState().identity).toBe(BIANCHI);
    expect((await pendingEdits(ROSSI)).length).toBeGreaterThan(0);
  });
});
