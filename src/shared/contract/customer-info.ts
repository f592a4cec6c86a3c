// Customer profile (spec document 2: cNumTecnici, cNumAccettatori, cNumPonti, cMarcaOlio,
// cServizioGomme) and the first-login status. One schema validates the form and the server.
import { z } from "zod";
import { intInRange } from "./int-field";
import { customerInfoMessages as m } from "../messages/customer-info";
import { OIL_BRANDS, OIL_OTHER_MAX, PROFILE_COUNT_MAX } from "../rules/customer-profile";

export const censimentoStatusSchema = z.enum(["MISSING", "TO_UPDATE", "OK", "NOT_REQUIRED"]);
export type CensimentoStatus = z.infer<typeof censimentoStatusSchema>;

const count = (label: string, min: number) =>
  intInRange(min, PROFILE_COUNT_MAX, m.countRequired(label, min));

export const customerInfoRequestSchema = z
  .object({
    cNumTecnici: count(m.numTecnici, 1).default(1),
    cNumAccettatori: count(m.numAccettatori, 0).default(1),
    cNumPonti: count(m.numPonti, 0).default(1),
    cMarcaOlio: z.enum(OIL_BRANDS, { error: m.marcaOlioRequired }),
    cMarcaOlioAltro: z
      .string()
      .trim()
      .max(OIL_OTHER_MAX, { error: m.marcaOlioAltroTooLong })
      .nullish()
      .transform((v) => v ?? ""),
    cServizioGomme: z
      .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"])])
      .optional()
      .transform((v) => v === true || v === "true" || v === "on" || v === "1"),
  })
  .superRefine((v, ctx) => {
    if (v.cMarcaOlio === "Altro" && !v.cMarcaOlioAltro) {
      ctx.addIssue({ code: "custom", path: ["cMarcaOlioAltro"], message: m.marcaOlioAltroRequired });
    }
  })
  // The free text belongs to "Altro" only.
  .transform((v) => ({ ...v, cMarcaOlioAltro: v.cMarcaOlio === "Altro" ? v.cMarcaOlioAltro : null }));
export type CustomerInfoRequest = z.input<typeof customerInfoRequestSchema>;

export const customerInfoSchema = z.object({
  idCliente: z.number(),
  status: z.enum(["MISSING", "TO_UPDATE", "OK"]),
  cNumTecnici: z.number(),
  cNumAccettatori: z.number(),
  cNumPonti: z.number(),
  cMarcaOlio: z.enum(OIL_BRANDS).nullable(),
  cMarcaOlioAltro: z.string().nullable(),
  cServizioGomme: z.boolean(),
  /** ISO instant of the last save, null when MISSING. */
  updatedAt: z.string().nullable(),
});
export type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** A row of the staff table (GET /registration/getCustomersInfo). */
export const customerInfoRowSchema = customerInfoSchema.extend({
  ragioneSociale: z.string(),
  city: z.string().nullable(),
  province: z.string().nullable(),
});
export type CustomerInfoRow = z.infer<typeof customerInfoRowSchema>;
export const customerInfoRowsSchema = z.array(customerInfoRowSchema);
