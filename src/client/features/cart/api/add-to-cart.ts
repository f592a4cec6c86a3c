import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { addToCartBodySchema } from "../../../../shared/contract/cart";
import type { ProductRef, ProductRow } from "../../../../shared/contract/product";
import { ErrorCode } from "../../../../shared/contract/envelope";
import { cartMessages } from "../../../../shared/messages/cart";
import { validateQuantity } from "../../../../shared/rules/quantity-rule";
import { addToCartBlockReason } from "../../../../shared/rules/availability";
import type { CodedArticleDialogProps } from "../../../components/coded-article-dialog";
import { offlineMessages } from "../../../../shared/messages/offline";
import type { QueuedRequest } from "../../../offline/db";
import type { EditInput } from "../../../offline/outbox";
import { cartEdit, cartEditKind, cartIdOnScreen, productCode, refOf, submitCartEdit } from "./cart-edits";
import { setQuantityEdit } from "./set-cart-quantity";
import { useSessionSync } from "../../../offline/session-sync";

export interface AddToCartInput {
  row: ProductRow;
  qty: number;
  note?: string;
  /** false sets the quantity instead of adding to it (the cart's quantity field). */
  append?: boolean;
}

/** POST /cart/addToCart: the product with its quantity added to the line's (the one place this request is built). */
export function addRequest(row: ProductRef, qty: number, note: string): QueuedRequest {
  const json: z.input<typeof addToCartBodySchema> = { ...refOf(row), qntRichiesta: qty, noteCliente: note };
  return { method: "POST", path: "/cart/addToCart", json };
}

/** Adding a product from a product table (adds to the quantity already in the cart). */
export function addEdit(cId: number | null, row: ProductRow, qty: number, note: string): EditInput {
  return cartEdit({ kind: cartEditKind.add, cId, row, qty, noteCliente: note }, offlineMessages.editAdd(productCode(row), qty), addRequest(row, qty, note));
}

const keyOf = (row: { precodice: string; codice: string }) => `${row.precodice}/${row.codice}`;

/** The reason the client refuses before asking the server (same shared rules as the server), or null. */
export function addToCartPrecheck(row: ProductRow, qty: number): string | null {
  const q = validateQuantity(row.precodice, row.codice, qty);
  if (!q.ok) return q.message;
  return addToCartBlockReason(row, qty);
}

/**
 * Add to cart from any product table (search, promo detail, catalogue landing).
 *
 * Contract for the consumer:
 *   const cart = useAddToCart();
 *   <ProductTable onAdd={cart.addRow} isAdding={cart.isPending} />
 *   <CodedArticleDialog {...cart.codedDialog} />   // from src/client/components/coded-article-dialog
 *
 * add() resolves true once the product is in the cart (success message shown, the cart in the
 * header updated) — the caller then fades the row out (REMOVE_AFTER_ADD_MS). A coded article
 * without a VIN (errorCode 7) opens the dialog; adding from the dialog resolves a second add()
 * and calls onAdded(row) so the caller can fade the row there too.
 */
export function useAddToCart(options: { onAdded?: (row: ProductRow) => void } = {}) {
  const qc = useQueryClient();
  const sync = useSessionSync();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const [coded, setCoded] = useState<AddToCartInput | null>(null);
  const inFlight = useRef(new Set<string>());
  const onAdded = useRef(options.onAdded);
  useEffect(() => {
    onAdded.current = options.onAdded;
  });

  const add = useCallback(
    async (input: AddToCartInput): Promise<boolean> => {
      const key = keyOf(input.row);
      if (inFlight.current.has(key)) return false; // a second click while the first is on its way
      const refused = addToCartPrecheck(input.row, input.qty);
      if (refused) {
        notify.error(`${cartMessages.addFailed}: ${refused}`);
        return false;
      }
      inFlight.current.add(key);
      setPending(new Set(inFlight.current));
      try {
        // Through the offline outbox: without network the product is added on the device
        // ('in attesa di connessione') and reaches the server when the connection returns.
        const cId = cartIdOnScreen(qc);
        const note = input.note ?? "";
        const queuedEdit =
          input.append === false
            ? setQuantityEdit(cId, { precodice: input.row.precodice, codice: input.row.codice, qty: input.qty, noteCliente: note }, input.row)
            : addEdit(cId, input.row, input.qty, note);
        const result = await submitCartEdit(sync, queuedEdit);
        if (result.queued) notify.info(offlineMessages.edited);
        else notify.success(cartMessages.added);
        return true;
      } catch (err) {
        if (err instanceof ApiError && err.errorCode === ErrorCode.codedArticle) setCoded(input);
        else notify.error(err instanceof ApiError ? `${cartMessages.addFailed}: ${err.message}` : cartMessages.addFailed);
        return false;
      } finally {
        inFlight.current.delete(key);
        setPending(new Set(inFlight.current));
      }
    },
    [qc, sync],
  );

  /** A product table's onAdd: add(), then onAdded(row) once the product is in the cart, as from the dialog. */
  const addRow = useCallback(
    async (row: ProductRow, qty: number, note: string): Promise<boolean> => {
      const ok = await add({ row, qty, note });
      if (ok) onAdded.current?.(row);
      return ok;
    },
    [add],
  );

  const isPending = useCallback((row: { precodice: string; codice: string }) => pending.has(keyOf(row)), [pending]);

  const codedDialog: CodedArticleDialogProps = useMemo(
    () => ({
      open: coded !== null,
      product: coded ? { precodice: coded.row.precodice, codice: coded.row.codice, description: coded.row.description } : null,
      initialNote: coded?.note ?? "",
      pending: coded ? pending.has(keyOf(coded.row)) : false,
      onCancel: () => setCoded(null),
      onSubmit: async (note: string) => {
        if (!coded) return;
        const input = { ...coded, note };
        if (await add(input)) {
          setCoded(null);
          onAdded.current?.(input.row);
        }
      },
    }),
    [coded, pending, add],
  );

  return { add, addRow, isPending, codedDialog };
}
