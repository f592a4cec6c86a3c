// Tracking console (returns-documents-admin §3 Order (tracking view), Tracking payload; §7 Tracking)
// and the tracking shown to the customer on orders and delivery notes.
import { z } from "zod";
import { rowCustomerFields } from "./customer-fields";
import { intInRange } from "./int-field";
import { trackingMessages as m } from "../messages/tracking";
import { findCourier } from "../rules/couriers";
import { isSaneIsoDate } from "../rules/safe-input";

/** An ISO date or date-time whose day is a real date; answers the instant as an ISO string. */
export const isoInstant = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required })
    .refine((v) => isSaneIsoDate(v.slice(0, 10)) && !Number.isNaN(Date.parse(v)), { error: m.badDate });

const text = (max: number, required?: string) =>
  required ? z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: m.textTooLong }) : z.string().trim().max(max, { error: m.textTooLong });

export const trackingCustomerQuerySchema = z.object({
  // "The default customer id of the spec (not shown) is decided: all customers" — 0 or absent.
  uIdCliente: intInRange(0, 99_999_999, m.badCustomer).optional(),
});

export const trackingPayloadSchema = z
  .object({
    dataShipped: isoInstant(m.shippedRequired),
    dataEstimatedDelivery: isoInstant(m.deliveryRequired),
    tracking: text(60, m.trackingRequired),
    service: text(60, m.courierRequired).refine((v) => findCourier(v) !== undefined, { error: m.courierUnknown }),
    parcelNumber: text(40).nullish(),
    webOrderCode: text(40, m.orderRequired),
    cCheckoutTime: z.string().max(40).nullish(),
  })
  .refine((p) => Date.parse(p.dataEstimatedDelivery) >= Date.parse(p.dataShipped), { error: m.deliveryBeforeShipped, path: ["dataEstimatedDelivery"] });
export type TrackingPayload = z.input<typeof trackingPayloadSchema>;

/** What a customer sees of a shipment (orders, delivery notes). */
export const shipmentTrackingSchema = z.object({
  service: z.string(), // courier code
  tracking: z.string(),
  parcelNumber: z.string().nullable(),
  dataShipped: z.string().nullable(),
  dataEstimatedDelivery: z.string().nullable(),
});
export type ShipmentTracking = z.infer<typeof shipmentTrackingSchema>;

export const trackingOrderSchema = z.object({
  webOrderCode: z.string(),
  cCheckoutTime: z.string(), // when the order was sent, ISO
  dataShipped: z.string().nullable(),
  dataEstimatedDelivery: z.string().nullable(),
  parcelNumber: z.string().nullable(),
  service: z.string().nullable(),
  tracking: z.string().nullable(),
  // ours: whose order and its number
  ...rowCustomerFields,
  orderLabel: z.string(), // "OW 12/2026"
});
export type TrackingOrder = z.infer<typeof trackingOrderSchema>;

export const trackingRowReportSchema = z.object({
  line: z.number(),
  webOrderCode: z.string(),
  ok: z.boolean(),
  error: z.string().nullable(),
});

export const trackingCsvResultSchema = z.object({
  fileName: z.string(),
  applied: z.number(),
  mailsQueued: z.number(),
  rows: z.array(trackingRowReportSchema),
});
export type TrackingCsvResult = z.infer<typeof trackingCsvResultSchema>;
