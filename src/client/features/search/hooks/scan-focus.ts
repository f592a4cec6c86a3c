// After a scanned code is searched (camera or keyboard scanner), a single exact match gets the
// keyboard in its quantity field (issue 23): scan, type the quantity, Enter adds to the cart.
import { useCallback, useEffect, useRef } from "react";
import type { ProductRow } from "../../../../shared/contract/product";
import { normalizeCode } from "../../../../shared/rules/normalize-code";
import type { SearchEntry } from "./search-state";

/** The one part a scanned code names: the only row whose EAN or code is the code, or the only row. */
export function exactScanMatch(rows: readonly ProductRow[], normalized: string): ProductRow | null {
  const hits = rows.filter((r) => (r.ean !== null && normalizeCode(r.ean) === normalized) || normalizeCode(r.codice) === normalized);
  if (hits.length === 1) return hits[0]!;
  return hits.length === 0 && rows.length === 1 ? rows[0]! : null;
}

const FOCUS_TRIES = 30; // frames: the row mounts right after the results

function focusQuantity(row: ProductRow, tries = FOCUS_TRIES): void {
  const key = CSS.escape(`${row.precodice}/${row.codice}`);
  const fields = document.querySelectorAll<HTMLInputElement>(`#search-current [data-product="${key}"] [data-qty-input]:not(:disabled)`);
  const field = [...fields].find((f) => f.offsetParent !== null);
  if (field) {
    field.focus();
    field.select();
    field.scrollIntoView({ block: "nearest" });
  } else if (tries > 0) requestAnimationFrame(() => focusQuantity(row, tries - 1));
}

/** Returns the function to call when a scanned code is about to be searched (null: forget it). */
export function useFocusScannedPart(current: SearchEntry | null): (code: string | null) => void {
  const waiting = useRef<string | null>(null);
  useEffect(() => {
    const want = waiting.current;
    if (!want || !current || current.normalized !== want || current.status === "pending") return;
    waiting.current = null;
    if (current.status !== "success") return;
    const row = exactScanMatch(current.rows, want);
    if (row?.orderable) focusQuantity(row);
  }, [current]);
  return useCallback((code: string | null) => {
    waiting.current = code ? normalizeCode(code.trim()) : null;
  }, []);
}
