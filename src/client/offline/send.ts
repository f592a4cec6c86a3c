// Sending one queued edit: exactly as it was stored, with its mutation id (the server applies an
// id once, so a resend after a cut connection changes nothing twice), with a time limit after which
// a hanging request counts as a network failure; and the per-identity replay lock (Web Locks) that
// lets one tab replay at a time.
import { apiEnvelope, ApiError } from "../lib/api-client";
import { EDIT_IDENTITY_HEADER, MUTATION_ID_HEADER } from "../../shared/contract/cart";
import { common } from "../../shared/messages/common";
import type { OutboxEntry } from "./db";

/** A request that hangs (a stalled workshop Wi-Fi) counts as a network failure after this. */
export const SEND_TIMEOUT_MS = 20_000;

export function networkFailure(): ApiError {
  return new ApiError(0, common.networkError);
}

/** Rejects with a network failure when `promise` takes longer than `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
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

/**
 * Sends one queued edit exactly as it was stored, with its mutation id and the identity it was
 * queued under (the server refuses it under another user's session, errorCode identityChanged), and
 * the headers its kind adds.
 */
export async function sendEntry(entry: OutboxEntry, headers: Record<string, string> = {}): Promise<unknown> {
  const r = entry.request;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    const env = await apiEnvelope<unknown>(r.path, {
      method: r.method,
      query: r.query,
      json: r.json,
      form: r.form,
      headers: { ...headers, [MUTATION_ID_HEADER]: entry.mutationId, [EDIT_IDENTITY_HEADER]: encodeURIComponent(entry.identity) },
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

/** Runs `fn` holding the identity's replay lock (one tab at a time), or directly without Web Locks. */
export async function withLock<T>(identity: string, fn: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  if (!locks) return fn();
  return locks.request(`banco-outbox:${identity}`, fn) as Promise<T>;
}

export function isOnline(): boolean {
  return typeof navigator === "undefined" || navigator.onLine !== false;
}
