// Runs the outbox: when the connection returns (online event), at app start, when the tab comes
// back to the foreground, after each new edit, and by a periodic retry with backoff — never only
// through the Background Sync API, which Safari lacks. One tab replays at a time (Web Locks), one
// replay at a time per tab. A screen that makes an edit awaits its outcome: applied (with the
// server's answer), queued (offline, or the network failed) or refused (ApiError, thrown).
import { useSyncExternalStore } from "react";
import { apiEnvelope, ApiError } from "../lib/api-client";
import { MUTATION_ID_HEADER } from "../../shared/contract/cart";
import { common } from "../../shared/messages/common";
import { bancoDb, type OutboxEntry, type RefusedEdit } from "./db";
import { enqueueEdit, replayOutbox, rewriteQueuedEdit, type EditInput, type ReplayOptions, type ReplayResult, type StopReason } from "./outbox";
import { reportReachable, reportUnreachable } from "./connectivity";

export type SubmitOutcome = { status: "applied"; data: unknown } | { status: "queued" };

export interface SyncHooks {
  verifySession?: (identity: string) => Promise<boolean>;
  precheck?: ReplayOptions["precheck"];
  onApplied?: ReplayOptions["onApplied"];
  /** A refusal nobody on screen is waiting for: tell the user. */
  onBackgroundRefusal?: (refused: RefusedEdit) => void;
  /** The queue drained after being replayed in the background. */
  onDrained?: (applied: number) => void;
}

export interface SyncState {
  identity: string | null;
  syncing: boolean;
  /** The session expired while edits were queued: they wait for this identity to log in again. */
  pausedForLogin: boolean;
  lastStop: StopReason | null;
}

/** How long a screen waits for its edit before showing it as queued. */
export const WAIT_FOR_EDIT_MS = 8000;
const BASE_RETRY_MS = 2000;
const MAX_RETRY_MS = 60_000;
/** While edits are queued and nothing else wakes the runner. */
const HEARTBEAT_MS = 30_000;

let hooks: SyncHooks = {};
let state: SyncState = { identity: null, syncing: false, pausedForLogin: false, lastStop: null };
const listeners = new Set<() => void>();
let running: Promise<ReplayResult | null> | null = null;
let again = false;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;

interface Waiter {
  resolve: (o: SubmitOutcome) => void;
  reject: (e: unknown) => void;
  timer: ReturnType<typeof setTimeout>;
}
const waiters = new Map<string, Waiter>();

function setState(patch: Partial<SyncState>): void {
  state = { ...state, ...patch };
  listeners.forEach((l) => l());
}

export function getSyncState(): SyncState {
  return state;
}

export function subscribeSyncState(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

export function useSyncState(): SyncState {
  return useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);
}

export function configureSync(next: SyncHooks): void {
  hooks = next;
}

function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}

/** A request that hangs (a stalled workshop Wi-Fi) counts as a network failure after this. */
export const SEND_TIMEOUT_MS = 20_000;

function networkFailure(): ApiError {
  return new ApiError(0, common.networkError);
}

/** Rejects with a network failure when `promise` takes longer than `ms`. */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const t = setTimeout(() => reject(networkFailure()), ms);
    promise.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** Sends one queued edit exactly as it was stored, with its mutation id. */
export async function sendEntry(entry: OutboxEntry): Promise<unknown> {
  const r = entry.request;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const env = await apiEnvelope<unknown>(r.path, {
      method: r.method,
      query: r.query,
      json: r.json,
      form: r.form,
      headers: { [MUTATION_ID_HEADER]: entry.mutationId },
      signal: controller.signal,
    });
    return env.data;
  } catch (err) {
    // Timed out: the server may have applied it; the replay sends the same id again.
    if (err instanceof DOMException && err.name === "AbortError") throw networkFailure();
    throw err;
  } finally {
    clearTimeout(timer);
  }
}

function settle(mutationId: string, outcome: SubmitOutcome | { error: unknown }): void {
  const w = waiters.get(mutationId);
  if (!w) return;
  waiters.delete(mutationId);
  clearTimeout(w.timer);
  if ("error" in outcome) w.reject(outcome.error);
  else w.resolve(outcome);
}

/** Every waiter still waiting learns its edit is queued (offline, cut, paused). */
function releaseWaiters(): void {
  for (const id of [...waiters.keys()]) settle(id, { status: "queued" });
}

async function withLock<T>(identity: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return fn();
  return locks.request(`banco-outbox:${identity}`, fn) as Promise<T>;
}

/**
 * Changes or removes an edit still queued, under the replay lock (never while it is being sent);
 * false when it already left the queue.
 */
