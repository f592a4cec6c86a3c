// The cart rules and order sending (spec core-ordering §4, §5, §8). Every change runs in one
// transaction holding the open cart's row lock (SELECT ... FOR UPDATE), so concurrent edits and
// checkouts of a cart take turns; a refused change throws inside the transaction and leaves the
// cart exactly as it was. Product facts come from the catalogue service, read just before the
// transaction (the embedded database serves one transaction at a time, so the catalogue is never
// queried while the cart row is locked); if the cart gained a product meanwhile, the step reruns.
//
// Never twice: an order is tied to its cart (orders.cart_id unique) and optionally to the
// client's Idempotency-Key (unique per customer); a checkout of a cart already ordered answers that
// order. See docs/decisions/0006-cart-and-order-sending.md.
//
// The hot paths take few round trips: the cart and its lines are read in one statement (before any
// lock) and the catalogue once. addToCart then writes in one short transaction holding the cart
// row lock, so parallel adds take turns and none is refused (decision 0020); checkout writes with
// one statement that applies only if the cart's version is still the one read, otherwise the step
// reruns. The answer is built from what was read and written, not read again. Web-order numbers
// come from a sequence per type and year (docs/decisions/0014-order-numbers.md).
import type { Cart, CartLine, CheckoutResult, CheckoutStatus, AverageDepartureAnswer } from "../../../shared/contract/cart";
import type { CartLineAmount } from "../../../shared/rules/cart";
import type { ProductRef, ProductRow } from "../../../shared/contract/product";
import { cartMessages } from "../../../shared/messages/cart";
import { cartTotals, clampQuantityToAvailable, lineDepositCents } from "../../../shared/rules/cart";
import { lineTotalCents } from "../../../shared/rules/discount-chain";
import { centsToEuro, formatCents } from "../../../shared/rules/money";
import { isStockLimited } from "../../../shared/rules/availability";
import { checkVin, lineAfterAdd, requestedQuantity } from "./add-rule";
import { parseDepartureTime } from "../../../shared/rules/countdown";
import { romeParts } from "../../../shared/rules/rome-time";
import { addDays } from "../../../shared/rules/business-days";
import { nationalCalendar, type BusinessCalendar } from "../../lib/business-calendar";
import { AppError } from "../../lib/app-error";
import { actorId, effectiveCustomerId, type AuthContext } from "../../lib/auth-context";
import type { Config } from "../../config";
import type { CatalogueService, ProductFacts } from "../catalogue/service";
import { refKey } from "../catalogue/service";
import type { AuditService } from "../audit/service";
import {
  isUndefinedRelation,
  isUniqueViolation,
  uniqueViolationConstraint,
  type CartRecord,
  type CartRepo,
  type CartState,
  type LineState,
  type SentOrder,
  type Tx,
} from "./repo";

/** Web orders: document type of the orders sent from the portal. */
export const WEB_ORDER_DOC_TYPE = "OW";
/** A checkout of an empty cart this soon after an order answers that order (a lost answer, resent). */
const REPEAT_WINDOW_MS = 2 * 60_000;
const MAX_ATTEMPTS = 3;
/** How far ahead the countdown's non-working days go (a cached answer keeps working offline that long). */
const NON_WORKING_DAYS_AHEAD = 90;
/**
 * Checkout's optimistic write reruns when another change of the same cart committed in between;
 * each rerun means another change went through.
 */
const MAX_OPTIMISTIC_ATTEMPTS = 8;

type Entry = { row: ProductRow; facts: ProductFacts };
type Facts = Map<number, Entry>;

export interface AddToCartInput extends ProductRef {
  qty: unknown;
  noteCliente: string | null | undefined;
  append: boolean;
}

/** Thrown inside a transaction when the cart holds a product the prefetched facts do not cover. */
class StaleFacts extends Error {}

export function webOrderCode(anno: number, numeroDoc: number): string {
  return `${anno}-${String(numeroDoc).padStart(6, "0")}`;
}

