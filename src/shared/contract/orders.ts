// Order history (spec core-ordering §3 Order, Order filter; §7 /orders/*). Money in euro.
import { z } from "zod";
import { filterIsoDate, filterText } from "./filter-fields";
import { ordersMessages } from "../messages/orders";
import { isDateRangeReversed } from "../rules/safe-input";
import { shipmentTrackingSchema } from "./tracking";
import { articleLineSchema, linePriceSchema } from "./article-line";
import { ddtRefFields } from "./documents";

export const startFromSchema = z.object({
  startFrom: z.coerce.number({ error: ordersMessages.badStartFrom }).int({ error: ordersMessages.badStartFrom }).min(0, { error: ordersMessages.badStartFrom }).max(1_000_000).default(0),
});

const text = filterText;
const isoDate = filterIsoDate;

// All fields optional; an empty filter is the unfiltered list.
export const orderFilterSchema = z
  .object({
    articolo: text,
    numeroOrdine: text,
    notaOrdine: text,
    dataOrdineStart: isoDate,
    dataOrdineEnd: isoDate,
    notaRiga: text,
  })
  .refine((f) => !isDateRangeReversed(f.dataOrdineStart, f.dataOrdineEnd), { error: ordersMessages.badDateRange });
export type OrderFilter = z.input<typeof orderFilterSchema>;
export type OrderFilterParsed = z.output<typeof orderFilterSchema>;

export const orderStatusSchema = z.enum(["SENT", "IN_PROGRESS", "PARTIAL", "FULFILLED", "CANCELLED"]);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

export const orderSchema = z.object({
  tipoDoc: z.string(),
  numeroDoc: z.number(),
  anno: z.number(),
  dataDocumento: z.string(), // ISO date-time
  noteDoc: z.string(),
  rifOrdCli: z.string(),
  webOrderCode: z.string(),
  status: orderStatusSchema,
  priority: z.boolean(),
  netTotal: z.number(),
  depositTotal: z.number(), // ours, euro: the lines' deposits, not in netTotal
  righe: z.number(), // number of lines
  quantita: z.number(),
  quantitaEvasa: z.number(),
  quantitaDaEvadere: z.number(),
  details: z.null(), // loaded on demand with POST /orders/orderDetails
  tracking: shipmentTrackingSchema.nullable().optional(), // ours: set from the tracking console
});
export type Order = z.infer<typeof orderSchema>;

export const orderIdentSchema = z.object({
  tipoDoc: z.string().trim().min(1).max(10),
  numeroDoc: z.coerce.number().int().min(1).max(99_999_999),
  anno: z.coerce.number().int().min(2000).max(2100),
});
export type OrderIdent = z.infer<typeof orderIdentSchema>;

/** A delivery note that shipped (part of) the line. */
export const lineShipmentSchema = z.object({
  ...ddtRefFields,
  shipDate: z.string(),
  quantita: z.number(),
});

export const orderLineSchema = z.object({
  riga: z.number(),
  ...articleLineSchema.shape,
  quantitaEvasa: z.number(),
  quantitaDaEvadere: z.number(),
  ...linePriceSchema.shape,
  prezzoCauzione: z.number(), // deposit per piece when the order was sent, euro (0: none)
  totaleCauzione: z.number(), // ours: prezzoCauzione × quantita, euro; not in importo
  noteCliente: z.string(),
  spedizioni: z.array(lineShipmentSchema), // the DDTs that shipped it
  dataConsegnaPrevista: z.string().nullable(), // forecast of the missing quantity
});
export type OrderLine = z.infer<typeof orderLineSchema>;