export function editQueued(identity: string, mutationId: string, next: Omit<EditInput, "kind"> | null): Promise<boolean> {
  return withLock(identity, () => rewriteQueuedEdit(identity, mutationId, next));
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

async function runOnce(identity: string): Promise<ReplayResult | null> {
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
      await settleReplayedElsewhere();
      return replayOutbox({
        identity,
        send: sendEntry,
        verifySession: hooks.verifySession ? () => withTimeout(hooks.verifySession!(identity), SEND_TIMEOUT_MS) : undefined,
        precheck: hooks.precheck ? (entry, memo) => withTimeout(hooks.precheck!(entry, memo), SEND_TIMEOUT_MS) : undefined,
        isAwaited: (id) => waiters.has(id),
        onApplied: async (entry, data, memo) => {
          await hooks.onApplied?.(entry, data, memo);
          if (!waiters.has(entry.mutationId)) sentFromQueue++;
          settle(entry.mutationId, { status: "applied", data });
        },
        onRefused: (refused, awaited, error) => {
          if (awaited) settle(refused.mutationId, { error });
          else hooks.onBackgroundRefusal?.(refused);
        },
      });
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
 * Replays the current identity's queue now (single flight: a call during a replay runs one more
 * round after it). Resolves with the last round's result, or null when nothing could run.
 */
export function flushOutbox(): Promise<ReplayResult | null> {
  const identity = state.identity;
  if (!identity) return Promise.resolve(null);
  if (running) {
    again = true;
    return running;
  }
  running = (async () => {
    let result: ReplayResult | null;
    do {
      again = false;
      try {
        result = await runOnce(identity);
      } catch {
        // IndexedDB failed (quota, private mode): the edits stay where they are; try later.
        result = { applied: 0, refused: 0, stopped: "server" };
        releaseWaiters();
      }
    } while (again && result?.stopped === null && state.identity === identity);
    running = null;
    // An edit made while a stopped replay was ending: it is queued, say so now.
    if (result?.stopped) releaseWaiters();
    scheduleNext(result);
    return result;
  })();
  return running;
}

function scheduleNext(result: ReplayResult | null): void {
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  if (!state.identity) return;
  if (result && (result.stopped === "network" || result.stopped === "server")) {
    failures++;
    // Exponential backoff with jitter, so many tablets coming back together do not stampede.
    const delay = Math.min(MAX_RETRY_MS, BASE_RETRY_MS * 2 ** (failures - 1));
    retryTimer = setTimeout(() => void flushOutbox(), delay * (0.8 + Math.random() * 0.4));
    return;
  }
  if (result && result.stopped === null) failures = 0;
  // Offline, paused or another identity on the server: a heartbeat looks again later.
  retryTimer = setTimeout(() => void heartbeat(), HEARTBEAT_MS);
}

async function heartbeat(): Promise<void> {
  const identity = state.identity;
  if (!identity) return;
  const queued = await bancoDb().outbox.where("identity").equals(identity).count();
  if (queued > 0) void flushOutbox();
  else scheduleNext(null);
}

/**
 * Stores the edit in the outbox, then tries to send it (after any older queued edit). The screen
 * shows it applied at once; the promise says what became of it. Throws ApiError when refused.
 */
export async function submitEdit(identity: string, edit: EditInput): Promise<SubmitOutcome> {
  const entry = await enqueueEdit(identity, edit);
  if (identity !== state.identity || !isOnline() || state.pausedForLogin) {
    void flushOutbox();
    return { status: "queued" };
  }
  const outcome = new Promise<SubmitOutcome>((resolve, reject) => {
    const timer = setTimeout(() => settle(entry.mutationId, { status: "queued" }), WAIT_FOR_EDIT_MS);
    waiters.set(entry.mutationId, { resolve, reject, timer });
  });
  void flushOutbox();
  return outcome;
}

/** The identity whose queue this tab runs; null stops the runner (logout). */
export function setSyncIdentity(identity: string | null): void {
  if (state.identity === identity) return;
  releaseWaiters();
  failures = 0;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  setState({ identity, pausedForLogin: false, lastStop: null });
  if (identity) void flushOutbox();
}

/** A new login of the current identity: a queue paused by an expired session runs again. */
export function resumeAfterLogin(): void {
  if (state.pausedForLogin) setState({ pausedForLogin: false });
  failures = 0;
  void flushOutbox();
}

/** Wakes the runner on the events that mean "the network may be back". Returns the cleanup. */
export function installSyncTriggers(): () => void {
  const wake = () => {
    failures = 0;
    void flushOutbox();
  };
  const onVisible = () => {
    if (document.visibilityState === "visible") wake();
  };
  const onOffline = () => releaseWaiters();
  window.addEventListener("online", wake);
  window.addEventListener("offline", onOffline);
  document.addEventListener("visibilitychange", onVisible);
  return () => {
    window.removeEventListener("online", wake);
    window.removeEventListener("offline", onOffline);
    document.removeEventListener("visibilitychange", onVisible);
    if (retryTimer) clearTimeout(retryTimer);
    retryTimer = null;
  };
}

/** Tests: forget everything this module holds in memory. */
export function resetSyncForTests(): void {
  releaseWaiters();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  running = null;
  again = false;
  failures = 0;
  hooks = {};
  state = { identity: null, syncing: false, pausedForLogin: false, lastStop: null };
}
