// GET /v100/orders/deliveryPromises/:tipoDoc/:numeroDoc/:anno (ours, issue 23): each order line's
// delivery promise as computed when the order was sent (docs/decisions/0033-delivery-promise.md).
import { z } from "zod";
import { productKeyFields } from "./product";

export const orderLinePromiseSchema = z.object({
  riga: z.number(),
  ...productKeyFields,
  /** "Parte col giro delle 11:30 – arriva oggi pomeriggio" and the like; null when not known. */
  promessa: z.string().nullable(),
});
export type OrderLinePromise = z.infer<typeof orderLinePromiseSchema>;

export const orderLinePromisesSchema = z.array(orderLinePromiseSchema);
