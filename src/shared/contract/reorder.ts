// Reorder in one tap (issue 23 part 2, docs/decisions/0032): recently bought parts, the answer of
// "Riordina" on a sent order, and the availability of the open missing lines.
import { z } from "zod";
import { intInRange } from "./int-field";
import { namedProductFields, productRowSchema } from "./product";
import { cartSchema } from "./cart";
import { orderIdentSchema } from "./orders";
import { reorderMessages as m } from "../messages/reorder";
import { RECENT_PURCHASES_DEFAULT, RECENT_PURCHASES_MAX } from "../rules/reorder";

export const recentPurchasesQuerySchema = z.object({
  limit: intInRange(1, RECENT_PURCHASES_MAX, m.badLimit).default(RECENT_PURCHASES_DEFAULT),
});

export const recentPurchaseSchema = z.object({
  product: productRowSchema, // as the customer sees it today: current net price and stock
  lastDate: z.string(), // yyyy-mm-dd (Rome) of the last order with the part
  lastQty: z.number(), // the quantity of that order
});
export type RecentPurchase = z.infer<typeof recentPurchaseSchema>;
export const recentPurchasesSchema = z.array(recentPurchaseSchema);

/** POST /orders/:tipoDoc/:numeroDoc/:anno/reorder: the order named as in /orders/orderDetails. */
export const reorderParamsSchema = orderIdentSchema;

export const reorderLineSchema = z.object({
  riga: z.number(),
  ...namedProductFields,
  qty: z.number(),
});

export const reorderRefusedSchema = reorderLineSchema.extend({
  reason: z.string(),
  substitutes: z.array(productRowSchema), // orderable today, as the customer sees them
});
export type ReorderRefused = z.infer<typeof reorderRefusedSchema>;

export const reorderResultSchema = z.object({
  cart: cartSchema,
  added: z.array(reorderLineSchema.extend({ lineQty: z.number() })),
  refused: z.array(reorderRefusedSchema),
});
export type ReorderResult = z.infer<typeof reorderResultSchema>;

/** GET /missing/availability: each open missing line of the customer with the product today. */
export const missingAvailabilitySchema = z.array(
  z.object({
    id: z.number(),
    qty: z.number(),
    product: productRowSchema.nullable(), // null: no longer in the catalogue
    available: z.boolean(),
    reason: z.string().nullable(), // why it cannot be added now
  }),
);
export type MissingAvailability = z.infer<typeof missingAvailabilitySchema>;
