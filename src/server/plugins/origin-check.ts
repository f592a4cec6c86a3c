// Cross-site request forgery defence: a state-changing request must come from our own origin.
// Browsers send Sec-Fetch-Site (and Origin) on every such request; a request with neither comes
// from a non-browser client, which cannot carry a victim's cookies, and is let through.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../lib/app-error";
import { common } from "../../shared/messages/common";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

export function isSameOrigin(request: FastifyRequest): boolean {
  const site = request.headers["sec-fetch-site"];
  if (typeof site === "string") return site === "same-origin" || site === "none";
  const origin = request.headers.origin;
  if (typeof origin !== "string") return true;
  if (origin === "null") return false;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

export function registerOriginCheck(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    const stateChanging = !SAFE.has(request.method) || request.routeOptions.config?.stateChanging === true;
    if (stateChanging && !isSameOrigin(request)) throw new AppError("forbidden", common.crossOrigin);
  });
}