/** What changed for a line since the user last saw it, in Italian; empty when nothing did. */
export function lineChanges(line: Pick<LineState, "precodice" | "qty" | "seenNetCents">, facts: ProductFacts | undefined): string[] {
  if (!facts) return [cartMessages.changeGone];
  const out: string[] = [];
  if (!facts.orderable) out.push(cartMessages.changeNotOrderable);
  if (facts.orderable && isStockLimited(line.precodice)) {
    const available = Math.max(0, facts.disp ?? 0);
    if (line.qty > available) out.push(cartMessages.changeAvailability(available, line.qty));
  }
  if (facts.netUnitCents !== line.seenNetCents) out.push(cartMessages.changePrice(formatCents(line.seenNetCents), formatCents(facts.netUnitCents)));
  return out;
}

function warningText(changed: { line: LineState; changes: string[] }[]): string {
  const items = changed.map(({ line, changes }) => `• ${line.precodice} ${line.codice}: ${changes.join("; ")}`);
  return [cartMessages.warningIntro, ...items, cartMessages.warningOutro].join("\n");
}

/** A line whose product has left the catalogue: shown from what the cart stored, not orderable. */
function placeholderRow(line: LineState): ProductRow {
  return {
    precodice: line.precodice,
    codice: line.codice,
    codsco: "",
    fam: "",
    brand: "",
    description: line.description,
    listino: centsToEuro(line.seenNetCents),
    sconto: "",
    scontoPercent: 0,
    netto: centsToEuro(line.seenNetCents),
    info: "",
    orderable: false,
    sScope: null,
    ean: null,
    prezzoCauzione: 0,
    codiceSostituente: null,
    requiresVin: false,
    disp: null,
    availabilityWarehouse: null,
    primaryWarehouse: null,
    stockByWarehouse: [],
    hideIAMButton: true,
    crossRefs: [],
    suggested: [],
  };
}

export interface CartServiceDeps {
  repo: CartRepo;
  catalogue: CatalogueService;
  audit: AuditService;
  config: Pick<Config, "DEPARTURE_MORNING" | "DEPARTURE_EVENING">;
  /** Holidays and closures for the countdown (default: national holidays only). */
  calendar?: BusinessCalendar;
  /** Clock for order dates and the repeat window (tests may fix it). */
  now?: () => Date;
}

