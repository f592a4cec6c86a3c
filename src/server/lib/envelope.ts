import { z } from "zod";
import type { Envelope } from "../../shared/contract/envelope";

/** A successful answer (an Envelope<T> with data set and no error). */
export interface OkEnvelope<T> extends Envelope<T> {
  data: T;
  error: null;
  errorCode: null;
}

export function ok<T>(data: T): OkEnvelope<T> {
  return { data, error: null, errorCode: null };
}

export function paged<T>(data: T, last: boolean): OkEnvelope<T> & { pagination: { last: boolean } } {
  return { data, error: null, errorCode: null, pagination: { last } };
}

/** The schema of a route's 200 answer built by ok(): the envelope around the shared contract's data schema. */
export function okSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, error: z.null(), errorCode: z.null() });
}

/** The schema of a route's 200 answer built by paged(). */
export function pagedSchema<T extends z.ZodType>(data: T) {
  return z.object({ data, error: z.null(), errorCode: z.null(), pagination: z.object({ last: z.boolean() }) });
}

/**
 * A 200 answer that is a file (PDF, CSV, image…), not the JSON envelope: declared for the OpenAPI
 * document only; a Buffer or stream answer never goes through the JSON serialiser.
 */
export function fileAnswer(contentType: string | string[], description: string) {
  const types = Array.isArray(contentType) ? contentType : [contentType];
  // Typed as unknown for the handlers: they send a Buffer or a stream, never a JSON value.
  const schema = z.string().meta({ format: "binary" }) as unknown as z.ZodType<unknown>;
  return { 200: { description, content: Object.fromEntries(types.map((t) => [t, { schema }])) } };
}

/** A file field of a multipart form, for the OpenAPI document. */
export const binaryField = z.string().meta({ format: "binary" });

/**
 * A multipart/form-data body, declared for the OpenAPI document: the form is read by the upload
 * reader (lib/upload.ts) and its fields checked in the handler, so the validator lets it through
 * (plugins/openapi.ts). `json` adds the JSON body the same route also takes, checked by the handler
 * with the same schema as the form's fields.
 */
export function multipartBody<F extends z.ZodType, J extends z.ZodType = never>(fields: F, json?: J) {
  return {
    content: {
      "multipart/form-data": { schema: fields },
      ...(json ? { "application/json": { schema: json } } : {}),
    },
  };
}

/** A 303 redirect answer (no body): where the browser goes is in Location. */
export function redirectAnswer(description: string) {
  return { 303: z.null().meta({ description, headers: { Location: { type: "string", description: "L'indirizzo a cui il browser prosegue" } } }) };
}

/** A multipart form with one file in the field "file" (CSV uploads, promo media). */
export function singleFileBody(description: string) {
  return multipartBody(z.object({ file: z.string().meta({ format: "binary", description }) }));
}

/** A multipart form of fields and up to `max` images in attachement0..n (the quote, a return). */
export function imageFormBody<F extends z.ZodObject>(fields: F, max: number, json?: z.ZodType) {
  const images = Object.fromEntries(Array.from({ length: max }, (_, i) => [`attachement${i}`, z.string().meta({ format: "binary", description: "Un'immagine (JPEG, PNG o WebP)" }).optional()]));
  return multipartBody(z.object({ ...fields.shape, ...images }), json);
}

/** A JSON body the handler (or its service) checks itself, in its own order: declared for the document. */
export function handlerCheckedBody<T extends z.ZodType>(schema: T) {
  return { content: { "application/json": { schema } } };
}

/** The 304 answer (no body), for the OpenAPI document; the ETag is in the header of both answers. */
export const notModifiedAnswer = z.null().meta({
  description: "Nulla è cambiato rispetto all'ETag inviato in If-None-Match: nessun corpo",
  headers: { ETag: { type: "string", description: "Il validatore della risposta, da rimandare in If-None-Match" } },
});
