// The sync engine: one object per logged-in identity (created at login by app/offline, disposed at
// logout), so one user's queue, waiters and timers can never reach the next user of a shared
// tablet. It runs the identity's outbox when the connection returns, at start, when the tab comes
// back to the foreground, after each new edit, and by a periodic retry with backoff — never only
// through the Background Sync API, which Safari lacks. One tab replays at a time (Web Locks), one
// replay at a time per engine. A screen that makes an edit awaits its outcome: applied (with the
// server's answer), queued (offline, or the network failed) or refused (ApiError, thrown).
// Exactly-once: each edit keeps its mutation id across resends (offline/send.ts, the server's
// applied_mutations). The current engine is reached through offline/session-sync.ts.
import { ApiError } from "../lib/api-client";
import { bancoDb, type RefusedEdit } from "./db";
import { enqueueEdit, replayOutbox, rewriteQueuedEdit, type EditInput, type ReplayResult, type StopReason } from "./outbox";
import { reportReachable, reportUnreachable } from "./connectivity";
import { editKindHooks, type EditKindHandler } from "./edit-kinds";
import { isOnline, SEND_TIMEOUT_MS, sendEntry, withLock, withTimeout } from "./send";

export type SubmitOutcome = { status: "applied"; data: unknown } | { status: "queued" };

export interface SyncHooks {
  verifySession?: (identity: string) => Promise<boolean>;
  /** The features' edit kinds (headers, answer, refusal text), offline/edit-kinds.ts. */
  kinds?: readonly EditKindHandler[];
  /** A refusal nobody on screen is waiting for: tell the user (`text`: the kind's own, if any). */
  onBackgroundRefusal?: (refused: RefusedEdit, text: string | null) => void;
  /** The queue drained after being replayed in the background. */
  onDrained?: (applied: number) => void;
}

export interface SyncState {
  identity: string | null;
  syncing: boolean;
  /** The session expired while edits were queued: they wait for this identity to log in again. */
  pausedForLogin: boolean;
  lastStop: StopReason | null;
  /**
   * Edits a screen of this tab sent online and is waiting for, or was answered for: they are in the
   * queue only for the moment of their request, so the connection indicator does not count them
   * (it would flash "1 in attesa" at every add). Released as queued or refused, an edit leaves it.
   */
  quiet: ReadonlySet<string>;
}

/** How long a screen waits for its edit before showing it as queued. */
export const WAIT_FOR_EDIT_MS = 8000;
const BASE_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;
/** While edits are queued and nothing else wakes the runner. */
const HEARTBEAT_MS = 30_000;

export const IDLE_SYNC_STATE: SyncState = { identity: null, syncing: false, pausedForLogin: false, lastStop: null, quiet: new Set() };
/** Answered edits kept in `quiet` (each left the queue right after its answer; the last few suffice). */
const QUIET_KEPT = 50;

