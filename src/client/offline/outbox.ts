// The outbox: edits made offline (or whose request failed for network reasons) wait here, in
// IndexedDB, each with its client mutation id, and are replayed in order. The server applies each
// mutation id at most once, so sending one again after a cut connection changes nothing twice.
//
// Replay rules (docs/decisions/0013-offline-design.md):
//   - strictly sequential, in the order the edits were made, one identity at a time;
//   - a network failure stops the replay and leaves that edit and the rest queued;
//   - 401 (session expired) stops it until the same identity logs in again;
//   - a refusal (4xx with the server's message) is reported and skipped: it never blocks the queue;
//   - a server error (5xx, 429) is retried later; after MAX_ATTEMPTS it is reported and skipped.
import { Dexie } from "dexie";
import { ApiError } from "../lib/api-client";
import { newClientId } from "../lib/client-id";
import { offlineMessages } from "../../shared/messages/offline";
import { ErrorCode } from "../../shared/contract/envelope";
import { bancoDb, type OutboxEntry, type QueuedRequest, type RefusedEdit } from "./db";

export const MAX_ATTEMPTS = 5;

export interface EditInput {
  kind: string;
  label: string;
  request: QueuedRequest;
  payload: unknown;
}

/** Stores an edit at the end of the identity's queue; answers it with its mutation id and order. */
export async function enqueueEdit(identity: string, edit: EditInput, now = Date.now()): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    identity,
    mutationId: newClientId("m-"),
    kind: edit.kind,
    label: edit.label,
    request: edit.request,
    payload: edit.payload,
    createdAt: now,
    attempts: 0,
    lastError: null,
  };
  entry.seq = await bancoDb().outbox.add(entry);
  return entry;
}

/** The identity's queued edits, oldest first. */
export function pendingEdits(identity: string): Promise<OutboxEntry[]> {
  return bancoDb().outbox.where("[identity+seq]").between([identity, Dexie.minKey], [identity, Dexie.maxKey]).toArray();
}

function headOf(identity: string): Promise<OutboxEntry | undefined> {
  return bancoDb().outbox.where("[identity+seq]").between([identity, Dexie.minKey], [identity, Dexie.maxKey]).first();
}

export function refusedEdits(identity: string): Promise<RefusedEdit[]> {
  return bancoDb().refused.where("identity").equals(identity).sortBy("refusedAt");
}

export async function dismissRefused(identity: string, id?: number): Promise<void> {
  if (id === undefined) await bancoDb().refused.where("identity").equals(identity).delete();
  else await bancoDb().refused.delete(id);
}

/**
 * Changes (or, with null, removes) an edit still waiting in the queue; false when it is no longer
 * there (sent or refused meanwhile). Call it under the replay lock (sync.ts editQueued) so the
 * edit is not on its way to the server while it changes.
 */
export async function rewriteQueuedEdit(identity: string, mutationId: string, next: Omit<EditInput, "kind"> | null): Promise<boolean> {
  const db = bancoDb();
  return db.transaction("rw", db.outbox, async () => {
    const entry = await db.outbox.where("mutationId").equals(mutationId).first();
    if (!entry || entry.identity !== identity) return false;
    if (next === null) await db.outbox.delete(entry.seq!);
    else await db.outbox.update(entry.seq!, { label: next.label, request: next.request, payload: next.payload });
    return true;
  });
}

/** Deletes the identity's queued edits (an explicit choice of the user at logout). */
export async function discardPending(identity: string): Promise<void> {
  await bancoDb().outbox.where("identity").equals(identity).delete();
}

export type StopReason = "network" | "session" | "server" | "identity";

export interface ReplayResult {
  applied: number;
  refused: number;
  /** Why the replay stopped before the end of the queue; null when the queue is empty. */
  stopped: StopReason | null;
}

