// The cart and order sending of spec core-ordering §3, §4 and §7 (/v100/cart/*,
// /v100/documents/getAverageDeparture). Money in euro with two decimals on the wire.
import { z } from "zod";
import { INT4_MAX } from "../rules/safe-input";
import { productRefSchema, productRowSchema } from "./product";
import { ITEM_NOTE_MAX, OPERATOR_NOTE_MAX, ORDER_REF_MAX } from "../rules/limits";
import { cartMessages } from "../messages/cart";

/** A cart line: the product row at today's price for the effective customer, plus the line's own fields. */
export const cartLineSchema = productRowSchema.extend({
  qntRichiesta: z.number(),
  noteCliente: z.string(),
  /** Net unit price × quantity, euro. */
  totaleRiga: z.number(),
  /** Ours: deposit per piece (prezzoCauzione) × quantity, euro; its own amount, never in totaleRiga. */
  totaleCauzione: z.number(),
  /** What changed since the user last saw this line (price, orderability, availability), Italian; null when nothing. */
  variazione: z.string().nullable(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartSchema = z.object({
  cId: z.number(),
  netTotal: z.number(), // euro: sum of the rounded line totals
  depositTotal: z.number(), // ours, euro: sum of the lines' deposits (totaleCauzione), not in netTotal
  totaliArticoli: z.number(), // lines
  totaliQuantita: z.number(), // sum of quantities
  cNotes: z.string(), // note for operators
  cRifOrdCli: z.string(), // customer's order reference
  priorityOrder: z.boolean(), // urgent order
  productsList: z.array(cartLineSchema),
  // Ours, GET /cart/myCart only: of the ids named in X-Pending-Mutations, those this cart already
  // holds (an edit whose answer was lost). The client shows them once, not again over the cart.
  appliedMutations: z.array(z.string()).optional(),
});
export type Cart = z.infer<typeof cartSchema>;

const itemNote = z.string().max(ITEM_NOTE_MAX, { error: cartMessages.itemNoteTooLong });
const operatorNote = z.string().max(OPERATOR_NOTE_MAX, { error: cartMessages.operatorNoteTooLong });
const orderRef = z.string().trim().max(ORDER_REF_MAX, { error: cartMessages.orderRefTooLong });

/**
 * POST /cart/addToCart body: the product as the client has it (extra row fields are ignored); the
 * quantity travels as qntRichiesta (or quantitaRichiesta) and is checked by validateQuantity.
 */
export const addToCartBodySchema = productRefSchema.extend({
  qntRichiesta: z.unknown().optional(),
  quantitaRichiesta: z.unknown().optional(),
  noteCliente: itemNote.nullish(),
});
export type AddToCartBody = z.input<typeof addToCartBodySchema>;

export const addToCartQuerySchema = z.object({
  // append=false sets the quantity instead of adding to it.
  append: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => v !== "false" && v !== "0"),
});

export const remFromCartBodySchema = productRefSchema;

export const cartNotesFormSchema = z.object({
  cartNotes: operatorNote.optional().default(""),
  cRifOrdCli: orderRef.optional().default(""),
});

/** POST /cart/cartCheckout form: the notes as shown, and the cart the user is looking at. */
export const checkoutFormSchema = cartNotesFormSchema.extend({
  cId: z.coerce.number().int().positive().max(INT4_MAX).optional(),
});

export const noteClienteQuerySchema = productRefSchema.extend({
  noteCliente: itemNote.optional().default(""),
});

export const priorityQuerySchema = z.object({
  priority: z.enum(["true", "false", "1", "0"], { error: "priority: valore non valido" }).transform((v) => v === "true" || v === "1"),
});

/** Header carrying a client-made key for one series of send attempts of a cart. */
export const IDEMPOTENCY_HEADER = "idempotency-key";
/** Header carrying an offline edit's client mutation id. */
export const MUTATION_ID_HEADER = "x-mutation-id";
/**
 * Headers the outbox sends with every edit, checked by the server in the edit's own request (decision
 * 0013, amended in session 37), so no extra round trip asks first: the identity the edit belongs to
 * (sessionIdentity, URI-encoded), refused with errorCode identityChanged when the session is now
 * someone else's; and, for a cart edit, the cart it was made on, refused when that cart was sent or
 * replaced meanwhile.
 */
export const EDIT_IDENTITY_HEADER = "x-edit-identity";
export const EDIT_CART_HEADER = "x-edit-cart-id";
export const editCartHeaderSchema = z.coerce.number({ error: "Intestazione non valida" }).int({ error: "Intestazione non valida" }).positive({ error: "Intestazione non valida" });
export const headerTokenSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9._:-]{8,100}$/, { error: "Intestazione non valida" });

/** Header of GET /cart/myCart: the client's queued cart edits (comma-separated mutation ids). */
export const PENDING_MUTATIONS_HEADER = "x-pending-mutations";
/** At most this many ids are asked about; edits beyond them are shown as queued (the replay settles them). */
export const PENDING_MUTATIONS_MAX = 50;
export const pendingMutationsSchema = z
  .string()
  .transform((v) => v.split(",").map((id) => id.trim()).filter(Boolean))
  .pipe(z.array(headerTokenSchema).max(PENDING_MUTATIONS_MAX, { error: "Intestazione non valida" }));

export const checkoutResultSchema = z.object({
  hasWarning: z.boolean(),
  warningMessage: z.string().nullable(),
  webOrderCode: z.string().nullable(), // part1-part2, e.g. "2026-000123"
  tipoDoc: z.string().nullable(),
  numeroDoc: z.number().nullable(),
  anno: z.number().nullable(),
  /** The same order answered again (a repeated send). */
  repeated: z.boolean(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** GET /cart/checkoutStatus?key=: the order made with that Idempotency-Key, or nothing sent. */
export const checkoutStatusQuerySchema = z.object({ key: headerTokenSchema });
export const checkoutStatusSchema = z.object({ sent: z.boolean(), order: checkoutResultSchema.nullable() });
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const averageDepartureSchema = z.object({
  hour: z.number().nullable(),
  minute: z.number().nullable(),
  aMorningDepartureTime: z.string().nullable(),
  aEveningDepartureTime: z.string().nullable(),
  /**
   * Ours (not in the spec): the days from yesterday to 90 days ahead that the user's warehouse does
   * not work besides weekends (national holidays and company closures), "YYYY-MM-DD", ascending.
   * The countdown needs them; the holiday data stays on the server (decision 0024).
   */
  nonWorkingDays: z.array(z.string()).default([]),
});
export type AverageDepartureAnswer = z.infer<typeof averageDepartureSchema>;
