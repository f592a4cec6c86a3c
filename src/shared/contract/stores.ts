// Catalogue store and tyre store (spec document 2: §2, §3 Catalogue search result, §7).
import { z } from "zod";
import { productRowSchema } from "./product";
import { storeMessages as m } from "../messages/workshop-tools";

export const LANDING_PAGE_SIZE = 15;

export const storeUrlSchema = z.string().min(1);

export const getCookieQuerySchema = z.object({ token: z.string({ error: m.tokenInvalid }).min(16, { error: m.tokenInvalid }).max(200, { error: m.tokenInvalid }) });

export const landingQuerySchema = z.object({
  sessionKey: z.string({ error: m.sessionInvalid }).min(16, { error: m.sessionInvalid }).max(200, { error: m.sessionInvalid }),
  token: z.string({ error: m.tokenInvalid }).min(16, { error: m.tokenInvalid }).max(200, { error: m.tokenInvalid }),
});

/** A part handed back by the catalogue store, as this customer sees it. */
export const landingRowSchema = productRowSchema.extend({ qntRichiesta: z.number(), availabilityPending: z.boolean() });
export type LandingRow = z.infer<typeof landingRowSchema>;
export const landingAnswerSchema = z.object({ rows: z.array(landingRowSchema), notFound: z.array(z.string()) });
export type LandingAnswer = z.infer<typeof landingAnswerSchema>;

export const landingAddSchema = z.object({
  sessionKey: landingQuerySchema.shape.sessionKey,
  precodice: z.string().min(1).max(20),
  codice: z.string().min(1).max(60),
  qntRichiesta: z.union([z.number(), z.string()]),
});
