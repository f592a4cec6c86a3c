import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  addToCartBodySchema,
  addToCartQuerySchema,
  cartNotesFormSchema,
  checkoutFormSchema,
  checkoutStatusQuerySchema,
  headerTokenSchema,
  IDEMPOTENCY_HEADER,
  MUTATION_ID_HEADER,
  noteClienteQuerySchema,
  priorityQuerySchema,
  remFromCartBodySchema,
} from "../../../shared/contract/cart";
import { access } from "../../lib/access-rule";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import type { CartService } from "./service";

/** An optional token header (X-Mutation-Id, Idempotency-Key), validated when present. */
function headerToken(request: FastifyRequest, name: string): string | undefined {
  const raw = request.headers[name];
  if (raw === undefined || raw === "") return undefined;
  return validate(headerTokenSchema, Array.isArray(raw) ? raw[0] : raw);
}

export function cartRoutes(app: FastifyInstance, cart: CartService): void {
  const mutation = (request: FastifyRequest) => headerToken(request, MUTATION_ID_HEADER);

  app.get("/v100/cart/myCart", { config: { access: access.customer } }, async (request, reply) => {
    reply.header("Cache-Control", "no-store");
    return ok(await cart.myCart(request.auth!));
  });

  app.get("/v100/cart/closeCart", { config: { access: access.customer, stateChanging: true } }, async (request) => {
    return ok(await cart.closeCart(request.auth!, mutation(request)));
  });

  app.post("/v100/cart/addToCart", { config: { access: access.customer } }, async (request) => {
    const { append } = validate(addToCartQuerySchema, request.query);
    const body = validate(addToCartBodySchema, request.body);
    const input = {
      precodice: body.precodice,
      codice: body.codice,
      qty: body.qntRichiesta ?? body.quantitaRichiesta,
      noteCliente: body.noteCliente,
      append,
    };
    return ok(await cart.addToCart(request.auth!, input, mutation(request)));
  });

  app.post("/v100/cart/remFromCart", { config: { access: access.customer } }, async (request) => {
    const ref = validate(remFromCartBodySchema, request.body);
    return ok(await cart.remFromCart(request.auth!, ref, mutation(request)));
  });

  app.post("/v100/cart/addCartNotes", { config: { access: access.customer } }, async (request) => {
    const notes = validate(cartNotesFormSchema, request.body);
    return ok(await cart.addCartNotes(request.auth!, notes, mutation(request)));
  });

  app.post("/v100/cart/updateNoteCliente", { config: { access: access.customer } }, async (request) => {
    const q = validate(noteClienteQuerySchema, request.query);
    return ok(await cart.updateNoteCliente(request.auth!, q, mutation(request)));
  });

  app.post("/v100/cart/changeOrderPriority", { config: { access: access.customer } }, async (request) => {
    const { priority } = validate(priorityQuerySchema, request.query);
    return ok(await cart.changeOrderPriority(request.auth!, priority, mutation(request)));
  });

  app.post("/v100/cart/cartCheckout", { config: { access: access.customer } }, async (request) => {
    const form = validate(checkoutFormSchema, request.body);
    return ok(await cart.checkout(request.auth!, form, headerToken(request, IDEMPOTENCY_HEADER)));
  });

  app.get("/v100/cart/checkoutStatus", { config: { access: access.customer } }, async (request, reply) => {
    const { key } = validate(checkoutStatusQuerySchema, request.query);
    reply.header("Cache-Control", "no-store");
    return ok(await cart.checkoutStatus(request.auth!, key));
  });

  app.get("/v100/cart/updateCartChanges", { config: { access: access.customer, stateChanging: true } }, async (request) => {
    return ok(await cart.updateCartChanges(request.auth!, mutation(request)));
  });

  app.get("/v100/documents/getAverageDeparture", { config: { access: access.anyUser } }, async (request) => ok(cart.averageDeparture(request.auth!)));
}
