// Search and the per-product lookups of spec core-ordering §4 and §7: GET /search,
// /search/suggestedProductList, /parts/availability, /parts/deliveryForecast (our name: the spec
// does not give the path), /AML|CLL|CLC/productAvailability and /iam/alternatives.
import { z } from "zod";
import { productKeyFields, productRowSchema, userStockFields } from "./product";
import { searchMessages } from "../messages/search";
import { checkSearchInput } from "../rules/search-input";

/** Most rows one search answers: exact matches first, then prefix matches. */
export const SEARCH_RESULT_LIMIT = 50;

const code = (max: number) =>
  z
    .string({ error: searchMessages.codeInvalid })
    .trim()
    .min(1, { error: searchMessages.codeInvalid })
    .max(max, { error: searchMessages.codeInvalid });

export const searchQuerySchema = z.object({
  searchString: z.string({ error: searchMessages.searchStringRequired }).transform((raw, ctx) => {
    const check = checkSearchInput(raw);
    if (!check.ok) {
      ctx.addIssue({ code: "custom", message: check.reason === "long" ? searchMessages.tooLong : searchMessages.minChars });
      return z.NEVER;
    }
    return check;
  }),
});

export const searchResultSchema = z.array(productRowSchema);

export const decodingTypeSchema = z.enum(["SOSTITUITO", "RIGENERATO"]);
export type DecodingType = z.infer<typeof decodingTypeSchema>;

// scDecType is repeated (scDecType=SOSTITUITO&scDecType=RIGENERATO); the spec writes "rigenerato"
// in lower case elsewhere, so the case is not significant. Absent means both.
export const suggestedQuerySchema = z.object({
  precodice: code(20),
  codice: code(60),
  scDecType: z
    .union([z.string(), z.array(z.string()).max(10)])
    .optional()
    .transform((v, ctx) => {
      const list = v === undefined ? ["SOSTITUITO", "RIGENERATO"] : Array.isArray(v) ? v : [v];
      const parsed = list.map((s) => decodingTypeSchema.safeParse(s.trim().toUpperCase()));
      if (parsed.some((p) => !p.success)) {
        ctx.addIssue({ code: "custom", message: "scDecType: valore non valido" });
        return z.NEVER;
      }
      return [...new Set(parsed.map((p) => p.data as DecodingType))];
    }),
});

export const suggestedRowSchema = productRowSchema.extend({ decodingType: decodingTypeSchema });
export type SuggestedRow = z.infer<typeof suggestedRowSchema>;
export const suggestedListSchema = z.array(suggestedRowSchema);

export const partsQuerySchema = z.object({ preCode: code(20), productCode: code(60) });

/** GET /parts/availability: our stock for the user's warehouses and the delivery-date message. */
export const partsAvailabilitySchema = z.object({
  ...productKeyFields,
  ...userStockFields,
  /** The availability message of the delivery-date lookup (spec §4), Italian. */
  message: z.string(),
  /** ISO date of the expected delivery or supplier arrival, when one is known. */
  expectedDate: z.string().nullable(),
});
export type PartsAvailability = z.infer<typeof partsAvailabilitySchema>;

export const forecastSchema = z.object({ warehouse: z.string(), qty: z.number(), expectedDate: z.string() });
export type Forecast = z.infer<typeof forecastSchema>;

/** GET /parts/deliveryForecast: supplier arrivals for a product short in stock (prefixes P and F). */
export const deliveryForecastSchema = z.object({
  ...productKeyFields,
  forecasts: z.array(forecastSchema),
  message: z.string(),
});
export type DeliveryForecast = z.infer<typeof deliveryForecastSchema>;

export const supplierSourceSchema = z.enum(["AML", "CLL", "CLC"]);

export const supplierQuerySchema = z.object({
  makerCode: code(20),
  productCode: code(60),
  token: z.string().max(500).optional(),
});

/** GET /AML|CLL|CLC/productAvailability: the supplier's own stock. */
export const supplierAvailabilitySchema = z.object({
  totalOrderable: z.number(),
  availabilityWarehouse: z.string(),
  primaryWarehouse: z.string(),
});
export type SupplierAvailability = z.infer<typeof supplierAvailabilitySchema>;

export const alternativesQuerySchema = z.object({ codice: code(60) });
export const alternativesSchema = z.array(productRowSchema);
