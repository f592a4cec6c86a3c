// Every /v100 answer carries a customer's data or depends on who asks: by default none is kept by
// any cache, shared or private ("private, no-store"), errors included. A route that knows better
// sets its own Cache-Control (promo media: a year, the bytes behind a name never change); a bare
// "no-store" is completed to the same default.
import type { FastifyInstance } from "fastify";

export const API_CACHE_CONTROL = "private, no-store";

export function registerCachePolicy(app: FastifyInstance): void {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.url.startsWith("/v100/")) return payload;
    const set = reply.getHeader("cache-control");
    if (set === undefined || set === "no-store") reply.header("Cache-Control", API_CACHE_CONTROL);
    return payload;
  });
}
