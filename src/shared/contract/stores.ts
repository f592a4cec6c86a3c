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

/** The parts the store hands back: one or more `item=CODE:QTY`. */
const itemsSchema = z.union([z.string(), z.array(z.string())]).optional();
/** GET /kromeda/return: the store's hand-back (a top-level navigation), answered with a redirect. */
export const storeReturnQuerySchema = z.object({
  sessionKey: z.string({ error: m.sessionInvalid }).min(16, { error: m.sessionInvalid }).max(200, { error: m.sessionInvalid }),
  item: itemsSchema,
});
/** GET /kromeda/productAvailability on the landing page. */
export const landingAvailabilityQuerySchema = landingAddSchema.pick({ sessionKey: true, precodice: true, codice: true });
/** The simulated catalogue store's page (no real store configured). */
export const kstoreSimulatorQuerySchema = z.object({ sessionKey: z.string().max(200), returnUrl: z.string().max(500), q: z.string().max(60).optional() });
/** The simulated store's "transfer to portal" button: items and their `qty_CODE` quantities. */
export const kstoreHandBackQuerySchema = z
  .object({ sessionKey: z.string({ error: m.sessionInvalid }).default(""), returnUrl: z.string({ error: m.sessionInvalid }).default(""), item: itemsSchema })
  .catchall(z.union([z.string(), z.array(z.string())]));
/** The simulated tyre store's page. */
export const gsSimulatorQuerySchema = z.object({ cliente: z.string().max(20).optional() });
