// Returns (spec document 2: §3 Return DMS line, Return request, Return reason; §7 Returns). The
// wire keeps the spec's field names (dmsData in the DMS's snake case, requests in camel case).
import { z } from "zod";
import { intInRange } from "./int-field";
import { startFromField as startFrom } from "./paging";
import { returnMessages as m } from "../messages/returns";
import { INT4_MAX, isSaneIsoDate } from "../rules/safe-input";
import { FIRST_YEAR, RETURN_NOTE_MAX, RETURN_STATUSES, SIR_NOTE_MAX } from "../rules/returns";

export const returnStatusSchema = z.enum(RETURN_STATUSES);

export const returnReasonSchema = z.object({ rrId: z.number().int(), rrExtendedText: z.string() });
export type ReturnReason = z.infer<typeof returnReasonSchema>;

/** A delivery-note line the customer may return, with what was already asked on it. */
export const returnLineSchema = z.object({
  id_riga: z.number().int(),
  id_cliente: z.number().int(),
  rRagSoc: z.string(),
  precodice: z.string(),
  articolo: z.string(),
  descr_articolo: z.string(),
  quantita: z.number().int(),
  importo_riga: z.number(),
  note_agg: z.string(),
  td_bolla: z.string(),
  num_bolla: z.number().int(),
  data_bolla: z.string(),
  riga_bolla: z.number().int(),
  tipo_doc: z.string().nullable(),
  num_doc: z.number().int().nullable(),
  data_doc: z.string().nullable(),
  td_fatt: z.string().nullable(),
  num_fatt: z.number().int().nullable(),
  data_fatt: z.string().nullable(),
  vu_lordo: z.number(),
  vu_netto: z.number(),
  /** Deposit per piece (prezzoCauzione) charged with the line; 0: none. */
  cauzione: z.number(),
  /** Quantity already asked back (refused and withdrawn requests excluded). */
  qta_resa: z.number().int(),
  qta_rendibile: z.number().int(),
  /** Status of the latest request on the line; null: none. */
  status: returnStatusSchema.nullable(),
});
export type ReturnLine = z.infer<typeof returnLineSchema>;

export const creditNoteRefSchema = z.object({ idDoc: z.number().int(), docType: z.string(), number: z.number().int(), anno: z.number().int(), date: z.string(), netTotal: z.number() });

export const returnRequestSchema = z.object({
  rId: z.number().int(),
  rCreationTime: z.string(),
  rRagSoc: z.string(),
  uIdCliente: z.number().int(),
  username: z.string(),
  rPrecode: z.string(),
  rCode: z.string(),
  rDescr: z.string(),
  rQnt: z.number().int(),
  ...returnReasonSchema.shape,
  rNote: z.string(),
  sirNote: z.string(),
  status: returnStatusSchema,
  rOutboundDdtType: z.string(),
  rOutboundDdt: z.number().int(),
  rOutboundDdtDate: z.string(),
  rOutboundDdtRow: z.number().int(),
  rAuthCode: z.string().nullable(),
  rAuth: z.boolean().nullable(),
  /** The red mark (§4), computed with the company's calendar. */
  overdue: z.boolean(),
  creditNote: creditNoteRefSchema.nullable(),
  /** XX-999999 when the request is shown in its receiving year, closed at year end (help text). */
  yearEndDoc: z.string().nullable(),
  /** Photos of the part (GET /returns/:rId/photos/:n, n from 0); 0 in copies stored before them. */
  rPhotos: z.number().int().min(0).default(0),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

const idSchema = (msg: string) => intInRange(1, INT4_MAX, msg);
const yearSchema = intInRange(FIRST_YEAR, 2100, m.yearInvalid);
const isoDay = z.string().refine(isSaneIsoDate, { error: "Data non valida" });
const filterText = z.string().trim().max(60).optional();

export const returnListQuerySchema = z.object({
  startFrom,
  year: yearSchema.optional(),
  /** "Ricerca Tutto": contains, on code, description, DDT number. */
  q: filterText,
  articolo: filterText,
  numeroBolla: z.string().trim().regex(/^\d{0,9}$/, { error: "Numero bolla: solo cifre, senza prefisso" }).optional(),
  dataBollaStart: isoDay.optional(),
  dataBollaEnd: isoDay.optional(),
  /** Only lines with a return request (the returns list) or all returnable lines (new return). */
  onlyRequested: z.enum(["true", "false"]).optional(),
});
export type ReturnListQuery = z.input<typeof returnListQuerySchema>;

export const returnRequestsQuerySchema = z.object({
  startFrom,
  year: yearSchema.optional(),
  /** 49 (the first 50 pages) by default; "all": unlimited. */
  pageLimit: z.union([z.literal("all"), z.coerce.number().int().min(0).max(10_000)]).default(49),
});

const noteSchema = z.string().max(RETURN_NOTE_MAX, { error: m.noteTooLong }).default("");

export const addReturnSchema = z
  .object({
    rPrecode: z.string({ error: m.lineNotFound }).trim().min(1, { error: m.lineNotFound }).max(20),
    rCode: z.string({ error: m.lineNotFound }).trim().min(1, { error: m.lineNotFound }).max(40),
    rQnt: z.coerce.number({ error: m.qtyRequired }).int({ error: m.qtyRequired }).min(1, { error: m.qtyMin }).max(100_000, { error: m.qtyRequired }),
    rOutboundDdtType: z.string({ error: m.lineNotFound }).trim().min(1, { error: m.lineNotFound }).max(10),
    rOutboundDdt: idSchema(m.lineNotFound),
    rOutboundDdtDate: z.string({ error: m.lineNotFound }).refine(isSaneIsoDate, { error: m.lineNotFound }),
    rOutboundDdtRow: idSchema(m.lineNotFound),
    rNote: noteSchema,
    rrId: z.coerce.number({ error: m.reasonRequired }).int({ error: m.reasonRequired }).min(1, { error: m.reasonRequired }).max(INT4_MAX, { error: m.reasonUnknown }),
  })
  .strip();
export type AddReturn = z.input<typeof addReturnSchema>;

const boolish = z.union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")], { error: m.decisionRequired });

export const handleReturnSchema = z.object({
  rId: idSchema(m.requestNotFound),
  rAuth: boolish,
  sirNote: z.string().trim().max(SIR_NOTE_MAX, { error: m.noteTooLong }).default(""),
});
export type HandleReturn = z.input<typeof handleReturnSchema>;

/** Resend and withdraw take the request record; only its id matters. */
export const returnRefSchema = z.object({ rId: idSchema(m.requestNotFound) }).passthrough();

/** GET /returns/:rId/photos/:n: n counts from 0 (at most 5 photos). */
export const returnPhotoParamsSchema = z.object({
  rId: idSchema(m.requestNotFound),
  n: intInRange(0, 4, m.photoNotFound),
});
