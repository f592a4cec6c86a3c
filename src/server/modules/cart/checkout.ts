// Sending the cart (spec core-ordering §8). One read of the cart with its lines' catalogue entries,
// then one transaction whose first statement marks the cart ordered only if it is still the version
// judged (taking its row lock), and has the orders module insert the order (orders/service.ts
// sentOrders: number, lines, ERP outbox) and the audit its entry.
//
// Never twice: an order is tied to its cart (one order per cart) and optionally to the client's
// Idempotency-Key (unique per customer); a checkout of a cart already ordered answers that order.
// See docs/decisions/0006-cart-and-order-sending.md, numbers in 0014, the lock in 0035.
import type { CheckoutResult, CheckoutStatus } from "../../../shared/contract/cart";
import { cartMessages } from "../../../shared/messages/cart";
import { cartTotals } from "../../../shared/rules/cart";
import { lineTotalCents } from "../../../shared/rules/discount-chain";
import { romeParts } from "../../../shared/rules/rome-time";
import { AppError } from "../../lib/app-error";
import { actorId, type AuthContext } from "../../lib/auth-context";
import type { AuditService } from "../audit/service";
import type { SentOrder, SentOrders } from "../orders/service";
import { lineChanges, type Facts } from "./cart-view";
import type { CartRepo, LineState } from "./repo";
import type { EntryRow } from "../catalogue/service";

/** Web orders: document type of the orders sent from the portal. */
export const WEB_ORDER_DOC_TYPE = "OW";
/** A checkout of an empty cart this soon after an order answers that order (a lost answer, resent). */
const REPEAT_WINDOW_MS = 2 * 60_000;
/** Checkout reruns when another change of the same cart committed in between; each rerun means another change went through. */
const MAX_OPTIMISTIC_ATTEMPTS = 8;

export function webOrderCode(anno: number, numeroDoc: number): string {
  return `${anno}-${String(numeroDoc).padStart(6, "0")}`;
}

function warningText(changed: { line: LineState; changes: string[] }[]): string {
  const items = changed.map(({ line, changes }) => `• ${line.precodice} ${line.codice}: ${changes.join("; ")}`);
  return [cartMessages.warningIntro, ...items, cartMessages.warningOutro].join("\n");
}

function sent(order: SentOrder, repeated: boolean): CheckoutResult {
  return { hasWarning: false, warningMessage: null, webOrderCode: order.webOrderCode, tipoDoc: order.tipoDoc, numeroDoc: order.numeroDoc, anno: order.anno, repeated };
}

export interface CheckoutDeps {
  repo: CartRepo;
  orders: SentOrders;
  audit: AuditService;
  now: () => Date;
  owner: (auth: AuthContext) => { userId: number; customerId: number };
  /** The products' facts as this user sees them, from the entries read with the cart. */
  factsOf: (auth: AuthContext, entries: EntryRow[]) => Facts;
}

