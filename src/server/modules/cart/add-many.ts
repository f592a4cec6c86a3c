// Many products into the open cart at once (the CSV cart upload, docs/decisions/0030): the same
// rule as a single add (add-rule.ts) for every item, applied in ONE transaction holding the cart's
// row lock, so an upload never mixes with another edit of the cart and a refused item leaves the
// others as they are. Items are appended (the quantity adds to what the cart holds).
import { cartMessages } from "../../../shared/messages/cart";
import { AppError } from "../../lib/app-error";
import { forEachInTurns } from "../../lib/in-turns";
import { effectiveCustomerId, type AuthContext } from "../../lib/auth-context";
import type { AuditService } from "../audit/service";
import type { BuiltProduct } from "../catalogue/service";
import { lineAfterAdd, requestedQuantity } from "./add-rule";
import type { CartRepo, LineState, LineWrite, Tx } from "./repo";

export interface AddManyItem<K> {
  key: K;
  product: BuiltProduct;
  qty: unknown;
  note: string;
}

export interface AddManyResult<K> {
  cartId: number;
  added: { key: K; product: BuiltProduct; qty: number; lineQty: number }[];
  refused: { key: K; reason: string }[];
}

function reasonOf(err: unknown): string {
  if (err instanceof AppError) return err.message;
  throw err;
}

export async function addManyToCart<K>(
  deps: { repo: CartRepo; audit: AuditService },
  auth: AuthContext,
  items: AddManyItem<K>[],
  auditDetails: Record<string, unknown>,
  /** Runs in the same transaction once the lines are written (the upload marked done with them). */
  within?: (tx: Tx, result: AddManyResult<K>) => Promise<void>,
): Promise<AddManyResult<K>> {
  const { repo, audit } = deps;
  const customerId = effectiveCustomerId(auth);
  if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
  const userId = auth.user.id;
  const refused: AddManyResult<K>["refused"] = [];
  const checked: { item: AddManyItem<K>; qty: number }[] = [];
  // Thousands of items (a CSV file): the loops run in turns, so the process's other requests are answered in between (lib/in-turns.ts).
  await forEachInTurns(items, (item) => {
    try {
      checked.push({ item, qty: requestedQuantity(item.product.facts, item.qty) });
    } catch (err) {
      refused.push({ key: item.key, reason: reasonOf(err) });
    }
  });
  return repo.transaction(async (tx) => {
    let cart = await repo.lockOpenCart(tx, userId, customerId);
    if (!cart) {
      await repo.createOpenCart(tx, userId, customerId);
      cart = await repo.lockOpenCart(tx, userId, customerId);
      if (!cart) throw new AppError("conflict", cartMessages.updateFailed);
    }
    const lines = new Map<number, LineState>((await repo.lines(tx, cart.id)).map((l) => [l.productId, l]));
    const writes = new Map<number, LineWrite>();
    const added: AddManyResult<K>["added"] = [];
    await forEachInTurns(checked, ({ item, qty }) => {
      const f = item.product.facts;
      const existing = lines.get(f.productId);
      try {
        const written = lineAfterAdd(f, existing, qty, true, item.note || null);
        const line: LineState = { id: existing?.id ?? 0, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written };
        lines.set(f.productId, line);
        writes.set(f.productId, { cartId: cart.id, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written });
        added.push({ key: item.key, product: item.product, qty, lineQty: written.qty });
      } catch (err) {
        refused.push({ key: item.key, reason: reasonOf(err) });
      }
    });
    if (writes.size) {
      await repo.putLines(tx, [...writes.values()]);
      await repo.updateCart(tx, cart.id, {});
    }
    await audit.record(auth, "cart.addFromCSV", { ...auditDetails, added: added.length, refused: refused.length }, tx);
    const result = { cartId: cart.id, added, refused };
    if (within) await within(tx, result);
    return result;
  });
}
