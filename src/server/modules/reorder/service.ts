// Reorder in one tap (issue 23 part 2, docs/decisions/0032). Nothing here decides what may go in
// the cart: the lines of an order go through the cart module's add-many rule (one transaction
// under the cart's lock, the same checks as a single add, today's price and stock); this module
// only chooses the lines, explains the refused ones and finds their substitutes.
import type { MissingAvailability, RecentPurchase, ReorderResult } from "../../../shared/contract/reorder";
import type { OrderIdent } from "../../../shared/contract/orders";
import type { ProductRow } from "../../../shared/contract/product";
import { reorderMessages as m } from "../../../shared/messages/reorder";
import { missingLineBlockReason } from "../../../shared/rules/reorder";
import { romeParts } from "../../../shared/rules/rome-time";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { customerScope } from "../../lib/customer-scope";
import type { AuditService } from "../audit/service";
import type { CartService } from "../cart/service";
import { refKey, type BuiltProduct, type CatalogueService } from "../catalogue/service";
import type { ReorderRepo } from "./repo";

export interface ReorderServiceDeps {
  repo: ReorderRepo;
  catalogue: CatalogueService;
  cart: CartService;
  audit: AuditService;
}

/** A line of the order to reorder, as the repository reads it. */
type Line = NonNullable<Awaited<ReturnType<ReorderRepo["orderLines"]>>>["lines"][number];

const lineOut = (l: Line) => ({ riga: l.riga, precodice: l.precodice, codice: l.codice, description: l.description, qty: l.qty });

export function reorderService({ repo, catalogue, cart, audit }: ReorderServiceDeps) {
  /** Orderable substitutes of each product, as the customer sees them today. */
  async function substitutesOf(auth: AuthContext, productIds: number[]): Promise<Map<number, ProductRow[]>> {
    const refs = await repo.substitutes(productIds);
    const out = new Map<number, ProductRow[]>();
    if (!refs.length) return out;
    const rows = await catalogue.rowsByRefs(auth, refs);
    for (const r of refs) {
      const found = rows.get(refKey(r));
      if (!found || !found.row.orderable || found.facts.productId === r.productId) continue;
      const list = out.get(r.productId) ?? [];
      if (!list.some((x) => refKey(x) === refKey(found.row))) list.push(found.row);
      out.set(r.productId, list);
    }
    return out;
  }

  return {
    async recentPurchases(auth: AuthContext, limit: number): Promise<RecentPurchase[]> {
      const scope = customerScope(auth);
      const last = await repo.lastPurchases(scope, limit);
      if (!last.length) return [];
      const rows = await catalogue.rowsByIds(auth, last.map((l) => l.productId));
      const out: RecentPurchase[] = [];
      for (const l of last) {
        const built = rows.get(l.productId);
        // A part gone from the catalogue cannot be bought again: it is not offered.
        if (built) out.push({ product: built.row, lastDate: romeParts(l.at).date, lastQty: l.qty });
      }
      return out;
    },

    /**
     * Every line of the order still orderable goes in the open cart (appended, with today's price);
     * the others are answered with the reason and their orderable substitutes. Another customer's
     * order, or a cancelled one, is not found.
     */
    async reorder(auth: AuthContext, ident: OrderIdent): Promise<ReorderResult> {
      const scope = customerScope(auth);
      const order = await repo.orderLines(scope, ident);
      if (!order) throw new AppError("notFound", m.orderNotFound);
      const entries = await catalogue.rowsByIds(auth, [...new Set(order.lines.map((l) => l.productId))]);
      const refused: { line: Line; reason: string }[] = [];
      const items: { key: Line; product: BuiltProduct; qty: number; note: string }[] = [];
      for (const line of order.lines) {
        const product = entries.get(line.productId);
        if (!product) refused.push({ line, reason: m.reasonGone });
        else if (!product.facts.orderable) refused.push({ line, reason: m.reasonNotOrderable });
        // The line's note travels with it (a coded article's VIN is in it).
        else items.push({ key: line, product, qty: line.qty, note: line.noteCliente });
      }
      let added: ReorderResult["added"] = [];
      if (items.length) {
        const result = await cart.addMany(auth, items, { source: "reorder", webOrderCode: order.webOrderCode }, async (tx, res) => {
          await audit.record(auth, "cart.reorder", { webOrderCode: order.webOrderCode, added: res.added.length, refused: res.refused.length + refused.length }, tx);
        });
        added = result.added.map((a) => ({ ...lineOut(a.key), lineQty: a.lineQty }));
        for (const r of result.refused) refused.push({ line: r.key, reason: r.reason });
      }
      refused.sort((a, b) => a.line.riga - b.line.riga);
      const subs = await substitutesOf(auth, [...new Set(refused.map((r) => r.line.productId))]);
      return {
        cart: await cart.myCart(auth),
        added,
        refused: refused.map(({ line, reason }) => ({ ...lineOut(line), reason, substitutes: subs.get(line.productId) ?? [] })),
      };
    },

    /** The open missing lines with the product as it is today, and whether each can be added again. */
    async missingAvailability(auth: AuthContext): Promise<MissingAvailability> {
      const scope = customerScope(auth);
      const lines = await repo.openMissing(scope);
      if (!lines.length) return [];
      const rows = await catalogue.rowsByRefs(auth, lines.map((l) => ({ precodice: l.precodice, codice: l.codice })));
      return lines.map((l) => {
        const product = rows.get(refKey(l))?.row ?? null;
        const reason = missingLineBlockReason(product, l.qty);
        return { id: l.id, qty: l.qty, product, available: reason === null, reason };
      });
    },
  };
}

export type ReorderService = ReturnType<typeof reorderService>;
