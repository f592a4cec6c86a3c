// Searching without network (issue 6): the answer comes from what this device already has — the
// previous searches with their results and the cart — and says so. The same code rules as the
// server's search: codes compared normalised (normalizeCode), exact matches before codes that
// start with what was typed, at most SEARCH_RESULT_LIMIT rows.
import type { Cart } from "../../../../shared/contract/cart";
import type { ProductRow } from "../../../../shared/contract/product";
import { SEARCH_RESULT_LIMIT } from "../../../../shared/contract/search";
import { normalizeCode } from "../../../../shared/rules/normalize-code";
import { productRowOf } from "../../../../shared/rules/cart-edit";
import type { StoredSearch } from "../../../offline/db";
import { loadSearches } from "../../../offline/searches-store";
import { pendingEdits } from "../../../offline/outbox";
import { applyPendingCartEdits } from "../../cart/api/cart-edits";

export interface OfflineAnswer {
  rows: ProductRow[];
  /** When the oldest copy used was fetched from the server (null: nothing found). */
  at: number | null;
}

interface Source {
  at: number;
  rows: ProductRow[];
  /** A stored search of exactly this text: all its rows matched on the server. */
  sameQuery: boolean;
}

const keyOf = (r: ProductRow) => `${r.precodice}/${r.codice}`;

/** How a stored row answers this query, as the server would say it (its own `match` was for the query it came with). */
function rank(row: ProductRow, normalized: string): { order: number; match: NonNullable<ProductRow["match"]> } | null {
  const own = [row.codice, row.ean ?? ""].map(normalizeCode).filter(Boolean);
  const refs = row.crossRefs.map((c) => normalizeCode(c.code)).filter(Boolean);
  if (own.includes(normalized)) return { order: 0, match: "exact" };
  if (refs.includes(normalized)) return { order: 0, match: "crossRef" };
  if ([...own, ...refs].some((c) => c.startsWith(normalized))) return { order: 1, match: "prefix" };
  return null;
}

/** Cart lines as product rows (no quantity or note: the table would offer to add them again). */
function cartRows(cart: Cart): ProductRow[] {
  return cart.productsList.map(productRowOf);
}

/** Pure: the rows of the stored searches and the cart that answer `normalized`. */
export function matchOffline(normalized: string, searches: readonly StoredSearch[], cart: { cart: Cart; at: number } | null): OfflineAnswer {
  const sources: Source[] = searches.map((s) => ({ at: s.at, rows: s.rows as ProductRow[], sameQuery: s.normalized === normalized }));
  if (cart) sources.push({ at: cart.at, rows: cartRows(cart.cart), sameQuery: false });
  // The newest copy of a product wins (prices and stock closest to now).
  sources.sort((a, b) => b.at - a.at);
  const found = new Map<string, { row: ProductRow; order: number; at: number }>();
  for (const source of sources) {
    for (const row of source.rows) {
      const key = keyOf(row);
      if (found.has(key)) continue;
      if (source.sameQuery) {
        found.set(key, { row, order: -1, at: source.at });
        continue;
      }
      const r = rank(row, normalized);
      if (r === null) continue;
      found.set(key, { row: { ...row, match: r.match }, order: r.order, at: source.at });
    }
  }
  const hits = [...found.values()].sort((a, b) => a.order - b.order).slice(0, SEARCH_RESULT_LIMIT);
  return { rows: hits.map((h) => h.row), at: hits.length ? Math.min(...hits.map((h) => h.at)) : null };
}

/** The offline answer for this identity: stored searches plus the cart (with its queued edits). */
export async function searchOfflineCopy(identity: string, normalized: string, cart: { cart: Cart; at: number } | null): Promise<OfflineAnswer> {
  const [searches, queued] = await Promise.all([loadSearches(identity), pendingEdits(identity)]);
  const withEdits = cart ? { cart: applyPendingCartEdits(cart.cart, queued), at: cart.at } : null;
  return matchOffline(normalized, searches, withEdits);
}
