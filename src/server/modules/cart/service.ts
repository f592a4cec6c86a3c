// The cart rules (spec core-ordering §4, §5): every change runs in one transaction holding the open
// cart's row lock (SELECT ... FOR UPDATE), so concurrent edits and checkouts of a cart take turns;
// a refused change throws inside the transaction and leaves the cart exactly as it was. Product
// facts come from the catalogue service, read just before the transaction (the embedded database
// serves one transaction at a time, so the catalogue is never queried while the cart row is
// locked); if the cart gained a product meanwhile, the step reruns. The one concurrency model is
// written down in docs/decisions/0035-one-cart-rule.md.
//
// The hot paths take few round trips: the cart and its lines are read in one statement (before any
// lock) and the catalogue once. addToCart (add-one.ts) then writes in one statement that takes the
// cart row's lock and applies only to the version read, or else in the locked transaction, so
// parallel adds take turns and none is refused (decision 0020). The answer is built from what was
// read and written (cart-view.ts, with the shared cart rule), not read again.
// Sending the order is checkout.ts; the order itself is written by the orders module.
import type { Cart } from "../../../shared/contract/cart";
import type { ProductRef } from "../../../shared/contract/product";
import { cartMessages } from "../../../shared/messages/cart";
import { clampQuantityToAvailable } from "../../../shared/rules/cart";
import { isStockLimited } from "../../../shared/rules/availability";
import { checkVin } from "./add-rule";
import type { BusinessCalendar } from "../../lib/business-calendar";
import { AppError } from "../../lib/app-error";
import { actorId, effectiveCustomerId, type AuthContext } from "../../lib/auth-context";
import type { Config } from "../../config";
import type { CatalogueService } from "../catalogue/service";
import { refKey } from "../catalogue/service";
import type { AuditService } from "../audit/service";
import type { SentOrders } from "../orders/service";
import type { CartRepo, CartState, LineState } from "./repo";
import { cartView as view, type Facts } from "./cart-view";
import { cartCheckout } from "./checkout";
import { averageDeparture } from "./departure";
import { cartMutation, type CartEditRef } from "./mutate";
import { cartAddOne } from "./add-one";
import { addManyToCart, type AddManyItem, type AddManyResult } from "./add-many";
import type { Tx } from "../../db/tx";

export type { AddToCartInput } from "./add-one";

export interface CartServiceDeps {
  repo: CartRepo;
  catalogue: CatalogueService;
  audit: AuditService;
  config: Pick<Config, "DEPARTURE_MORNING" | "DEPARTURE_EVENING">;
  /** Holidays and closures for the countdown. */
  calendar: BusinessCalendar;
  /** Clock for order dates and the repeat window (tests may fix it). */
  now?: () => Date;
  /** Where a sent order is written (the orders module's sentOrders). */
  orders: SentOrders;
}

