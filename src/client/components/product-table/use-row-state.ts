// The state one product keeps while it is on screen: the quantity being typed (spec §5 rule,
// invalid resets to 0), the item note, which lookups the user opened, and the add action.
import { useCallback, useMemo, useRef, useState } from "react";
import type { ProductRow } from "../../../shared/contract/product";
import { coerceQuantityInput, quantityRuleFor, validateQuantity } from "../../../shared/rules/quantity-rule";
import { ITEM_NOTE_MAX } from "../../../shared/rules/limits";
import { searchMessages as m } from "../../../shared/messages/search";

export type AddHandler = (row: ProductRow, qty: number, note: string) => Promise<boolean>;

export function useRowState(row: ProductRow, onAdd: AddHandler | undefined) {
  const rule = useMemo(() => quantityRuleFor(row.precodice, row.codice), [row.precodice, row.codice]);
  const [qtyText, setQtyText] = useState(String(rule.min));
  const [qtyError, setQtyError] = useState<string | null>(null);
  const [note, setNoteState] = useState("");
  // A coded article needs the VIN in the note: its note field starts open.
  const [noteOpen, setNoteOpen] = useState(row.requiresVin);
  const [alternativesOpen, setAlternativesOpen] = useState(false);
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  // One add at a time per row: Enter in the quantity and the button share this guard.
  const [pending, setPending] = useState(false);
  const [added, setAdded] = useState(false);
  const inFlight = useRef(false);

  /** Applies the quantity rule to what was typed; an invalid value becomes 0 (spec §5). */
  const commitQty = useCallback((): number => {
    const raw = qtyText;
    const q = coerceQuantityInput(row.precodice, row.codice, raw);
    if (q === 0 && raw.trim() !== "" && raw.trim() !== "0") {
      const check = validateQuantity(row.precodice, row.codice, raw.trim());
      setQtyError(check.ok ? null : check.message);
    } else {
      setQtyError(null);
    }
    setQtyText(String(q));
    return q;
  }, [qtyText, row.precodice, row.codice]);

  const setQty = useCallback((text: string) => {
    // Digits only while typing; the rule is applied on Enter, blur or add.
    setQtyText(text.replace(/[^\d]/g, "").slice(0, 5));
    setQtyError(null);
  }, []);

  const setNote = useCallback((text: string) => setNoteState(text.slice(0, ITEM_NOTE_MAX)), []);

  const add = useCallback(async (): Promise<boolean> => {
    if (inFlight.current || !onAdd) return false;
    const q = commitQty();
    if (q === 0) {
      setQtyError((e) => e ?? m.quantityZero);
      return false;
    }
    inFlight.current = true;
    setPending(true);
    try {
      const ok = await onAdd(row, q, note);
      if (ok) setAdded(true);
      return ok;
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  }, [commitQty, onAdd, row, note]);

  const qty = Number(qtyText) || 0;
  return {
    rule,
    qtyText,
    qty,
    qtyError,
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
    pending,
    added,
    /** The table was given an add action (a read-only table shows no add button). */
    canAdd: onAdd !== undefined,
  };
}

export type RowState = ReturnType<typeof useRowState>;
