// Every JSON answer of the v100 API is this envelope (DESIGN.md, The API).
import { z } from "zod";

export interface Envelope<T> {
  data: T | null;
  error: string | null;
  errorCode: number | null;
  pagination?: { last: boolean };
}

export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullable(),
    error: z.string().nullable(),
    errorCode: z.number().nullable(),
    pagination: z.object({ last: z.boolean() }).optional(),
  });

// errorCode values beyond the HTTP status, shared with the client.
export const ErrorCode = {
  validation: 1,
  unauthenticated: 2,
  forbidden: 3,
  notFound: 4,
  conflict: 5,
  throttled: 6,
  codedArticle: 7, // spec: add to cart of a coded article without VIN
  businessRule: 8,
  notYetAvailable: 9,
  upstream: 10, // an outside system (supplier, IAM, …) did not answer
  identityChanged: 11, // an offline edit sent under another user's session (EDIT_IDENTITY_HEADER)
  server: 99,
} as const;
