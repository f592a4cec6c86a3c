// Catalogue store (KStore) and tyre store (Gomma Service) routes (spec document 2 §7), the
// punch-out return and, when no real store is configured, the simulators' pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { getCookieQuerySchema, landingAddSchema, landingQuerySchema } from "../../../shared/contract/stores";
import { storeMessages as m } from "../../../shared/messages/workshop-tools";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { StoresService } from "./service";
import { gsSimulatorPage, kstoreSimulatorPage } from "./simulator-pages";

const LANDING_COOKIE = "banco_kstore";
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String);
const returnQuerySchema = z.object({ sessionKey: z.string({ error: m.sessionInvalid }).min(16, { error: m.sessionInvalid }).max(200, { error: m.sessionInvalid }), item: z.unknown().optional() });

function origin(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.header("Content-Type", "text/html; charset=utf-8").header("Cache-Control", "no-store").send(body);
}

export function storesRoutes(app: FastifyInstance, stores: StoresService, opts: { publicUrl?: string; kstoreSimulator: boolean; gsSimulator: boolean }): void {
  app.get("/v100/kromeda/KStoreLogin", { config: { access: access.customer, stateChanging: true } }, async (request) => ok(await stores.kstoreLogin(request.auth!, origin(request, opts.publicUrl))));

  // The store hands the picked parts back here (a top-level navigation from the store's page).
  app.get("/v100/kromeda/return", { config: { access: access.public } }, async (request, reply) => {
    const q = validate(returnQuerySchema, request.query);
    return reply.redirect(await stores.handBack(q.sessionKey, list(q.item)), 303);
  });

  app.get("/v100/auth/getCookie", { config: { access: access.public } }, async (request, reply) => {
    const { token } = validate(getCookieQuerySchema, request.query);
    const landing = await stores.exchange(token);
    reply.setCookie(LANDING_COOKIE, landing, { path: "/v100/kromeda", httpOnly: true, sameSite: "lax", secure: request.protocol === "https", maxAge: 2 * 3600 });
    reply.header("Cache-Control", "no-store");
    return ok(true);
  });

  app.get("/v100/kromeda/KStoreLanding", { config: { access: access.public } }, async (request, reply) => {
    const q = validate(landingQuerySchema, request.query);
    reply.header("Cache-Control", "private, no-store");
    return ok(await stores.landing(q.sessionKey, q.token, request.cookies[LANDING_COOKIE]));
  });

  app.post("/v100/kromeda/addToCart", { config: { access: access.public } }, async (request) => {
    const b = validate(landingAddSchema, request.body);
    return ok(await stores.addToCart(b.sessionKey, request.cookies[LANDING_COOKIE], b));
  });

  app.get("/v100/kromeda/productAvailability", { config: { access: access.public } }, async (request, reply) => {
    const q = validate(landingAddSchema.pick({ sessionKey: true, precodice: true, codice: true }), request.query);
    reply.header("Cache-Control", "private, no-store");
    return ok(await stores.supplierAvailability(q.sessionKey, request.cookies[LANDING_COOKIE], q));
  });

  app.get("/v100/gs/getLoginUrl", { config: { access: { roles: ["USER", "SALESMAN", "ADMIN"], customer: true, flag: "gsUrl" }, stateChanging: true } }, async (request) => ok(await stores.gsLogin(request.auth!)));

  if (opts.kstoreSimulator) {
    app.get("/v100/kromeda/simulator", { config: { access: access.public } }, async (request, reply) => {
      const q = validate(z.object({ sessionKey: z.string().max(200), returnUrl: z.string().max(500), q: z.string().max(60).optional() }), request.query);
      const term = (q.q ?? "").trim();
      return html(reply, kstoreSimulatorPage({ sessionKey: q.sessionKey, returnUrl: q.returnUrl, q: term, results: term.length >= 2 ? await stores.simulatorSearch(term) : [] }));
    });
    // The simulated store's "transfer to portal" button: items as CODE:QTY to the return URL.
    app.get("/v100/kromeda/simulator/handBack", { config: { access: access.public } }, async (request, reply) => {
      const q = request.query as Record<string, unknown>;
      const sessionKey = String(q.sessionKey ?? "");
      const returnUrl = String(q.returnUrl ?? "");
      // Only Banco's own return URL: the simulator is never an open redirect.
      let target: URL;
      try {
        target = new URL(returnUrl);
      } catch {
        throw new AppError("validation", m.sessionInvalid);
      }
      if (target.origin !== new URL(origin(request, opts.publicUrl)).origin || target.pathname !== "/v100/kromeda/return") throw new AppError("validation", m.sessionInvalid);
      const items = list(q.item).map((code) => `${code}:${Math.max(1, Math.min(999, Number(q[`qty_${code}`]) || 1))}`);
      const params = new URLSearchParams({ sessionKey });
      items.forEach((i) => params.append("item", i));
      return reply.redirect(`${target.pathname}?${params}`, 303);
    });
  }
  if (opts.gsSimulator) {
    app.get("/v100/gs/simulator", { config: { access: access.public } }, async (request, reply) => {
      const q = validate(z.object({ cliente: z.string().max(20).optional() }), request.query);
      return html(reply, gsSimulatorPage(q.cliente ?? ""));
    });
  }
}
