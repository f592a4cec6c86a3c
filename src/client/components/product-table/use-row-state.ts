// The state one product keeps while it is on screen: the quantity being typed (shared rule: a
// pack-size product rounds up to the next pack with a notice, other invalid input becomes 0), the
// item note, which lookups the user opened, the confirmation of an unlikely quantity, and the add
// action. Once added, the row takes no more input (it fades out of the search results).
import { useCallback, useMemo, useRef, useState } from "react";
import type { ProductRow } from "../../../shared/contract/product";
import { quantityRuleFor, resolveQuantityInput } from "../../../shared/rules/quantity-rule";
import { quantityConfirmationReasons } from "../../../shared/rules/quantity-confirmation";
import { addDisabledReason, addToCartBlockReason } from "../../../shared/rules/availability";
import { ITEM_NOTE_MAX } from "../../../shared/rules/limits";
import { searchMessages as m } from "../../../shared/messages/search";

export type AddHandler = (row: ProductRow, qty: number, note: string) => Promise<boolean>;

/** A quantity waiting for the user's confirmation, with the reasons to doubt it. */
export interface PendingConfirmation {
  qty: number;
  reasons: string[];
}

/**
 * focusAfterAdd: where the keyboard goes the moment an add starts (the search box on /home), so
 * the next code typed at once never lands in this row's quantity.
 */
export function useRowState(row: ProductRow, onAdd: AddHandler | undefined, focusAfterAdd?: () => void) {
  const rule = useMemo(() => quantityRuleFor(row.precodice, row.codice), [row.precodice, row.codice]);
  const disabledReason = addDisabledReason(row);
  const [qtyText, setQtyText] = useState(String(rule.min));
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [qtyNotice, setQtyNotice] = useState<string | null>(null);
  const [note, setNoteState] = useState("");
  // A coded article needs the VIN in the note: its note field starts open.
  const [noteOpen, setNoteOpen] = useState(row.requiresVin);
  const [alternativesOpen, setAlternativesOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  const [confirmation, setConfirmation] = useState<PendingConfirmation | null>(null);
  // One add at a time per row: Enter in the quantity and the button share this guard.
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);
  const inFlight = useRef(false);
  const done = useRef(false);

  /** Applies the quantity rule to what was typed (Enter, blur, add) and shows what it did. */
  const commitQty = useCallback((): number => {
    const r = resolveQuantityInput(row.precodice, row.codice, qtyText);
    setQtyError(r.error);
    setQtyNotice(r.notice);
    setQtyText(String(r.qty));
    return r.qty;
  }, [qtyText, row.precodice, row.codice]);

  const setQty = useCallback((text: string) => {
    if (inFlight.current || done.current) return; // an added row takes no more input
    // Digits only while typing; the rule is applied on Enter, blur or add.
    setQtyText(text.replace(/[^\d]/g, "").slice(0, 5));
    setQtyError(null);
    setQtyNotice(null);
  }, []);

  const setNote = useCallback((text: string) => setNoteState(text.slice(0, ITEM_NOTE_MAX)), []);

  const send = useCallback(
    async (q: number): Promise<boolean> => {
      if (!onAdd || inFlight.current || done.current) return false;
      inFlight.current = true;
      setPending(true);
      try {
        const ok = await onAdd(row, q, note);
        if (ok) {
          done.current = true;
          setAdded(true);
        }
        return ok;
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [onAdd, row, note],
  );

  const add = useCallback(async (): Promise<boolean> => {
    if (inFlight.current || done.current || !onAdd || disabledReason) return false;
    const q = commitQty();
    if (q === 0) {
      setQtyError((e) => e ?? m.quantityZero);
      return false;
    }
    const blocked = addToCartBlockReason(row, q);
    if (blocked) {
      setQtyError(blocked);
      return false;
    }
    const reasons = quantityConfirmationReasons({ qty: q, disp: row.disp, usualQty: row.usualQty });
    if (reasons.length > 0) {
      setConfirmation({ qty: q, reasons });
      return false;
    }
    focusAfterAdd?.();
    return send(q);
  }, [commitQty, onAdd, disabledReason, row, send, focusAfterAdd]);

  /** The user confirmed the doubtful quantity: add it as it is (the dialog then moves the focus). */
  const confirmAdd = useCallback(async (): Promise<boolean> => {
    const c = confirmation;
    setConfirmation(null);
    return c ? send(c.qty) : false;
  }, [confirmation, send]);

  const qty = Number(qtyText) || 0;
  return {
    rule,
    qtyText,
    qty,
    qtyError,
    qtyNotice,
    setQty,
    commitQty,
    note,
    setNote,
    noteOpen,
    toggleNote: () => setNoteOpen((o) => !o),
    alternativesOpen,
    openAlternatives: () => setAlternativesOpen(true),
    deliveryOpen,
    openDelivery: () => setDeliveryOpen(true),
    add,
    confirmation,
    confirmAdd,
    cancelConfirmation: () => setConfirmation(null),
    focusAfterAdd,
    pending,
    added,
    /** The quantity takes no input: on its way to the cart or already added. */
    locked: pending || added,
    /** Why the add is disabled (not orderable, outlet with no stock), or null. */
    disabledReason,
    /** The table was given an add action (a read-only table shows no add button). */
    canAdd: onAdd !== undefined,
  };
}

export type RowState = ReturnType<typeof useRowState>;