export interface ReplayOptions {
  identity: string;
  /** Sends one edit; resolves with the server's answer, throws ApiError. */
  send: (entry: OutboxEntry) => Promise<unknown>;
  /** Before the first edit: true when the server's session is this identity's. */
  verifySession?: () => Promise<boolean>;
  /** The server applied the edit (called before it leaves the queue). */
  onApplied?: (entry: OutboxEntry, data: unknown) => void | Promise<void>;
  /** The server refused the edit; `awaited` when a screen of this tab is waiting for it and reports it itself. */
  onRefused?: (refused: RefusedEdit, awaited: boolean, error: ApiError) => void;
  /** A network failure, a server error or an expired session kept the edit queued. */
  onKept?: (entry: OutboxEntry, reason: StopReason) => void;
  /** True when a screen of this tab waits for this edit (it shows the refusal itself). */
  isAwaited?: (mutationId: string) => boolean;
  now?: () => number;
}

type Classified = { kind: "refused"; error: ApiError } | { kind: StopReason; error: ApiError };

function classify(err: unknown): Classified {
  if (!(err instanceof ApiError)) return { kind: "server", error: new ApiError(500, err instanceof Error ? err.message : String(err)) };
  if (err.isNetwork) return { kind: "network", error: err };
  // The session is now another user's: the edit waits for its own (nothing was applied).
  if (err.errorCode === ErrorCode.identityChanged) return { kind: "identity", error: err };
  if (err.status === 401) return { kind: "session", error: err };
  if (err.status === 408 || err.status === 429 || err.status >= 500) return { kind: "server", error: err };
  return { kind: "refused", error: err };
}

/** Replays the identity's queue once, in order, until it is empty or something stops it. */
export async function replayOutbox(opts: ReplayOptions): Promise<ReplayResult> {
  const db = bancoDb();
  const now = opts.now ?? Date.now;
  const result: ReplayResult = { applied: 0, refused: 0, stopped: null };
  // The head read to know there is work is the first edit sent, unless a session check came in
  // between (a logout may have discarded the queue meanwhile): one IndexedDB read less per edit.
  let next = await headOf(opts.identity);
  if (!next) return result;
  if (opts.verifySession) {
    try {
      if (!(await opts.verifySession())) return { ...result, stopped: "identity" };
    } catch (err) {
      const c = classify(err);
      return { ...result, stopped: c.kind === "refused" ? "identity" : c.kind };
    }
    next = undefined;
  }
  let lastSeq: number | undefined;
  for (;;) {
    const entry = next ?? (await headOf(opts.identity));
    next = undefined;
    if (!entry) return result;
    // The same head twice means it could not leave the queue: never spin on it.
    if (entry.seq === lastSeq) return { ...result, stopped: "server" };
    lastSeq = entry.seq;

    try {
      const data = await opts.send(entry);
      await opts.onApplied?.(entry, data);
      await db.outbox.delete(entry.seq!);
      result.applied++;
    } catch (err) {
      const c = classify(err);
      if (c.kind === "refused") {
        await refuse(entry, c.error);
        continue;
      }
      if (c.kind === "server") {
        const attempts = entry.attempts + 1;
        if (attempts >= MAX_ATTEMPTS) {
          await refuse(entry, new ApiError(c.error.status, `${offlineMessages.serverKeepsFailing}: ${c.error.message}`));
          continue;
        }
        await db.outbox.update(entry.seq!, { attempts, lastError: c.error.message });
      } else if (c.kind === "network") {
        await db.outbox.update(entry.seq!, { lastError: c.error.message });
      }
      opts.onKept?.(entry, c.kind);
      return { ...result, stopped: c.kind };
    }
  }

  async function refuse(entry: OutboxEntry, error: ApiError): Promise<void> {
    const awaited = opts.isAwaited?.(entry.mutationId) ?? false;
    const refused: RefusedEdit = {
      identity: entry.identity,
      mutationId: entry.mutationId,
      kind: entry.kind,
      label: entry.label,
      message: error.message,
      status: error.status,
      createdAt: entry.createdAt,
      refusedAt: now(),
    };
    await db.transaction("rw", db.outbox, db.refused, async () => {
      await db.outbox.delete(entry.seq!);
      // A screen waiting for this edit shows the refusal on the spot; the list keeps the others.
      if (!awaited) refused.id = await db.refused.add(refused);
    });
    result.refused++;
    opts.onRefused?.(refused, awaited, error);
  }
}
