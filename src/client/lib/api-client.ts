// The one way the client calls the v100 API: same origin, credentials sent, envelope unwrapped.
// A failed call throws ApiError carrying the server's Italian message and errorCode; a network
// failure throws ApiError with status 0 (the offline outbox keys on it).
import type { z } from "zod";
import type { Envelope } from "../../shared/contract/envelope";
import { common } from "../../shared/messages/common";

export const API_BASE = "/v100";

export class ApiError extends Error {
  readonly status: number;
  readonly errorCode: number | null;
  readonly data: unknown;
  constructor(status: number, message: string, errorCode: number | null = null, data: unknown = null) {
    super(message);
    this.status = status;
    this.errorCode = errorCode;
    this.data = data;
  }
  get isNetwork(): boolean {
    return this.status === 0;
  }
}

type Query = Record<string, string | number | boolean | null | undefined | (string | number)[]>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "DELETE";
  query?: Query;
  json?: unknown;
  form?: Record<string, string>;
  body?: FormData;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export function buildUrl(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) {
    if (v === undefined || v === null) continue;
    if (Array.isArray(v)) v.forEach((x) => params.append(k, String(x)));
    else params.append(k, String(v));
  }
  const qs = params.toString();
  return `${API_BASE}${path}${qs ? `?${qs}` : ""}`;
}

const unauthorizedListeners = new Set<(path: string) => void>();

/**
 * Calls back whenever a request is answered 401 (the session ended on the server): the app shows
 * the session-expired message at once, whatever the request was. Not for the login itself.
 */
export function onUnauthorized(listener: (path: string) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: "application/json", ...opts.headers };
  let body: BodyInit | undefined;
  if (opts.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(opts.form).toString();
  } else if (opts.body) {
    body = opts.body;
  }
  try {
    return await fetch(buildUrl(path, opts.query), { method: opts.method ?? "GET", headers, body, credentials: "same-origin", signal: opts.signal });
  } catch (err) {
    if (err instanceof DOMException && err.name === "AbortError") throw err;
    throw new ApiError(0, common.networkError);
  }
}

async function envelopeOf<T>(path: string, res: Response): Promise<Envelope<T>> {
  let env: Envelope<T> | null;
  try {
    env = (await res.json()) as Envelope<T>;
  } catch {
    env = null;
  }
  if (res.status === 401 && path !== "/auth") unauthorizedListeners.forEach((l) => l(path));
  if (!res.ok || !env || env.error) {
    // A 503/504 from a proxy or the service worker means the server is out of reach.
    const status = res.status === 503 || res.status === 504 ? (env ? res.status : 0) : res.status;
    throw new ApiError(status, env?.error ?? common.serverError, env?.errorCode ?? null, env?.data ?? null);
  }
  return env;
}

export async function apiEnvelope<T>(path: string, opts: RequestOptions = {}): Promise<Envelope<T>> {
  return envelopeOf<T>(path, await send(path, opts));
}

/**
 * The schema that checks an answer, or a function that loads it: the calls of the first view
 * (session check, login) load the contract, and zod with it, only when there is an answer to check,
 * so a visitor answered 401 never downloads them.
 */
export type SchemaSource<T> = z.ZodType<T> | (() => Promise<z.ZodType<T>>);

export async function api<T>(path: string, opts: RequestOptions = {}, schema?: SchemaSource<T>): Promise<T> {
  const env = await apiEnvelope<T>(path, opts);
  if (!schema) return env.data as T;
  const s = typeof schema === "function" ? await schema() : schema;
  return s.parse(env.data);
}

export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError ? err.message : fallback;
}

/** An answer with the validator (ETag) the server gave it. */
export interface Validated<T> {
  etag: string | null;
  data: T;
}

/**
 * A GET that asks whether the answer held (`known`) changed (If-None-Match). Unchanged (304), the
 * same object comes back: nothing is read, checked or rendered again. For polled answers that
 * rarely change and can be large.
 */
export async function apiIfChanged<T>(path: string, known: Validated<T> | undefined, schema: z.ZodType<T>): Promise<Validated<T>> {
  const res = await send(path, { headers: known?.etag ? { "If-None-Match": known.etag } : {} });
  if (res.status === 304 && known) return known;
  const env = await envelopeOf<T>(path, res);
  return { etag: res.headers.get("ETag"), data: schema.parse(env.data) };
}
