// Writing a sent order, for the cart's checkout (modules/cart/checkout.ts): the DTO goes in, the
// order number, lines and ERP outbox entry are the orders module's business. What a failed insert
// means is said here in the checkout's terms, so no other module knows SQLSTATE codes or the names
// of the orders' constraints.
import type { Tx } from "../../db/tx";
import { isUndefinedRelation, uniqueViolationConstraint } from "../../db/pg-errors";
import { ORDER_CONSTRAINTS, type OrderToInsert, type SentOrder, type SentOrdersRepo } from "./sent-orders-repo";

/**
 * - numberTaken: the number was taken by an order written outside the sequence (an import); the
 *   sequence has been moved past it, send again.
 * - alreadySent: another request sent this cart or used this key first; look its order up.
 * - noSequence: the year's sequence vanished (a database recreated under a running server); send again.
 */
export type OrderInsertFailure = "numberTaken" | "alreadySent" | "noSequence";

export function sentOrders(repo: SentOrdersRepo) {
  return {
    find: repo.find,

    /** Before the insert's transaction: the sequence of (type, year) exists. */
    prepare: (tipoDoc: string, anno: number) => repo.ensureSequence(tipoDoc, anno),

    /** Inserts the order in the caller's transaction (the cart marked ordered in the same one). */
    insert: (tx: Tx, order: OrderToInsert): Promise<SentOrder> => repo.insert(tx, order),

    /** After the insert's transaction failed: what it means (null: not an order conflict), recovered. */
    async failureOf(err: unknown, tipoDoc: string, anno: number): Promise<OrderInsertFailure | null> {
      const constraint = uniqueViolationConstraint(err);
      if (constraint === ORDER_CONSTRAINTS.number || constraint === ORDER_CONSTRAINTS.webCode) {
        await repo.resyncSequence(tipoDoc, anno);
        return "numberTaken";
      }
      if (constraint !== null) return "alreadySent";
      if (isUndefinedRelation(err)) {
        repo.forgetSequence(tipoDoc, anno);
        return "noSequence";
      }
      return null;
    },
  };
}

export type SentOrders = ReturnType<typeof sentOrders>;
