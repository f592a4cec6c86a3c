// Back office contracts (spec document 2 §3 User (registration), Stock config row, Price list
// upload result; §7 Registration, Reports, Price list). One schema validates the form and the server.
import { z } from "zod";
import { intInRange } from "./int-field";
import { registrationMessages as m, reportMessages as rm } from "../messages/backoffice";
import { roleSchema } from "./auth";
import { productKeyFields } from "./product";
import {
  ALLOWED_PROMO,
  DAY_SOLD_MAX,
  DAY_SOLD_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  STOCK_DAYS_MAX,
  STOCK_DAYS_MIN,
  STOCK_QTY_MAX,
  STOCK_QTY_MIN,
  STOCK_ROWS_MAX,
  WAREHOUSES,
} from "../rules/back-office";

const flag = z
  .union([z.boolean(), z.enum(["true", "false", "on", "1", "0"]), z.literal(1), z.literal(0)])
  .optional()
  .transform((v) => v === true || v === "true" || v === "on" || v === "1" || v === 1);

/** A numeric code; an empty or blank string is a missing one (not 0). */
const code = (msg: string) =>
  z.preprocess(
    (v) => (typeof v === "string" && v.trim() === "" ? undefined : v),
    intInRange(0, 2_147_483_647, msg),
  );

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;
const WAREHOUSE_CODES: string[] = WAREHOUSES.map((w) => w.code);

export const passwordSchema = z
  .string({ error: m.passwordRequired })
  .min(1, { error: m.passwordRequired })
  .min(PASSWORD_MIN, { error: m.passwordTooShort(PASSWORD_MIN) })
  .max(PASSWORD_MAX, { error: m.passwordTooLong(PASSWORD_MAX) });

const userFields = {
  uUsername: z
    .string({ error: m.usernameRequired })
    .trim()
    .min(1, { error: m.usernameRequired })
    .regex(/^[A-Za-z0-9._@-]{3,60}$/, { error: m.usernameInvalid }),
  uIdCliente: code(m.customerRequired).nullish(),
  uIdDestinazione: code(m.destinationRequired),
  uEmailsString: z
    .string({ error: m.emailRequired })
    .trim()
    .min(1, { error: m.emailRequired })
    .max(500, { error: m.emailInvalid })
    .refine((s) => s.split(";").map((a) => a.trim()).filter(Boolean).every((a) => EMAIL.test(a)), { error: m.emailInvalid })
    .transform((s) => s.split(";").map((a) => a.trim()).filter(Boolean).join(";")),
  uDepRifString: z
    .string({ error: m.warehousesRequired })
    .transform((s) => [...new Set(s.split("+").map((w) => w.trim()).filter(Boolean))].sort())
    .refine((list) => list.length > 0 && list.every((w) => WAREHOUSE_CODES.includes(w)), { error: m.warehousesRequired })
    .transform((list) => list.join("+")),
  uShowIAM: flag,
  uAllowedPromo: z.enum(ALLOWED_PROMO, { error: m.promoRequired }),
  uRole: roleSchema.default("USER"),
  uShowOnlyDestData: flag,
  uPrecodeGroup: z.string().trim().max(20).nullish().transform((v) => (v ? v : null)),
  uIsObsoleteSupplier: flag,
  osPrecodice: z.string().trim().max(20).nullish().transform((v) => (v ? v.toUpperCase() : null)),
  osDeliveryDays: z.coerce.number().int().min(1).max(365).nullish().catch(null),
  uShowGSUrl: flag,
  uDisabled: flag,
};

function refineUser(v: { uRole: string; uIdCliente?: number | null; uIsObsoleteSupplier: boolean; osPrecodice: string | null; osDeliveryDays?: number | null }, ctx: z.RefinementCtx) {
  if (v.uRole === "USER" && (v.uIdCliente === null || v.uIdCliente === undefined)) ctx.addIssue({ code: "custom", path: ["uIdCliente"], message: m.customerRequired });
  if (v.uIsObsoleteSupplier && !v.osPrecodice) ctx.addIssue({ code: "custom", path: ["osPrecodice"], message: m.osPrecodiceRequired });
  if (v.uIsObsoleteSupplier && !v.osDeliveryDays) ctx.addIssue({ code: "custom", path: ["osDeliveryDays"], message: m.osDeliveryDaysRequired });
}