export function cartCheckout({ repo, orders, audit, now, owner, factsOf }: CheckoutDeps) {
  return {
    /**
     * Reads what the send depends on (key, cart, lines, earlier order) and the catalogue with no
     * lock held, then sends in one short transaction under the cart's row lock if the cart is still
     * the version read; otherwise reruns. The order number comes from a sequence (no counter row).
     */
    async checkout(auth: AuthContext, form: { cartNotes: string; cRifOrdCli: string; cId?: number }, idempotencyKey?: string): Promise<CheckoutResult> {
      const { userId, customerId } = owner(auth);
      // After a first read the cart is pinned: a rerun sends that cart or answers its order.
      let cartId = form.cId;
      for (let attempt = 0; attempt < MAX_OPTIMISTIC_ATTEMPTS; attempt++) {
        // The order sent with this key (if any) and the cart are read side by side: two round trips
        // at once instead of one after the other (the key's unique index still decides a race).
        const [byKey, read] = await Promise.all([
          idempotencyKey ? orders.find(repo.db, { customerId, key: idempotencyKey, cartId: null }) : null,
          repo.checkoutCart(repo.db, { userId, customerId, cartId }),
        ]);
        if (byKey) return sent(byKey, true);
        const cart = read?.cart ?? null;
        if (cartId !== undefined) {
          if (!cart || cart.userId !== userId || cart.customerId !== customerId) throw new AppError("notFound", cartMessages.cartNotFound);
        } else if (!cart || cart.lines.length === 0) {
          // No cart named and nothing to send: a resend of a send whose answer was lost gets it again.
          const recentCart = await repo.recentOrderedCart(repo.db, { userId, customerId, since: new Date(now().getTime() - REPEAT_WINDOW_MS) });
          const recent = recentCart === null ? null : await orders.find(repo.db, { customerId, cartId: recentCart });
          if (recent) return sent(recent, true);
          throw new AppError("businessRule", cartMessages.cartEmpty);
        }
        cartId = cart.id;
        if (cart.status !== "OPEN") {
          const byCart = await orders.find(repo.db, { customerId, cartId: cart.id });
          if (!byCart) throw new AppError("conflict", cartMessages.cartNotFound);
          return sent(byCart, true);
        }
        if (cart.lines.length === 0) throw new AppError("businessRule", cartMessages.cartEmpty);

        // The lines' catalogue entries came with the cart (one statement).
        const facts = factsOf(auth, read!.entries);
        const changed = cart.lines.map((line) => ({ line, changes: lineChanges(line, facts.get(line.productId)?.facts) })).filter((c) => c.changes.length);
        if (changed.length) {
          // The notes travel with the send: kept with the cart (if it is still the one judged).
          const kept = await repo.transaction(async (tx) => {
            const locked = await repo.lockCart(tx, cart.id);
            if (!locked || locked.status !== "OPEN" || locked.version !== cart.version) return false;
            await repo.updateCart(tx, cart.id, { notes: form.cartNotes, rifOrdCli: form.cRifOrdCli });
            return true;
          });
          if (!kept) continue;
          return { hasWarning: true, warningMessage: warningText(changed), webOrderCode: null, tipoDoc: null, numeroDoc: null, anno: null, repeated: false };
        }

        const at = now();
        const anno = Number(romeParts(at).date.slice(0, 4));
        const orderLines = cart.lines.map((line, i) => {
          const f = facts.get(line.productId)!.facts;
          return {
            riga: i + 1,
            productId: f.productId,
            precodice: f.precodice,
            codice: f.codice,
            description: f.description,
            qty: line.qty,
            listCents: f.listCents,
            discountChain: f.discountChain,
            netUnitCents: f.netUnitCents,
            lineTotalCents: lineTotalCents(f.netUnitCents, line.qty),
            depositUnitCents: f.depositCents,
            noteCliente: line.noteCliente,
          };
        });
        const totals = cartTotals(orderLines.map((l) => ({ netUnitCents: l.netUnitCents, depositUnitCents: l.depositUnitCents, qty: l.qty })));
        await orders.prepare(WEB_ORDER_DOC_TYPE, anno);
        let order: SentOrder | null;
        try {
          // The cart marked ordered, the order and its audit entry in one transaction.
          order = await repo.transaction(async (tx) => {
            // Locked and marked ordered only if still OPEN at the version judged; changed or sent
            // meanwhile: the next round sends what it holds now, or answers its order.
            const locked = await repo.markOrderedAt(tx, cart.id, cart.version, form.cartNotes, form.cRifOrdCli);
            if (!locked) return null;
            const o = await orders.insert(tx, {
              cartId: cart.id,
              priority: locked.priority,
              customerId,
              destinationId: auth.user.destinationId,
              userId,
              actorUserId: actorId(auth),
              tipoDoc: WEB_ORDER_DOC_TYPE,
              anno,
              dataDocumento: at,
              noteDoc: form.cartNotes,
              rifOrdCli: form.cRifOrdCli,
              netTotalCents: totals.netTotalCents,
              depositTotalCents: totals.depositTotalCents,
              idempotencyKey: idempotencyKey ?? null,
              warehouse: auth.user.warehouses[0] ?? "01",
              lines: orderLines,
            });
            await audit.record(auth, "order.send", { webOrderCode: o.webOrderCode, cartId: cart.id, netTotalCents: totals.netTotalCents, priority: locked.priority }, tx);
            return o;
          });
        } catch (err) {
          const failure = await orders.failureOf(err, WEB_ORDER_DOC_TYPE, anno);
          if (failure === "numberTaken" || failure === "noSequence") continue;
          if (failure === "alreadySent") {
            // Another request sent this cart (or used this key) first: answer its order.
            const done = await orders.find(repo.db, { customerId, key: idempotencyKey, cartId: cart.id });
            if (done) return sent(done, true);
          }
          throw err;
        }
        if (!order) continue;
        return sent(order, false);
      }
      throw new AppError("conflict", cartMessages.orderFailed);
    },

    /**
     * GET /cart/checkoutStatus?key=: what became of a send whose answer was lost — the order made
     * with this Idempotency-Key for the acting customer, or nothing sent (never another customer's).
     */
    async checkoutStatus(auth: AuthContext, key: string): Promise<CheckoutStatus> {
      const { customerId } = owner(auth);
      const order = await orders.find(repo.db, { customerId, key, cartId: null });
      return order ? { sent: true, order: sent(order, true) } : { sent: false, order: null };
    },
  };
}