export function cartService({ repo, catalogue, audit, config, calendar = nationalCalendar, now = () => new Date() }: CartServiceDeps) {
  function owner(auth: AuthContext): { userId: number; customerId: number } {
    const customerId = effectiveCustomerId(auth);
    if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
    return { userId: auth.user.id, customerId };
  }

  async function factsFor(auth: AuthContext, lines: { productId: number }[]): Promise<{ facts: Facts; covered: Set<number> }> {
    const covered = new Set(lines.map((l) => l.productId));
    return { facts: await catalogue.rowsByIds(auth, [...covered]), covered };
  }

  /**
   * The entries of a product named by its code and of every line of the cart, in one catalogue
   * read (by code; a line whose code now names another product, or none, is read by id).
   */
  async function entriesWith(auth: AuthContext, ref: ProductRef, lines: LineState[]): Promise<{ product: Entry | undefined; facts: Facts }> {
    const refs = new Map<string, ProductRef>([[refKey(ref), { precodice: ref.precodice, codice: ref.codice }]]);
    for (const l of lines) refs.set(refKey(l), { precodice: l.precodice, codice: l.codice });
    const byRef = await catalogue.rowsByRefs(auth, [...refs.values()]);
    const facts: Facts = new Map();
    const missing: number[] = [];
    for (const l of lines) {
      const e = byRef.get(refKey(l));
      if (e && e.facts.productId === l.productId) facts.set(l.productId, e);
      else missing.push(l.productId);
    }
    if (missing.length) for (const [id, e] of await catalogue.rowsByIds(auth, missing)) facts.set(id, e);
    return { product: byRef.get(refKey(ref)), facts };
  }

  function view(cart: Pick<CartRecord, "id" | "notes" | "rifOrdCli" | "priority">, lines: LineState[], facts: Facts): Cart {
    const amounts: CartLineAmount[] = [];
    const productsList: CartLine[] = lines.map((line) => {
      const entry = facts.get(line.productId);
      const net = entry?.facts.netUnitCents ?? line.seenNetCents;
      const deposit = entry?.facts.depositCents ?? 0;
      amounts.push({ netUnitCents: net, depositUnitCents: deposit, qty: line.qty });
      const changes = lineChanges(line, entry?.facts);
      return {
        ...(entry?.row ?? placeholderRow(line)),
        qntRichiesta: line.qty,
        noteCliente: line.noteCliente,
        totaleRiga: centsToEuro(lineTotalCents(net, line.qty)),
        totaleCauzione: centsToEuro(lineDepositCents(deposit, line.qty)),
        variazione: changes.length ? changes.join("; ") : null,
      };
    });
    const totals = cartTotals(amounts);
    return {
      cId: cart.id,
      netTotal: centsToEuro(totals.netTotalCents),
      depositTotal: centsToEuro(totals.depositTotalCents),
      totaliArticoli: totals.articles,
      totaliQuantita: totals.quantity,
      cNotes: cart.notes,
      cRifOrdCli: cart.rifOrdCli,
      priorityOrder: cart.priority,
      productsList,
    };
  }

  /** The cart as read (one statement) with its lines' catalogue entries (one more). */
  async function viewOf(auth: AuthContext, cart: CartState): Promise<Cart> {
    const { facts } = await factsFor(auth, cart.lines);
    return view(cart, cart.lines, facts);
  }

  async function myCart(auth: AuthContext): Promise<Cart> {
    const { userId, customerId } = owner(auth);
    const { cart } = await repo.openCartState(repo.db, userId, customerId);
    return viewOf(auth, cart);
  }

  /**
   * Runs one change of the open cart in a transaction holding its row lock. With a mutation id the
   * change is applied once: the id is checked and recorded in the same transaction, and a repeat
   * changes nothing and answers the current cart. With `withFacts`, the catalogue facts of the
   * cart's products are read first and handed to the change.
   */
  async function mutate(
    auth: AuthContext,
    mutationId: string | undefined,
    action: string,
    details: Record<string, unknown>,
    change: (tx: Tx, cart: CartRecord, lines: LineState[], facts: Facts) => Promise<void>,
    withFacts = false,
  ): Promise<Cart> {
    const { userId, customerId } = owner(auth);
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      let facts: Facts = new Map();
      let covered: Set<number> | null = null;
      if (withFacts) {
        const { cart: current } = await repo.openCartState(repo.db, userId, customerId);
        ({ facts, covered } = await factsFor(auth, current.lines));
      }
      let outcome: "applied" | "replayed" | "stale";
      try {
        outcome = await repo.transaction(async (tx) => {
          let cart = await repo.lockOpenCart(tx, userId, customerId);
          if (!cart) {
            await repo.createOpenCart(tx, userId, customerId);
            cart = await repo.lockOpenCart(tx, userId, customerId);
            if (!cart) throw new AppError("conflict", cartMessages.updateFailed);
          }
          // Checked under the cart lock: of a burst of replays of one id, the first applies it and
          // the others, waiting for the lock, then find it.
          if (mutationId) {
            const prior = await repo.findMutation(tx, mutationId);
            if (prior) {
              if (prior.userId !== actorId(auth)) throw new AppError("conflict", cartMessages.mutationReused);
              return "replayed" as const;
            }
          }
          const lines = await repo.lines(tx, cart.id);
          if (covered && lines.some((l) => !covered.has(l.productId))) return "stale" as const;
          try {
            await change(tx, cart, lines, facts);
          } catch (err) {
            if (err instanceof StaleFacts) return "stale" as const;
            throw err;
          }
          await repo.updateCart(tx, cart.id, {});
          if (mutationId) await repo.recordMutation(tx, mutationId, actorId(auth), { action, cId: cart.id });
          await audit.record(auth, action, details, tx);
          return "applied" as const;
        });
      } catch (err) {
        // The same mutation id committed by a concurrent request: the next round answers the replay.
        if (mutationId && isUniqueViolation(err)) continue;
        throw err;
      }
      if (outcome === "stale") continue;
      return myCart(auth);
    }
    throw new AppError("conflict", cartMessages.updateFailed);
  }

  function findLine(lines: LineState[], ref: ProductRef): LineState {
    const line = lines.find((l) => l.precodice === ref.precodice && l.codice === ref.codice);
    if (!line) throw new AppError("notFound", cartMessages.lineNotFound);
    return line;
  }

  function sent(order: SentOrder, repeated: boolean): CheckoutResult {
    return {
      hasWarning: false,
      warningMessage: null,
      webOrderCode: order.webOrderCode,
      tipoDoc: order.tipoDoc,
      numeroDoc: order.numeroDoc,
      anno: order.anno,
      repeated,
    };
  }

  return {
    myCart,

    /**
     * Reads the cart and the catalogue first (no lock held), then one transaction holding the cart
     * row lock (SELECT … FOR UPDATE): parallel adds of one cart take turns, each computes its
     * quantity from the lines as the previous one left them, and every one lands (decision 0020).
     * The mutation id is checked under the lock, so a replay burst applies once. A refused change
     * throws inside the transaction and leaves the cart exactly as it was.
     */
    async addToCart(auth: AuthContext, input: AddToCartInput, mutationId?: string): Promise<Cart> {
      const { userId, customerId } = owner(auth);
      for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
        const { cart, mutationUserId } = await repo.openCartState(repo.db, userId, customerId, mutationId);
        // A replay of an edit already applied answers the cart before any check: the product may
        // have become not orderable since, and the edit must not come back refused (offline outbox).
        if (mutationUserId !== null) {
          if (mutationUserId !== actorId(auth)) throw new AppError("conflict", cartMessages.mutationReused);
          return viewOf(auth, cart);
        }
        const { product, facts } = await entriesWith(auth, input, cart.lines);
        if (!product) throw new AppError("notFound", cartMessages.productNotFound);
        const f = product.facts;
        const requested = { qty: requestedQuantity(f, input.qty) };

        const outcome = await repo.transaction(async (tx) => {
          const locked = await repo.lockOpenCart(tx, userId, customerId);
          // Sent meanwhile: the next round adds to the new open cart.
          if (!locked) return null;
          if (mutationId) {
            const prior = await repo.findMutation(tx, mutationId);
            if (prior) {
              if (prior.userId !== actorId(auth)) throw new AppError("conflict", cartMessages.mutationReused);
              return "replayed" as const;
            }
          }
          const lines = await repo.lines(tx, locked.id);
          const existing = lines.find((l) => l.productId === f.productId);
          const written = lineAfterAdd(f, existing, requested.qty, input.append, input.noteCliente);
          const lineId = await repo.putLine(tx, { cartId: locked.id, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written });
          await repo.updateCart(tx, locked.id, {});
          if (mutationId) await repo.recordMutation(tx, mutationId, actorId(auth), { action: "cart.add", cId: locked.id });
          await audit.record(auth, "cart.add", { precodice: f.precodice, codice: f.codice, qty: requested.qty, append: input.append }, tx);
          const after: LineState[] = existing
            ? lines.map((l) => (l.id === existing.id ? { ...l, ...written } : l))
            : [...lines, { id: lineId, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written }];
          return { cart: locked, lines: after };
        });
        if (outcome === null) continue;
        if (outcome === "replayed") return myCart(auth);
        // Lines another add put in meanwhile have no entry read yet: read them now.
        facts.set(f.productId, product);
        const unread = outcome.lines.filter((l) => !facts.has(l.productId)).map((l) => l.productId);
        if (unread.length) for (const [id, e] of await catalogue.rowsByIds(auth, unread)) facts.set(id, e);
        return view(outcome.cart, outcome.lines, facts);
      }
      throw new AppError("conflict", cartMessages.updateFailed);
    },

    async remFromCart(auth: AuthContext, ref: ProductRef, mutationId?: string): Promise<Cart> {
      return mutate(auth, mutationId, "cart.remove", { ...ref }, async (tx, _cart, lines) => {
        await repo.deleteLine(tx, findLine(lines, ref).id);
      });
    },

    async updateNoteCliente(auth: AuthContext, ref: ProductRef & { noteCliente: string }, mutationId?: string): Promise<Cart> {
      // A product gone from the catalogue has no VIN rule left to enforce.
      const entry = (await catalogue.rowsByRefs(auth, [ref])).get(refKey(ref));
      return mutate(auth, mutationId, "cart.itemNote", { precodice: ref.precodice, codice: ref.codice }, async (tx, _cart, lines) => {
        const line = findLine(lines, ref);
        if (entry) checkVin(entry.facts, ref.noteCliente);
        await repo.updateLine(tx, line.id, { noteCliente: ref.noteCliente });
      });
    },

    async addCartNotes(auth: AuthContext, notes: { cartNotes: string; cRifOrdCli: string }, mutationId?: string): Promise<Cart> {
      return mutate(auth, mutationId, "cart.notes", { cRifOrdCli: notes.cRifOrdCli }, async (tx, cart) => {
        await repo.updateCart(tx, cart.id, { notes: notes.cartNotes, rifOrdCli: notes.cRifOrdCli });
      });
    },

    /**
     * Urgent orders leave with the next departure from our shelves, so every line must be in stock
     * in the user's warehouses (docs/decisions/0006-cart-and-order-sending.md); the answer names the
     * lines that are not, and the client adds 'non disponibile per ordini urgenti'.
     */
    async changeOrderPriority(auth: AuthContext, priority: boolean, mutationId?: string): Promise<Cart> {
      return mutate(
        auth,
        mutationId,
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
    async closeCart(auth: AuthContext, mutationId?: string): Promise<Cart> {
      return mutate(auth, mutationId, "cart.empty", {}, async (tx, cart) => {
        await repo.deleteAllLines(tx, cart.id);
        await repo.updateCart(tx, cart.id, { notes: "", rifOrdCli: "", priority: false });
      });
    },

    /**
     * After a checkout warning: today's prices become the ones the user has seen, lines no longer
     * orderable (or gone) leave the cart, and stock-limited lines are lowered to what is available.
     */
    async updateCartChanges(auth: AuthContext, mutationId?: string): Promise<Cart> {
      return mutate(
        auth,
        mutationId,
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

    /**
     * One read of what the send depends on (key, cart, lines, earlier order), one catalogue read,
     * one statement that orders the cart if it is still open at the version read. No lock is held
     * between statements; the order number comes from a sequence (no counter row to wait on).
     */
    async checkout(auth: AuthContext, form: { cartNotes: string; cRifOrdCli: string; cId?: number }, idempotencyKey?: string): Promise<CheckoutResult> {
      const { userId, customerId } = owner(auth);
      // After a first read the cart is pinned: a rerun sends that cart or answers its order.
      let cartId = form.cId;
      for (let attempt = 0; attempt < MAX_OPTIMISTIC_ATTEMPTS; attempt++) {
        const state = await repo.checkoutState(repo.db, {
          userId,
          customerId,
          cartId,
          key: idempotencyKey,
          since: new Date(now().getTime() - REPEAT_WINDOW_MS),
        });
        if (state.byKey) return sent(state.byKey, true);
        const cart = state.cart;
        if (cartId !== undefined) {
          if (!cart || cart.userId !== userId || cart.customerId !== customerId) throw new AppError("notFound", cartMessages.cartNotFound);
        } else if (!cart || cart.lines.length === 0) {
          // No cart named and nothing to send: a resend of a send whose answer was lost gets it again.
          if (state.recent) return sent(state.recent, true);
          throw new AppError("businessRule", cartMessages.cartEmpty);
        }
        cartId = cart.id;
        if (cart.status !== "OPEN") {
          if (!state.byCart) throw new AppError("conflict", cartMessages.cartNotFound);
          return sent(state.byCart, true);
        }
        if (cart.lines.length === 0) throw new AppError("businessRule", cartMessages.cartEmpty);

        const { facts } = await factsFor(auth, cart.lines);
        const changed = cart.lines.map((line) => ({ line, changes: lineChanges(line, facts.get(line.productId)?.facts) })).filter((c) => c.changes.length);
        if (changed.length) {
          // The notes travel with the send: kept with the cart (if it is still the one judged).
          if (!(await repo.saveSendNotes(repo.db, cart.id, cart.version, form.cartNotes, form.cRifOrdCli))) continue;
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
        await repo.ensureOrderSequence(WEB_ORDER_DOC_TYPE, anno);
        let order: (SentOrder & { priority: boolean }) | null;
        try {
          // The order and its audit entry in one transaction.
          order = await repo.transaction(async (tx) => {
            const o = await repo.sendOrder(tx, {
            cartId: cart.id,
            version: cart.version,
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
            if (o) await audit.record(auth, "order.send", { webOrderCode: o.webOrderCode, cartId: cart.id, netTotalCents: totals.netTotalCents, priority: o.priority }, tx);
            return o;
          });
        } catch (err) {
          const constraint = uniqueViolationConstraint(err);
          if (constraint === "orders_doc_uq" || constraint === "orders_web_code_uq") {
            // The number was taken by an order written outside the sequence (an import): move the
            // sequence past it and send again.
            await repo.resyncOrderSequence(WEB_ORDER_DOC_TYPE, anno);
            continue;
          }
          if (constraint !== null) {
            // Another request sent this cart (or used this key) first: answer its order.
            const done = await repo.sentOrder(repo.db, { customerId, key: idempotencyKey, cartId: cart.id });
            if (done) return sent(done, true);
          }
          if (isUndefinedRelation(err)) {
            repo.forgetOrderSequence(WEB_ORDER_DOC_TYPE, anno);
            continue;
          }
          throw err;
        }
        // Changed or sent meanwhile: the next round sends what it holds now, or answers its order.
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
      const order = await repo.sentOrder(repo.db, { customerId, key, cartId: null });
      return order ? { sent: true, order: sent(order, true) } : { sent: false, order: null };
    },

    /** GET /documents/getAverageDeparture: the departures from configuration, and the days without one. */
    averageDeparture(auth: AuthContext): AverageDepartureAnswer {
      const morning = parseDepartureTime(config.DEPARTURE_MORNING);
      const evening = parseDepartureTime(config.DEPARTURE_EVENING);
      const fmt = (t: { hour: number; minute: number } | null) => (t ? `${String(t.hour).padStart(2, "0")}:${String(t.minute).padStart(2, "0")}` : null);
      // hour/minute: the first departure of the day, for clients that read a single time.
      const first = morning ?? evening;
      const today = romeParts(now()).date;
      return {
        hour: first?.hour ?? null,
        minute: first?.minute ?? null,
        aMorningDepartureTime: fmt(morning),
        aEveningDepartureTime: fmt(evening),
        nonWorkingDays: calendar.nonWorkingDaysBetween(addDays(today, -1), addDays(today, NON_WORKING_DAYS_AHEAD), auth.user.warehouses[0] ?? null),
      };
    },
  };
}

export type CartService = ReturnType<typeof cartService>;

// What other modules compose with (the CSV upload applies its rows through the same add rule).
export { addManyToCart } from "./add-many";
export { cartRepo, type CartRepo, type Tx } from "./repo";