export function cartService({ repo, catalogue, audit, config, calendar, now = () => new Date(), orders }: CartServiceDeps) {
  function owner(auth: AuthContext): { userId: number; customerId: number } {
    const customerId = effectiveCustomerId(auth);
    if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
    return { userId: auth.user.id, customerId };
  }

  async function factsFor(auth: AuthContext, lines: { productId: number }[]): Promise<{ facts: Facts; covered: Set<number> }> {
    const covered = new Set(lines.map((l) => l.productId));
    return { facts: await catalogue.rowsByIds(auth, [...covered]), covered };
  }

  /** The cart as read (one statement) with its lines' catalogue entries (one more). */
  async function viewOf(auth: AuthContext, cart: CartState): Promise<Cart> {
    const { facts } = await factsFor(auth, cart.lines);
    return view(cart, cart.lines, facts);
  }

  /**
   * The open cart with its lines' catalogue entries: one statement (state-repo.ts). With the ids of
   * the client's queued edits, the same statement says which of them the cart already holds.
   */
  async function myCart(auth: AuthContext, pendingMutations?: string[]): Promise<Cart> {
    const { userId, customerId } = owner(auth);
    const pending = pendingMutations?.length ? { ids: pendingMutations, actorId: actorId(auth) } : undefined;
    const { cart, entries, applied } = await repo.openCartState(repo.db, userId, customerId, undefined, { lines: true, pending });
    const answer = view(cart, cart.lines, catalogue.rowsFromEntries(auth, entries));
    return pending ? { ...answer, appliedMutations: applied } : answer;
  }

  const mutate = cartMutation({ repo, audit, owner, factsFor, answer: myCart });

  function findLine(lines: LineState[], ref: ProductRef): LineState {
    const line = lines.find((l) => l.precodice === ref.precodice && l.codice === ref.codice);
    if (!line) throw new AppError("notFound", cartMessages.lineNotFound);
    return line;
  }

  const { checkout, checkoutStatus } = cartCheckout({ repo, orders, audit, now, owner, factsOf: (auth, entries) => catalogue.rowsFromEntries(auth, entries) });

  return {
    myCart,

    addMany: cartAdder({ repo, audit }).addMany,

    addToCart: cartAddOne({ repo, catalogue, audit, owner, viewOf, myCart }),

    async remFromCart(auth: AuthContext, ref: ProductRef, edit?: CartEditRef): Promise<Cart> {
      return mutate(auth, edit, "cart.remove", { ...ref }, async (tx, _cart, lines) => {
        await repo.deleteLine(tx, findLine(lines, ref).id);
      });
    },

    async updateNoteCliente(auth: AuthContext, ref: ProductRef & { noteCliente: string }, edit?: CartEditRef): Promise<Cart> {
      // A product gone from the catalogue has no VIN rule left to enforce.
      const entry = (await catalogue.rowsByRefs(auth, [ref])).get(refKey(ref));
      return mutate(auth, edit, "cart.itemNote", { precodice: ref.precodice, codice: ref.codice }, async (tx, _cart, lines) => {
        const line = findLine(lines, ref);
        if (entry) checkVin(entry.facts, ref.noteCliente);
        await repo.updateLine(tx, line.id, { noteCliente: ref.noteCliente });
      });
    },

    async addCartNotes(auth: AuthContext, notes: { cartNotes: string; cRifOrdCli: string }, edit?: CartEditRef): Promise<Cart> {
      return mutate(auth, edit, "cart.notes", { cRifOrdCli: notes.cRifOrdCli }, async (tx, cart) => {
        await repo.updateCart(tx, cart.id, { notes: notes.cartNotes, rifOrdCli: notes.cRifOrdCli });
      });
    },

    /**
     * Urgent orders leave with the next departure from our shelves, so every line must be in stock
     * in the user's warehouses (docs/decisions/0006-cart-and-order-sending.md); the answer names the
     * lines that are not, and the client adds 'non disponibile per ordini urgenti'.
     */
    async changeOrderPriority(auth: AuthContext, priority: boolean, edit?: CartEditRef): Promise<Cart> {
      return mutate(
        auth,
        edit,
        "cart.priority",
        { priority },
        async (tx, cart, lines, facts) => {
          if (priority) {
            const short = lines.filter((l) => {
              const f = facts.get(l.productId)?.facts;
              return !f || (f.disp ?? 0) < l.qty;
            });
            if (short.length) throw new AppError("businessRule", cartMessages.priorityNoStock(short.map((l) => `${l.precodice} ${l.codice}`).join(", ")));
          }
          await repo.updateCart(tx, cart.id, { priority });
        },
        priority,
      );
    },

    /** GET /cart/closeCart: empties the cart (lines, notes, reference, urgency); the cart stays open. */
    async closeCart(auth: AuthContext, edit?: CartEditRef): Promise<Cart> {
      return mutate(auth, edit, "cart.empty", {}, async (tx, cart) => {
        await repo.deleteAllLines(tx, cart.id);
        await repo.updateCart(tx, cart.id, { notes: "", rifOrdCli: "", priority: false });
      });
    },

    /**
     * After a checkout warning: today's prices become the ones the user has seen, lines no longer
     * orderable (or gone) leave the cart, and stock-limited lines are lowered to what is available.
     */
    async updateCartChanges(auth: AuthContext, edit?: CartEditRef): Promise<Cart> {
      return mutate(
        auth,
        edit,
        "cart.refresh",
        {},
        async (tx, _cart, lines, facts) => {
          for (const line of lines) {
            const f = facts.get(line.productId)?.facts;
            if (!f || !f.orderable) {
              await repo.deleteLine(tx, line.id);
              continue;
            }
            let qty = line.qty;
            if (isStockLimited(line.precodice)) qty = clampQuantityToAvailable(f.precodice, f.codice, line.qty, f.disp);
            if (qty === 0) {
              await repo.deleteLine(tx, line.id);
              continue;
            }
            if (qty !== line.qty || f.netUnitCents !== line.seenNetCents) {
              await repo.updateLine(tx, line.id, { qty, seenNetCents: f.netUnitCents, description: f.description });
            }
          }
        },
        true,
      );
    },

    checkout,
    checkoutStatus,

    /** GET /documents/getAverageDeparture: the departures from configuration, and the days without one. */
    averageDeparture: (auth: AuthContext) => averageDeparture(config, calendar, now, auth),
  };
}

export type CartService = ReturnType<typeof cartService>;

/**
 * Many lines in one transaction under the cart's add rule, for the other modules (the CSV upload,
 * a reorder): the ones the rule refuses come back with the reason; `within` runs in the same
 * transaction. The cart service has it too; this needs only the repository and the audit (a job).
 */
export function cartAdder(deps: { repo: CartRepo; audit: AuditService }) {
  return {
    addMany<K>(auth: AuthContext, items: AddManyItem<K>[], auditDetails: Record<string, unknown>, within?: (tx: Tx, result: AddManyResult<K>) => Promise<void>): Promise<AddManyResult<K>> {
      return addManyToCart(deps, auth, items, auditDetails, within);
    },
  };
}

export type CartAdder = ReturnType<typeof cartAdder>;

// What other modules compose with (the CSV upload applies its rows through the same add rule).
export type { AddManyItem, AddManyResult } from "./add-many";
export { cartRepo, type CartRepo } from "./repo";
export type { Tx } from "../../db/tx";
export { lineChanges } from "./cart-view";
export { webOrderCode, WEB_ORDER_DOC_TYPE } from "./checkout";