/** The supplier fields belong to obsolete suppliers only. */
const tidy = <T extends { uIsObsoleteSupplier: boolean; osPrecodice: string | null; osDeliveryDays?: number | null }>(v: T) => ({
  ...v,
  osPrecodice: v.uIsObsoleteSupplier ? v.osPrecodice : null,
  osDeliveryDays: v.uIsObsoleteSupplier ? (v.osDeliveryDays ?? null) : null,
});

/** POST /registration: a password, or the welcome mail with the one-time link instead. */
export const registerUserSchema = z
  .object({ ...userFields, uPassword: z.string().max(PASSWORD_MAX).nullish(), sendWelcomeMail: flag })
  .superRefine((v, ctx) => {
    refineUser(v, ctx);
    if (!v.sendWelcomeMail) {
      const p = passwordSchema.safeParse(v.uPassword ?? "");
      if (!p.success) ctx.addIssue({ code: "custom", path: ["uPassword"], message: p.error.issues[0]!.message });
    }
  })
  .transform(tidy);
export type RegisterUserInput = z.input<typeof registerUserSchema>;
export type RegisterUser = z.output<typeof registerUserSchema>;

/** POST /registration/updateUserData: uId names the user; an empty password keeps the current one. */
export const updateUserSchema = z
  .object({ ...userFields, uId: z.coerce.number().int().positive(), uPassword: z.string().max(PASSWORD_MAX).nullish() })
  .superRefine((v, ctx) => {
    refineUser(v, ctx);
    if (v.uPassword) {
      const p = passwordSchema.safeParse(v.uPassword);
      if (!p.success) ctx.addIssue({ code: "custom", path: ["uPassword"], message: p.error.issues[0]!.message });
    }
  })
  .transform(tidy);
export type UpdateUser = z.output<typeof updateUserSchema>;

export const getUserDataQuerySchema = z.object({
  uUsername: z.string({ error: m.usernameRequired }).trim().min(1, { error: m.usernameRequired }).max(60),
  uIsObsoleteSupplier: flag,
});

export const registrationUserSchema = z.object({
  uId: z.number(),
  uUsername: z.string(),
  uIdCliente: z.number().nullable(),
  uIdDestinazione: z.number(),
  uEmailsString: z.string(),
  uDepRifString: z.string(),
  uShowIAM: z.boolean(),
  uAllowedPromo: z.enum(ALLOWED_PROMO),
  uRole: roleSchema,
  uShowOnlyDestData: z.boolean(),
  uPrecodeGroup: z.string().nullable(),
  uIsObsoleteSupplier: z.number(),
  osPrecodice: z.string().nullable(),
  osDeliveryDays: z.number().nullable(),
  uShowGSUrl: z.boolean(),
  uDisabled: z.boolean(),
  ragioneSociale: z.string().nullable(),
});
export type RegistrationUser = z.infer<typeof registrationUserSchema>;

export const registerResultSchema = z.object({ uId: z.number(), welcomeMailQueued: z.boolean() });
export const userPrecodeSchema = z.object({ upId: z.string(), upDesc: z.string() });
export const userPrecodesSchema = z.array(userPrecodeSchema);

export const setPasswordSchema = z.object({
  token: z.string().min(20).max(200),
  password: passwordSchema,
});

// Reports.
export const stockConfigRowSchema = z.object({
  qntaVendutaGreaterOrEqualTo: intInRange(STOCK_QTY_MIN, STOCK_QTY_MAX, rm.qtyRange),
  dayOfStock: intInRange(STOCK_DAYS_MIN, STOCK_DAYS_MAX, rm.dayStockRange),
});
export type StockConfigRow = z.infer<typeof stockConfigRowSchema>;
export const stockRowsSchema = z.array(stockConfigRowSchema, { error: rm.rowsRequired }).min(1, { error: rm.rowsRequired }).max(STOCK_ROWS_MAX);

