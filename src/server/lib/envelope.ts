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
