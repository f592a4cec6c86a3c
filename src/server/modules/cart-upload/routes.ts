import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { cartUploadAcceptedSchema, cartUploadQuerySchema, cartUploadStatusSchema } from "../../../shared/contract/cart-upload";
import { cartUploadMessages as m } from "../../../shared/messages/workshop-tools";
import { CART_UPLOAD_MAX_BYTES, CART_UPLOAD_SEPARATOR, sampleRows } from "../../../shared/rules/cart-upload";
import { access } from "../../lib/access-rule";
import { notModified } from "../../lib/conditional-get";
import { toCsv } from "../../lib/csv";
import { fileAnswer, notModifiedAnswer, ok, okSchema, singleFileBody } from "../../lib/envelope";
import { readUpload } from "../../lib/upload";
import { readCartFile } from "./parse";
import type { CartUploadService } from "./service";

const tags = ["cart-upload"];

export function cartUploadRoutes(server: FastifyInstance, uploads: CartUploadService): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  app.post("/v100/cart/addFromCSV",
    {
      config: { access: access.customer },
      // The file is multipart/form-data, read by readUpload.
      schema: { tags, querystring: cartUploadQuerySchema, body: singleFileBody("Il file CSV o Excel dei ricambi"), response: { 200: okSchema(cartUploadAcceptedSchema) } },
    },
    async (request) => {
    const { mode } = request.query;
    const file = await readUpload(request, CART_UPLOAD_MAX_BYTES, { notMultipart: m.notMultipart, missing: m.missing, tooLarge: m.tooLarge });
    return ok(await uploads.upload(request.auth!, await readCartFile(file, mode), mode));
  });

  // Polled every 10 seconds while the screen is open: the client sends back the ETag of the status
  // it holds and gets 304 while nothing changed (a 10,000-row summary is 1.4 MB of JSON).
  app.get(
    "/v100/cart/addFromCSVStatus/",
    { config: { access: access.customer }, schema: { tags, response: { 200: okSchema(cartUploadStatusSchema), 304: notModifiedAnswer } } },
    async (request, reply) => {
      reply.header("Cache-Control", "private, no-store");
      const { etag, status } = await uploads.status(request.auth!, (tag) => notModified(request, tag));
      reply.header("ETag", etag);
      // Fastify sends a 304 without a body, whatever is given.
      if (!status) return reply.code(304).send(null);
      return ok(status);
    },
  );

  /** A sample file of each format, with real products of the catalogue (by code, EAN and cross-reference). */
  app.get("/v100/cart/addFromCSVSample",
    { config: { access: access.customer }, schema: { tags, querystring: cartUploadQuerySchema, response: fileAnswer("text/csv", "Un file di esempio nel formato scelto") } },
    async (request, reply) => {
    const { mode } = request.query;
    const products = await uploads.sampleProducts();
    const named = products.map((p, i) => ({ ...p, codice: i === 1 && p.ean ? p.ean : i === 2 && p.ref ? p.ref : p.codice, qty: i + 1 }));
    const rows = sampleRows(mode, named);
    const name = { CSV: "esempio-virgola.csv", SEMICOLON: "esempio-punto-e-virgola.csv", PIPE: "esempio-catalogo.txt" }[mode];
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${name}"`)
      .send(`\uFEFF${toCsv(rows, CART_UPLOAD_SEPARATOR[mode])}`);
  });
}
