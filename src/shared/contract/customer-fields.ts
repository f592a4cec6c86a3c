// The customer a row of an answer is about, spread where its fields stand so every answer keeps
// its field order.
import { z } from "zod";

/** By the spec's names on the staff consoles (obsolete discounts, tracking, visit reports): the customer's id and business name. */
export const rowCustomerFields = { uIdCliente: z.number(), ragSoc: z.string() };

/** The customer of a user, or of an audit entry (the spec's User names): null for staff. */
export const userCustomerFields = { idCliente: z.number().nullable(), ragioneSociale: z.string().nullable() };

/** Spec §3 Customer as the pickers list it (agents' customers, promo targets, impersonation): id and business name. */
export const customerNameFields = { customerId: z.number(), businessName: z.string() };
