// Quote request (spec document 2: §3 Quote form, §5, §7 Quote). The files travel as multipart
// parts attachement0..n (the spec's spelling); these are the text fields.
import { z } from "zod";
import { quoteMessages as m } from "../messages/workshop-tools";
import { IMAGE_TYPES, TELAIO_MAX } from "../rules/limits";
import { isVehicleId } from "../rules/vehicle-id";

export const QUOTE_BODY_MAX = 4000;
/** Types accepted (§5): checked by content on the server. */
export const QUOTE_IMAGE_TYPES = IMAGE_TYPES;

export const quoteFieldsSchema = z.object({
  telaio: z
    .string({ error: m.telaioRequired })
    .trim()
    .min(1, { error: m.telaioRequired })
    .max(TELAIO_MAX, { error: m.telaioTooLong })
    .refine(isVehicleId, { error: m.telaioFormat }),
  body: z.string({ error: m.bodyRequired }).trim().min(1, { error: m.bodyRequired }).max(QUOTE_BODY_MAX, { error: m.bodyTooLong }),
  mail: z.string().max(1000).optional(),
});
export type QuoteFields = z.infer<typeof quoteFieldsSchema>;

export const quoteRequestSchema = z.object({
  id: z.number(),
  telaio: z.string(),
  body: z.string(),
  createdAt: z.string(),
  status: z.enum(["SENT", "ANSWERED"]),
  images: z.array(z.string()),
  answeredAt: z.string().nullable().optional(),
  reply: z.string().nullable().optional(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
export const quoteListSchema = z.array(quoteRequestSchema);

/** The quote desk's view (ADMIN): every customer's requests, newest first. */
export const deskQuoteSchema = quoteRequestSchema.extend({
  customerId: z.number(),
  customerName: z.string().nullable(),
  username: z.string(),
  answeredBy: z.string().nullable(),
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;
export const deskQuoteListSchema = z.array(deskQuoteSchema);

export const quoteAnswerSchema = z.object({
  reply: z.string().trim().max(QUOTE_BODY_MAX, { error: m.replyTooLong }).optional().default(""),
});
export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;