export const stockQuerySchema = z.object({
  daySold: intInRange(DAY_SOLD_MIN, DAY_SOLD_MAX, rm.daySoldRange),
  dep: z
    .string({ error: rm.depRequired })
    .transform((d) => d.trim().padStart(2, "0"))
    .refine((d) => WAREHOUSE_CODES.includes(d), { error: rm.depRequired }),
  // The spec sends dayStock in the query too; the rows carry the days that apply (decision 0028).
  dayStock: z.coerce.number().int().min(STOCK_DAYS_MIN).max(STOCK_DAYS_MAX).optional().catch(undefined),
});

const isoDate = z
  .string({ error: rm.dateRequired })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: rm.dateRequired })
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), { error: rm.dateRequired });
export const searchReportQuerySchema = z
  .object({ startDate: isoDate, endDate: isoDate, part: z.enum(["searches", "noResults"]).default("searches") })
  .refine((v) => v.startDate <= v.endDate, { error: rm.dateOrder, path: ["endDate"] });

// Price list.
export const priceListRowSchema = z.object({
  numRiga: z.number(),
  ...productKeyFields,
  ean: z.string().nullable(),
  listino: z.number().nullable(),
  fee: z.number().nullable(),
  stato: z.enum(["NUOVO", "MODIFICATO", "INVARIATO"]),
});
export const notParsedRowSchema = z.object({ numRiga: z.number(), riga: z.string(), motivo: z.string() });
export const priceListResultSchema = z.object({
  loadId: z.number().nullable(),
  dryRun: z.boolean(),
  fileName: z.string(),
  adList: z.array(priceListRowSchema),
  notParsed: z.array(notParsedRowSchema),
  totals: z.object({ read: z.number(), loaded: z.number(), notParsed: z.number(), nuovi: z.number(), modificati: z.number(), invariati: z.number() }),
});
export type PriceListResult = z.infer<typeof priceListResultSchema>;
export const priceListLoadSchema = z.object({
  id: z.number(),
  at: z.string(),
  admin: z.string(),
  fileName: z.string(),
  rowsRead: z.number(),
  rowsChanged: z.number(),
  rowsNotParsed: z.number(),
  rolledBackAt: z.string().nullable(),
  /** The values it replaced are still kept: it can be rolled back once it is the latest. */
  undoable: z.boolean(),
});
export const priceListLoadsSchema = z.array(priceListLoadSchema);
export const loadIdParamsSchema = z.object({ loadId: z.coerce.number().int().positive().max(2_147_483_647) });

// Reports run as a job (decision 0028): the kind and its parameters, then the state while it runs.
export const REPORT_KINDS = ["stock", "searches", "noResults"] as const;
export const reportKindSchema = z.enum(REPORT_KINDS, { error: rm.failed });
export const reportStartSchema = z.object({ kind: reportKindSchema }).passthrough();
export const reportIdParamsSchema = z.object({ id: z.coerce.number().int().positive() });
export const reportStatusSchema = z.object({
  id: z.number(),
  kind: reportKindSchema,
  status: z.enum(["queued", "running", "done", "failed"]),
  /** Rows written so far (the search report grows batch by batch). */
  rows: z.number(),
  error: z.string().nullable(),
  fileName: z.string().nullable(),
});
export type ReportKind = z.infer<typeof reportKindSchema>;
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** POST /admin/loadCSV?dryRun=1: check the file and show the result without loading it. */
export const loadCsvQuerySchema = z.object({ dryRun: z.enum(["0", "1", "true", "false"]).optional() });
/** POST /admin/loadCSV: the price list file (multipart field "file"). */
export const priceListUploadSchema = z.object({ file: z.string().meta({ format: "binary", description: "Il listino in CSV" }) });
