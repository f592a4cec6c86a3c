// Catalogue store (KStore) and tyre store (Gomma Service) routes (spec document 2 §7), the
// punch-out return and, when no real store is configured, the simulators' pages.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { cartSchema } from "../../../shared/contract/cart";
import { supplierAvailabilitySchema } from "../../../shared/contract/search";
import {
  getCookieQuerySchema,
  gsSimulatorQuerySchema,
  kstoreHandBackQuerySchema,
  kstoreSimulatorQuerySchema,
  landingAddSchema,
  landingAnswerSchema,
  landingAvailabilityQuerySchema,
  landingQuerySchema,
  storeReturnQuerySchema,
  storeUrlSchema,
} from "../../../shared/contract/stores";
import { storeMessages as m } from "../../../shared/messages/workshop-tools";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { fileAnswer, ok, okSchema, redirectAnswer } from "../../lib/envelope";
import type { StoresService } from "./service";
import { gsSimulatorPage, kstoreSimulatorPage } from "./simulator-pages";

const LANDING_COOKIE = "banco_kstore";
const list = (v: unknown) => (Array.isArray(v) ? v : v === undefined ? [] : [v]).map(String);
const tags = ["stores"];
const urlAnswer = { 200: okSchema(storeUrlSchema) };
const page = fileAnswer("text/html", "La pagina del simulatore");

function origin(request: FastifyRequest, publicUrl: string | undefined): string {
  return (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, "");
}

function html(reply: FastifyReply, body: string): FastifyReply {
  return reply.header("Content-Type", "text/html; charset=utf-8").header("Cache-Control", "no-store").send(body);
}

export function storesRoutes(server: FastifyInstance, stores: StoresService, opts: { publicUrl?: string; kstoreSimulator: boolean; gsSimulator: boolean }): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const open = { access: access.public };
  app.get("/v100/kromeda/KStoreLogin", { config: { access: access.customer, stateChanging: true }, schema: { tags, response: urlAnswer } }, async (request) =>
    ok(await stores.kstoreLogin(request.auth!, origin(request, opts.publicUrl))),
  );

  // The store hands the picked parts back here (a top-level navigation from the store's page).
  app.get("/v100/kromeda/return", { config: open, schema: { tags, querystring: storeReturnQuerySchema, response: redirectAnswer("Alla pagina dei ricambi scelti nel catalogo") } }, async (request, reply) => {
    return reply.redirect(await stores.handBack(request.query.sessionKey, list(request.query.item)), 303);
  });

  app.get("/v100/auth/getCookie", { config: open, schema: { tags, querystring: getCookieQuerySchema, response: { 200: okSchema(z.boolean()) } } }, async (request, reply) => {
    const landing = await stores.exchange(request.query.token);
    reply.setCookie(LANDING_COOKIE, landing, { path: "/v100/kromeda", httpOnly: true, sameSite: "lax", secure: request.protocol === "https", maxAge: 2 * 3600 });
    reply.header("Cache-Control", "no-store");
    return ok(true);
  });

  app.get("/v100/kromeda/KStoreLanding", { config: open, schema: { tags, querystring: landingQuerySchema, response: { 200: okSchema(landingAnswerSchema) } } }, async (request, reply) => {
    const q = request.query;
    reply.header("Cache-Control", "private, no-store");
    return ok(await stores.landing(q.sessionKey, q.token, request.cookies[LANDING_COOKIE]));
  });

  app.post("/v100/kromeda/addToCart", { config: open, schema: { tags, body: landingAddSchema, response: { 200: okSchema(cartSchema) } } }, async (request) => {
    return ok(await stores.addToCart(request.body.sessionKey, request.cookies[LANDING_COOKIE], request.body));
  });

  app.get(
    "/v100/kromeda/productAvailability",
    { config: open, schema: { tags, querystring: landingAvailabilityQuerySchema, response: { 200: okSchema(supplierAvailabilitySchema) } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      return ok(await stores.supplierAvailability(request.query.sessionKey, request.cookies[LANDING_COOKIE], request.query));
    },
  );

  app.get(
    "/v100/gs/getLoginUrl",
    { config: { access: { roles: ["USER", "SALESMAN", "ADMIN"], customer: true, flag: "gsUrl" }, stateChanging: true }, schema: { tags, response: urlAnswer } },
    async (request) => ok(await stores.gsLogin(request.auth!)),
  );

  if (opts.kstoreSimulator) {
    app.get("/v100/kromeda/simulator", { config: open, schema: { tags, querystring: kstoreSimulatorQuerySchema, response: page } }, async (request, reply) => {
      const q = request.query;
      const term = (q.q ?? "").trim();
      return html(reply, kstoreSimulatorPage({ sessionKey: q.sessionKey, returnUrl: q.returnUrl, q: term, results: term.length >= 2 ? await stores.simulatorSearch(term) : [] }));
    });
    // The simulated store's "transfer to portal" button: items as CODE:QTY to the return URL.
    app.get(
      "/v100/kromeda/simulator/handBack",
      { config: open, schema: { tags, querystring: kstoreHandBackQuerySchema, response: redirectAnswer("Al ritorno del portale con i ricambi scelti") } },
      async (request, reply) => {
        const q = request.query;
        // Only Banco's own return URL: the simulator is never an open redirect.
        let target: URL;
        try {
          target = new URL(String(q.returnUrl));
        } catch {
          throw new AppError("validation", m.sessionInvalid);
        }
        if (target.origin !== new URL(origin(request, opts.publicUrl)).origin || target.pathname !== "/v100/kromeda/return") throw new AppError("validation", m.sessionInvalid);
        const items = list(q.item).map((code) => `${code}:${Math.max(1, Math.min(999, Number(q[`qty_${code}`]) || 1))}`);
        const params = new URLSearchParams({ sessionKey: String(q.sessionKey) });
        items.forEach((i) => params.append("item", i));
        return reply.redirect(`${target.pathname}?${params}`, 303);
      },
    );
  }
  if (opts.gsSimulator) {
    app.get("/v100/gs/simulator", { config: open, schema: { tags, querystring: gsSimulatorQuerySchema, response: page } }, async (request, reply) => html(reply, gsSimulatorPage(request.query.cliente ?? "")));
  }
}
