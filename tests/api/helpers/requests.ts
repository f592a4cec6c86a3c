// Requests to the in-process app, shared by the API tests: a cookie, an optional JSON body, the
// caller's address (rate limits are per address) and extra headers. `t` is read at call time, so a
// test file can build these before its beforeAll has created the app.
import type { LightMyRequestResponse } from "fastify";
import type { TestApp } from "./test-app";

export type Method = "GET" | "POST" | "PUT" | "DELETE";
export interface CallOpts {
  cookie?: string;
  json?: unknown;
  ip?: string;
  headers?: Record<string, string>;
}

export function requestsTo(app: () => TestApp) {
  const call = (method: Method, url: string, opts: CallOpts = {}): Promise<LightMyRequestResponse> =>
    app().app.inject({
      method,
      url,
      remoteAddress: opts.ip ?? "127.0.0.1",
      headers: { ...(opts.cookie ? { cookie: opts.cookie } : {}), ...(opts.json !== undefined ? { "content-type": "application/json" } : {}), ...opts.headers },
      ...(opts.json !== undefined ? { payload: JSON.stringify(opts.json) } : {}),
    });
  return {
    call,
    get: (url: string, cookie: string) => app().app.inject({ method: "GET", url, headers: { cookie } }),
    post: (url: string, cookie: string, payload?: unknown) =>
      app().app.inject({ method: "POST", url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) }),
  };
}

/** The id of a seeded user. */
export async function userIdOf(t: TestApp, username: string): Promise<number> {
  const r = await t.database.pool.query<{ id: number }>("select id from users where username = $1", [username]);
  return r.rows[0]!.id;
}

/** A second agent, agente.neri (the demo password), looking after customer 100003 only; answers its id. */
export async function addAgentNeri(t: TestApp): Promise<number> {
  const ins = await t.database.pool.query<{ id: number }>(
    `insert into users (username, username_lower, password_hash, role, warehouses, emails)
     select 'agente.neri', 'agente.neri', password_hash, 'SALESMAN', '01', 'neri@ricambisud.it' from users where username = 'agente.verdi' returning id`,
  );
  const id = ins.rows[0]!.id;
  await t.database.pool.query("insert into salesman_customers (salesman_user_id, customer_id) values ($1, 100003)", [id]);
  return id;
}
