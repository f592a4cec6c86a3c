// The one way the API tests call the app in-process. `http(() => t)` binds the helpers to a test
// file's app; the app is read at call time, so a file builds them before its beforeAll has created
// the app:
//
//   const { call, get, post, cartOf, loginAs } = http(() => t);
//   const rossi = await loginAs("officina.rossi");
//   expectRefused(await post("/v100/cart/addToCart", rossi, { … }), 400, "Quantità non valida");
//
// A body is JSON (`json`), a form (`form`) or raw bytes (`payload`, with its own content-type);
// `ip` is the caller's address (rate limits are per address).
import { expect } from "vitest";
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from "fastify";
import { body, login } from "./test-app";
import type { Cart } from "../../../src/shared/contract/cart";
import { multipartFile } from "./multipart";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "HEAD" | "OPTIONS";
export type Response = LightMyRequestResponse;

export interface CallOpts {
  cookie?: string | null;
  json?: unknown;
  form?: Record<string, string>;
  /** A raw body (multipart, bad JSON, a stream…): give its content-type in `headers`. */
  payload?: InjectOptions["payload"];
  query?: Record<string, string | string[]>;
  ip?: string;
  headers?: Record<string, string>;
}

/** What the helpers need of the app: a test app, or any object holding a Fastify instance. */
export interface HasApp {
  app: FastifyInstance;
}

/** The body and its content-type: JSON, a form, or the raw payload as given. */
function encodeBody(opts: CallOpts): { type?: string; payload?: InjectOptions["payload"] } {
  if (opts.json !== undefined) return { type: "application/json", payload: JSON.stringify(opts.json) };
  if (opts.form) return { type: "application/x-www-form-urlencoded", payload: new URLSearchParams(opts.form).toString() };
  return { payload: opts.payload };
}

export function request(app: FastifyInstance, method: Method, url: string, opts: CallOpts = {}): Promise<Response> {
  const { type, payload } = encodeBody(opts);
  return app.inject({
    method,
    url,
    remoteAddress: opts.ip ?? "127.0.0.1",
    headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(type ? { "content-type": type } : {}), ...opts.headers },
    ...(opts.query ? { query: opts.query } : {}),
    ...(payload !== undefined ? { payload } : {}),
  });
}

export function http(app: () => HasApp) {
  const call = (method: Method, url: string, opts: CallOpts = {}): Promise<Response> => request(app().app, method, url, opts);
  const get = (url: string, cookie?: string | null, opts: Omit<CallOpts, "cookie"> = {}): Promise<Response> => call("GET", url, { ...opts, cookie });
  /** A POST with a JSON body (none when `json` is undefined). */
  const post = (url: string, cookie?: string | null, json?: unknown, opts: Omit<CallOpts, "cookie" | "json"> = {}): Promise<Response> =>
    call("POST", url, { ...opts, cookie, json });

  /** The caller's cart (the answer must be 200). */
  async function cartOf(cookie: string): Promise<Cart> {
    const res = await get("/v100/cart/myCart", cookie);
    expect(res.statusCode, res.body).toBe(200);
    return body<Cart>(res).data;
  }

  /** A POST of one file (a CSV unless said otherwise) as a multipart upload. */
  const upload = (url: string, cookie: string | null | undefined, content: string | Buffer, filename = "file.csv", contentType = "text/csv"): Promise<Response> => {
    const { payload, headers } = multipartFile(filename, contentType, content);
    return call("POST", url, { cookie, payload, headers });
  };

  /** Logs in (demo password unless given) and answers the Cookie header for the next requests. */
  const loginAs = (username: string, password?: string): Promise<string> => login(app().app, username, password);

  return { call, get, post, upload, cartOf, loginAs };
}

/** A refusal: the status and the Italian message of the envelope (exact text, or a pattern). */
export function expectRefused(res: Response, status: number, message: string | RegExp): void {
  expect(res.statusCode, res.body).toBe(status);
  const error = body(res).error;
  if (typeof message === "string") expect(error).toBe(message);
  else expect(error).toMatch(message);
}
