// Fields of the list filters (orders, delivery notes): optional trimmed text and ISO dates.
import { z } from "zod";
import { FILTER_TEXT_MAX } from "../rules/limits";
import { isSaneIsoDate } from "../rules/safe-input";
import { ordersMessages } from "../messages/orders";

export const filterText = z
  .string()
  .trim()
  .max(FILTER_TEXT_MAX, { error: ordersMessages.filterTooLong })
  .optional()
  .transform((v) => (v ? v : undefined));

export const filterIsoDate = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v.slice(0, 10) : undefined))
  .refine((v) => v === undefined || isSaneIsoDate(v), { error: ordersMessages.badDate });
