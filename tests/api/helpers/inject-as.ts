// One request of a logged-in user to the app in-process: JSON or form body, extra headers.
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

export type InjectOpts = { json?: unknown; form?: Record<string, string>; headers?: Record<string, string> };

export function injectAs(app: FastifyInstance, cookie: string, method: "GET" | "POST", url: string, opts: InjectOpts = {}): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { cookie, ...opts.headers };
  let payload: string | undefined;
  if (opts.json !== undefined) {
    headers["content-type"] = "application/json";
    payload = JSON.stringify(opts.json);
  } else if (opts.form) {
    headers["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(opts.form).toString();
  }
  return app.inject({ method, url, headers, payload });
}
