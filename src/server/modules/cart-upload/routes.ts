import type { FastifyInstance } from "fastify";
import { cartUploadQuerySchema } from "../../../shared/contract/cart-upload";
import { cartUploadMessages as m } from "../../../shared/messages/workshop-tools";
import { CART_UPLOAD_MAX_BYTES, CART_UPLOAD_SEPARATOR, sampleRows } from "../../../shared/rules/cart-upload";
import { access } from "../../lib/access-rule";
import { toCsv } from "../../lib/csv";
import { ok } from "../../lib/envelope";
import { readUpload } from "../../lib/upload";
import { validate } from "../../lib/validate";
import type { CartUploadService } from "./service";

export function cartUploadRoutes(app: FastifyInstance, uploads: CartUploadService): void {
  app.post("/v100/cart/addFromCSV", { config: { access: access.customer } }, async (request) => {
    const { mode } = validate(cartUploadQuerySchema, request.query);
    const file = await readUpload(request, CART_UPLOAD_MAX_BYTES, { notMultipart: m.notMultipart, missing: m.missing, tooLarge: m.tooLarge });
    return ok(await uploads.upload(request.auth!, file, mode));
  });

  app.get("/v100/cart/addFromCSVStatus/", { config: { access: access.customer } }, async (request, reply) => {
    reply.header("Cache-Control", "private, no-store");
    return ok(await uploads.status(request.auth!));
  });

  /** A sample file of each format, with real products of the catalogue (by code, EAN and cross-reference). */
  app.get("/v100/cart/addFromCSVSample", { config: { access: access.customer } }, async (request, reply) => {
    const { mode } = validate(cartUploadQuerySchema, request.query);
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
