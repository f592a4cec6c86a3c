import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  averageDepartureSchema,
  cartSchema,
  checkoutResultSchema,
  checkoutStatusSchema,
  addToCartBodySchema,
  addToCartQuerySchema,
  cartNotesFormSchema,
  checkoutFormSchema,
  checkoutStatusQuerySchema,
  headerTokenSchema,
  IDEMPOTENCY_HEADER,
  MUTATION_ID_HEADER,
  noteClienteQuerySchema,
  PENDING_MUTATIONS_HEADER,
  pendingMutationsSchema,
  priorityQuerySchema,
  remFromCartBodySchema,
} from "../../../shared/contract/cart";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { CartService } from "./service";
import type { CartEditRef } from "./mutate";
import { editCartId } from "../../lib/edit-guard";

/** An optional token header (X-Mutation-Id, Idempotency-Key), validated when present. */
function headerToken(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  if (raw === undefined || raw === "") return undefined;
  return validate(headerTokenSchema, Array.isArray(raw) ? raw[0] : raw);
}

const tags = ["cart"];
const cartAnswer = { 200: okSchema(cartSchema) };

export function cartRoutes(server: FastifyInstance, cart: CartService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  // What an edit's request says about itself: its mutation id and the cart it was made on.
  const mutation = (request: FastifyRequest): CartEditRef => ({ mutationId: headerToken(request, MUTATION_ID_HEADER), cartId: editCartId(request) });

  app.get("/v100/cart/myCart", { config: { access: access.customer }, schema: { tags, response: cartAnswer } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    // The client names its queued cart edits: the answer says which of them this cart already holds.
    const raw = request.headers[PENDING_MUTATIONS_HEADER];
    const pending = raw === undefined || raw === "" ? undefined : validate(pendingMutationsSchema, Array.isArray(raw) ? raw.join(",") : raw);
    return ok(await cart.myCart(request.auth!, pending));
  });

  app.get("/v100/cart/closeCart", { config: { access: access.customer, stateChanging: true }, schema: { tags, response: cartAnswer } }, async (request) => {
    return ok(await cart.closeCart(request.auth!, mutation(request)));
  });

  app.post(
    "/v100/cart/addToCart",
    { config: { access: access.customer }, schema: { tags, querystring: addToCartQuerySchema, body: addToCartBodySchema, response: cartAnswer } },
    async (request) => {
    const { append } = request.query;
    const body = request.body;
    const input = {
      precodice: body.precodice,
      codice: body.codice,
      qty: body.qntRichiesta ?? body.quantitaRichiesta,
      noteCliente: body.noteCliente,
      append,
    };
    return ok(await cart.addToCart(request.auth!, input, mutation(request)));
    },
  );

  app.post("/v100/cart/remFromCart", { config: { access: access.customer }, schema: { tags, body: remFromCartBodySchema, response: cartAnswer } }, async (request) => {
    return ok(await cart.remFromCart(request.auth!, request.body, mutation(request)));
  });

  app.post("/v100/cart/addCartNotes", { config: { access: access.customer }, schema: { tags, body: cartNotesFormSchema, response: cartAnswer } }, async (request) => {
    return ok(await cart.addCartNotes(request.auth!, request.body, mutation(request)));
  });

  app.post("/v100/cart/updateNoteCliente", { config: { access: access.customer }, schema: { tags, querystring: noteClienteQuerySchema, response: cartAnswer } }, async (request) => {
    return ok(await cart.updateNoteCliente(request.auth!, request.query, mutation(request)));
  });

  app.post("/v100/cart/changeOrderPriority", { config: { access: access.customer }, schema: { tags, querystring: priorityQuerySchema, response: cartAnswer } }, async (request) => {
    return ok(await cart.changeOrderPriority(request.auth!, request.query.priority, mutation(request)));
  });

  app.post(
    "/v100/cart/cartCheckout",
    { config: { access: access.customer }, schema: { tags, body: checkoutFormSchema, response: { 200: okSchema(checkoutResultSchema) } } },
    async (request) => ok(await cart.checkout(request.auth!, request.body, headerToken(request, IDEMPOTENCY_HEADER))),
  );

  app.get(
    "/v100/cart/checkoutStatus",
    { config: { access: access.customer }, schema: { tags, querystring: checkoutStatusQuerySchema, response: { 200: okSchema(checkoutStatusSchema) } } },
    async (request, reply) => {
      reply.header("Cache-Control", "no-store");
      return ok(await cart.checkoutStatus(request.auth!, request.query.key));
    },
  );

  app.get("/v100/cart/updateCartChanges", { config: { access: access.customer, stateChanging: true }, schema: { tags, response: cartAnswer } }, async (request) => {
    return ok(await cart.updateCartChanges(request.auth!, mutation(request)));
  });

  app.get(
    "/v100/documents/getAverageDeparture",
    { config: { access: access.anyUser }, schema: { tags, response: { 200: okSchema(averageDepartureSchema) } } },
    async (request) => ok(cart.averageDeparture(request.auth!)),
  );
}