interface Waiter {
  resolve: (o: SubmitOutcome) => void;
  reject: (e: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}

export type SyncEngine = ReturnType<typeof createSyncEngine>;

export function createSyncEngine(identity: string, hooks: SyncHooks = {}) {
  const kinds = editKindHooks(hooks.kinds ?? []);
  let state: SyncState = { ...IDLE_SYNC_STATE, identity };
  const listeners = new Set<() => void>();
  const waiters = new Map<string, Waiter>();
  let running: Promise<ReplayResult | null> | null = null;
  let again = false;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  function setState(patch: Partial<SyncState>): void {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  }

  function settle(mutationId: string, outcome: SubmitOutcome | { error: unknown }): void {
    const w = waiters.get(mutationId);
    if (!w) return;
    waiters.delete(mutationId);
    clearTimeout(w.timer);
    // Applied: the queue drops it next, and it stays quiet. Queued or refused: the user sees it.
    if (!("status" in outcome && outcome.status === "applied")) setQuiet(mutationId, false);
    if ("error" in outcome) w.reject(outcome.error);
    else w.resolve(outcome);
  }

  /** Every waiter still waiting learns its edit is queued (offline, cut, paused, logged out). */
  function releaseWaiters(): void {
    for (const id of [...waiters.keys()]) settle(id, { status: "queued" });
  }

  function setQuiet(mutationId: string, on: boolean): void {
    const next = new Set(state.quiet);
    if (on) next.add(mutationId);
    else if (!next.delete(mutationId)) return;
    for (const old of next) {
      if (next.size <= QUIET_KEPT) break;
      if (!waiters.has(old)) next.delete(old);
    }
    setState({ quiet: next });
  }

  function stopTimer(): void {
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  }

  /** Waiters whose edit was replayed by another tab: applied, or refused (then it is in the list). */
  async function settleReplayedElsewhere(): Promise<void> {
    if (waiters.size === 0) return;
    const db = bancoDb();
    for (const id of [...waiters.keys()]) {
      if (await db.outbox.where("mutationId").equals(id).count()) continue;
      const refused = await db.refused.where("mutationId").equals(id).first();
      if (refused) settle(id, { error: new ApiError(refused.status, refused.message) });
      else settle(id, { status: "applied", data: undefined });
    }
  }

  async function runOnce(): Promise<ReplayResult | null> {
    if (!isOnline() || state.pausedForLogin) {
      releaseWaiters();
      return null;
    }
    setState({ syncing: true });
    // Edits that waited in the queue with nobody on screen awaiting them: only those make the
    // "sent" notice (an online edit is confirmed by its own screen).
    let sentFromQueue = 0;
    try {
      const result = await withLock(identity, async () => {
        const replayed = await replayOutbox({
          identity,
          send: (entry) => sendEntry(entry, kinds.requestHeaders(entry)),
          verifySession: hooks.verifySession ? () => withTimeout(hooks.verifySession!(identity), SEND_TIMEOUT_MS) : undefined,
          isAwaited: (id) => waiters.has(id),
          onApplied: async (entry, data) => {
            await kinds.onApplied(entry, data);
            if (!waiters.has(entry.mutationId)) sentFromQueue++;
            settle(entry.mutationId, { status: "applied", data });
          },
          onRefused: (refused, awaited, error) => {
            if (awaited) settle(refused.mutationId, { error });
            else hooks.onBackgroundRefusal?.(refused, kinds.refusalText(refused));
          },
        });
        // After the replay, not before it: an awaited edit is sent as soon as it is the head, with
        // no lookup in its way; the waiters still waiting then are the edits another tab sent.
        await settleReplayedElsewhere();
        return replayed;
      });
      if (result.stopped === "network") reportUnreachable();
      else reportReachable();
      if (result.stopped === "session") setState({ pausedForLogin: true });
      setState({ lastStop: result.stopped });
      if (result.stopped) releaseWaiters();
      if (result.stopped === null && sentFromQueue > 0) hooks.onDrained?.(sentFromQueue);
      return result;
    } finally {
      setState({ syncing: false });
    }
  }

  /**
   * Replays the queue now (single flight: a call during a replay runs one more round after it).
   * Resolves with the last round's result, or null when nothing could run.
   */
  function flush(): Promise<ReplayResult | null> {
    if (disposed) return Promise.resolve(null);
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let result: ReplayResult | null;
      do {
        again = false;
        try {
          result = await runOnce();
        } catch {
          // IndexedDB failed (quota, private mode): the edits stay where they are; try later.
          result = { applied: 0, refused: 0, stopped: "server" };
          releaseWaiters();
        }
      } while (again && result?.stopped === null && !disposed);
      running = null;
      // An edit made while a stopped replay was ending: it is queued, say so now.
      if (result?.stopped) releaseWaiters();
      scheduleNext(result);
      return result;
    })();
    return running;
  }

  function scheduleNext(result: ReplayResult | null): void {
    stopTimer();
    if (disposed) return;
    if (result && (result.stopped === "network" || result.stopped === "server")) {
      failures++;
      // Exponential backoff with jitter, so many tablets coming back together do not stampede.
      const delay = Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** (failures - 1));
      retryTimer = setTimeout(() => void flush(), delay * (0.8 + Math.random() * 0.4));
      return;
    }
    if (result && result.stopped === null) failures = 0;
    // Offline, paused or another identity on the server: a heartbeat looks again later.
    retryTimer = setTimeout(() => void heartbeat(), HEARTBEAT_MS);
  }

  async function heartbeat(): Promise<void> {
    if (disposed) return;
    const queued = await bancoDb().outbox.where("identity").equals(identity).count();
    if (queued > 0) void flush();
    else scheduleNext(null);
  }

  return {
    identity,
    getState: (): SyncState => state,
    subscribe(l: () => void): () => void {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    flush,

    /**
     * Stores the edit in the outbox, then tries to send it (after any older queued edit). The screen
     * shows it applied at once; the promise says what became of it. Throws ApiError when refused.
     */
    async submit(edit: EditInput): Promise<SubmitOutcome> {
      const entry = await enqueueEdit(identity, edit);
      if (disposed || !isOnline() || state.pausedForLogin) {
        void flush();
        return { status: "queued" };
      }
      const outcome = new Promise<SubmitOutcome>((resolve, reject) => {
        const timer = setTimeout(() => settle(entry.mutationId, { status: "queued" }), WAIT_FOR_EDIT_MS);
        waiters.set(entry.mutationId, { resolve, reject, timer });
      });
      setQuiet(entry.mutationId, true);
      void flush();
      return outcome;
    },

    /** Changes or removes an edit still queued, under the replay lock; false when it already left the queue. */
    editQueued(mutationId: string, next: Omit<EditInput, "kind"> | null): Promise<boolean> {
      return withLock(identity, () => rewriteQueuedEdit(identity, mutationId, next));
    },

    /** A new login of this identity: a queue paused by an expired session runs again. */
    resumeAfterLogin(): void {
      if (state.pausedForLogin) setState({ pausedForLogin: false });
      failures = 0;
      void flush();
    },

    /** The network may be back (online event, tab visible): try at once. */
    wake(): void {
      failures = 0;
      void flush();
    },

    /** The browser went offline: screens waiting for an edit learn it is queued. */
    releaseWaiters,

    /** Logout (or another identity): stops the timers, tells waiting screens "queued", forgets everything. */
    dispose(): void {
      if (disposed) return;
      disposed = true;
      releaseWaiters();
      stopTimer();
      listeners.clear();
      state = { ...IDLE_SYNC_STATE };
    },
  };
}
