// One change of the open cart (remove a line, notes, urgency, empty, refresh after a warning): in
// a transaction holding the cart's row lock, applied once per client mutation id, audited. The
// single add is service.addToCart (it reads the catalogue before the lock), many adds add-many.ts.
import { cartMessages } from "../../../shared/messages/cart";
import { AppError } from "../../lib/app-error";
import { actorId, type AuthContext } from "../../lib/auth-context";
import { isUniqueViolation } from "../../db/pg-errors";
import { checkEditCart } from "../../lib/edit-guard";
import type { Tx } from "../../db/tx";
import type { Cart } from "../../../shared/contract/cart";
import type { AuditService } from "../audit/service";
import type { Facts } from "./cart-view";
import type { CartRecord, CartRepo, LineState } from "./repo";

const MAX_ATTEMPTS = 3;

/**
 * What a cart edit's request carries (routes.ts): its client mutation id (applied once) and the
 * cart it was made on (lib/edit-guard.ts: refused when that cart is no longer the open one).
 */
export interface CartEditRef {
  mutationId?: string;
  cartId?: number;
}

/** Thrown inside a transaction when the cart holds a product the prefetched facts do not cover. */
export class StaleFacts extends Error {}

export interface MutationDeps {
  repo: CartRepo;
  audit: AuditService;
  owner: (auth: AuthContext) => { userId: number; customerId: number };
  factsFor: (auth: AuthContext, lines: { productId: number }[]) => Promise<{ facts: Facts; covered: Set<number> }>;
  /** The cart answered after the change. */
  answer: (auth: AuthContext) => Promise<Cart>;
}

/**
 * Whether the mutation id was applied already (checked under the cart's lock); an id applied by
 * another user is refused.
 */
export async function appliedBefore(repo: CartRepo, tx: Tx, auth: AuthContext, mutationId: string | undefined): Promise<boolean> {
  if (!mutationId) return false;
  const prior = await repo.findMutation(tx, mutationId);
  if (prior && prior.userId !== actorId(auth)) throw new AppError("conflict", cartMessages.mutationReused);
  return prior !== undefined;
}

export function cartMutation({ repo, audit, owner, factsFor, answer }: MutationDeps) {
  /**
   * Runs one change of the open cart in a transaction holding its row lock. With a mutation id the
   * change is applied once: the id is checked and recorded in the same transaction, and a repeat
   * changes nothing and answers the current cart. With the cart the edit was made on, a change of
   * another cart is refused (after the repeat check: an edit applied before answers as applied). With `withFacts`, the catalogue facts of the
   * cart's products are read first and handed to the change.
   */
  return async function mutate(
    auth: AuthContext,
    edit: CartEditRef | undefined,
    action: string,
    details: Record<string, unknown>,
    change: (tx: Tx, cart: CartRecord, lines: LineState[], facts: Facts) => Promise<void>,
    withFacts = false,
  ): Promise<Cart> {
    const { userId, customerId } = owner(auth);
    const mutationId = edit?.mutationId;
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
          if (await appliedBefore(repo, tx, auth, mutationId)) return "replayed" as const;
          checkEditCart(edit?.cartId, cart.id);
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
      return answer(auth);
    }
    throw new AppError("conflict", cartMessages.updateFailed);
  };
}
