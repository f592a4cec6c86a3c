// CSV into the cart (spec document 2: §3 Cart upload status, §7 Cart CSV).
import { z } from "zod";
import { namedProductFields } from "./product";
import { cartUploadMessages as m } from "../messages/workshop-tools";
import { CART_UPLOAD_MODES } from "../rules/cart-upload";

export const cartUploadQuerySchema = z.object({ mode: z.enum(CART_UPLOAD_MODES, { error: m.badMode }) });

export const cartUploadAcceptedSchema = z.object({
  uploadId: z.number(),
  fileName: z.string(),
  rows: z.number(),
  /** Uploads of this user queued or running before this one. */
  ahead: z.number(),
});
export type CartUploadAccepted = z.infer<typeof cartUploadAcceptedSchema>;

export const uploadedProductSchema = z.object({
  ...namedProductFields,
  /** Pieces this upload added. */
  qntRichiesta: z.number(),
  /** Pieces in the cart after it. */
  qntCarrello: z.number(),
  /** Lines of the file that named it. */
  righe: z.array(z.number()),
});
export type UploadedProduct = z.infer<typeof uploadedProductSchema>;

/** A data row of the cart CSV as the file had it (§7 Cart CSV: code; quantity; prefix; note), as text. */
export const cartCsvCellsSchema = z.object({ codice: z.string(), quantita: z.string(), precodice: z.string(), note: z.string() });
export type CartCsvCells = z.infer<typeof cartCsvCellsSchema>;

/** A refused row: its line in the file, its cells (to correct and send again) and why. */
export const failedRowSchema = z.object({ riga: z.number(), ...cartCsvCellsSchema.shape, motivo: z.string() });
export type FailedRow = z.infer<typeof failedRowSchema>;

export const cartUploadStatusSchema = z.object({
  running: z.boolean(),
  /** Uploads waiting behind the running one. */
  queued: z.number(),
  startInst: z.string().nullable(),
  endInst: z.string().nullable(),
  fileName: z.string().nullable(),
  rows: z.number(),
  /** The last upload ended in error (nothing of it was applied). */
  failed: z.boolean(),
  resultCarts: z.array(z.object({ cId: z.number(), productsList: z.array(uploadedProductSchema) })),
  failedRows: z.array(failedRowSchema),
});
export type CartUploadStatus = z.infer<typeof cartUploadStatusSchema>;
