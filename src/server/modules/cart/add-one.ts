// The single add (POST /cart/addToCart, spec core-ordering §5): the cart and its lines are read in
// one statement and the catalogue once, before any lock; the line is computed from what was read.
// The write then takes one of two ways (decision 0035: every cart write holds the cart row's lock,
// the version only tells whether an unlocked read is still current):
//   - usually one statement (repo.putLineAtVersion): it updates the cart row (its lock) only while
//     the version is the one read, writes the line and the mutation id; wrapped in a transaction
//     only when the audit writes an entry for this caller, which then commits with the change;
//   - when the cart changed since the read (a parallel add, a send), the locked transaction: the
//     lines read under the lock, the quantity computed from them, so parallel adds of one cart take
//     turns and every one lands (decision 0020).
// The answer is built from what was read and written (cart-view.ts), not read again.
import type { Cart } from "../../../shared/contract/cart";
import type { ProductRef } from "../../../shared/contract/product";
import { cartMessages } from "../../../shared/messages/cart";
import { lineAfterAdd, requestedQuantity } from "./add-rule";
import { AppError } from "../../lib/app-error";
import { actorId, type AuthContext } from "../../lib/auth-context";
import { isUniqueViolation } from "../../db/pg-errors";
import type { CatalogueService } from "../catalogue/service";
import type { EntryRow } from "../catalogue/service";
import type { AuditService } from "../audit/service";
import type { CartRecord, CartRepo, CartState, LineState } from "./repo";
import { cartView as view, type Entry, type Facts } from "./cart-view";
import { appliedBefore, type CartEditRef } from "./mutate";
import { checkEditCart } from "../../lib/edit-guard";

const MAX_ATTEMPTS = 3;

export interface AddToCartInput extends ProductRef {
  qty: unknown;
  noteCliente: string | null | undefined;
  append: boolean;
}

export interface AddOneDeps {
  repo: CartRepo;
  catalogue: CatalogueService;
  audit: AuditService;
  owner: (auth: AuthContext) => { userId: number; customerId: number };
  /** The cart as read, with its lines' catalogue entries (a replay's answer). */
  viewOf: (auth: AuthContext, cart: CartState) => Promise<Cart>;
  /** The open cart read again (after a replay found under the lock). */
  myCart: (auth: AuthContext) => Promise<Cart>;
}

export function cartAddOne({ repo, catalogue, audit, owner, viewOf, myCart }: AddOneDeps) {
  /**
   * The entry of the product named by its code and those of the cart's lines, from what the cart's
   * read brought (one statement: the cart, its lines, their entries and the product's).
   */
  function entriesWith(auth: AuthContext, ref: ProductRef, entries: EntryRow[]): { product: Entry | undefined; facts: Facts } {
    const facts: Facts = catalogue.rowsFromEntries(auth, entries);
    let product: Entry | undefined;
    for (const e of facts.values()) if (e.facts.precodice === ref.precodice && e.facts.codice === ref.codice) product = e;
    return { product, facts };
  }

  /**
   * The line written in one statement when the cart is still as read; null when it changed. With
   * an audit entry to write, in a transaction with it (the change and its entry commit together).
   */
  async function putAsRead(auth: AuthContext, cart: CartState, product: Entry, requested: number, input: AddToCartInput, mutationId?: string): Promise<LineState[] | null> {
    const f = product.facts;
    const existing = cart.lines.find((l) => l.productId === f.productId);
    let written: ReturnType<typeof lineAfterAdd>;
    try {
      written = lineAfterAdd(f, existing, requested, input.append, input.noteCliente);
    } catch {
      // Refused from the lines as read: decided again under the lock, from the lines as they are.
      return null;
    }
    const write = {
      cartId: cart.id,
      version: cart.version,
      productId: f.productId,
      precodice: f.precodice,
      codice: f.codice,
      ...written,
      ...(mutationId ? { mutation: { id: mutationId, userId: actorId(auth) } } : {}),
    };
    const lineId = audit.records(auth)
      ? await repo.transaction(async (tx) => {
          const id = await repo.putLineAtVersion(tx, write);
          if (id !== null) await audit.record(auth, "cart.add", { precodice: f.precodice, codice: f.codice, qty: requested, append: input.append }, tx);
          return id;
        })
      : await repo.putLineAtVersion(repo.db, write);
    if (lineId === null) return null;
    return existing
      ? cart.lines.map((l) => (l.id === existing.id ? { ...l, ...written } : l))
      : [...cart.lines, { id: lineId, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written }];
  }

  /** The add under the cart row's lock, from the lines as they are under it (the cart changed since the read). */
  async function putLocked(
    auth: AuthContext,
    owned: { userId: number; customerId: number },
    f: Entry["facts"],
    requested: number,
    input: AddToCartInput,
    edit?: CartEditRef,
  ): Promise<null | "replayed" | { cart: CartRecord; lines: LineState[] }> {
    const mutationId = edit?.mutationId;
    return repo.transaction(async (tx) => {
      const locked = await repo.lockOpenCart(tx, owned.userId, owned.customerId);
      // Sent meanwhile: the next round adds to the new open cart.
      if (!locked) return null;
      if (await appliedBefore(repo, tx, auth, mutationId)) return "replayed" as const;
      checkEditCart(edit?.cartId, locked.id);
      const lines = await repo.lines(tx, locked.id);
      const existing = lines.find((l) => l.productId === f.productId);
      const written = lineAfterAdd(f, existing, requested, input.append, input.noteCliente);
      const lineId = await repo.putLine(tx, { cartId: locked.id, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written });
      await repo.updateCart(tx, locked.id, {});
      if (mutationId) await repo.recordMutation(tx, mutationId, actorId(auth), { action: "cart.add", cId: locked.id });
      await audit.record(auth, "cart.add", { precodice: f.precodice, codice: f.codice, qty: requested, append: input.append }, tx);
      const after: LineState[] = existing
        ? lines.map((l) => (l.id === existing.id ? { ...l, ...written } : l))
        : [...lines, { id: lineId, productId: f.productId, precodice: f.precodice, codice: f.codice, ...written }];
      return { cart: locked, lines: after };
    });
  }

  /**
   * Reads the cart and the catalogue first (no lock held), then writes as described above. The
   * mutation id is checked in the read and written with the change (a replay burst applies once: a
   * second request of the same id waits on the first's row lock, then finds the version changed
   * and takes the locked path, where it finds the id). An edit made on another cart than the open
   * one is refused, in the read and again under the lock. A refused change writes nothing.
   */
  return async function addToCart(auth: AuthContext, input: AddToCartInput, edit?: CartEditRef): Promise<Cart> {
    const owned = owner(auth);
    const mutationId = edit?.mutationId;
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      const { cart, mutationUserId, entries } = await repo.openCartState(repo.db, owned.userId, owned.customerId, mutationId, {
        product: { precodice: input.precodice, codice: input.codice },
      });
      // A replay of an edit already applied answers the cart before any check: the product may
      // have become not orderable since, and the edit must not come back refused (offline outbox).
      if (mutationUserId !== null) {
        if (mutationUserId !== actorId(auth)) throw new AppError("conflict", cartMessages.mutationReused);
        return viewOf(auth, cart);
      }
      // Made on a cart sent or replaced since: refused before anything is written.
      checkEditCart(edit?.cartId, cart.id);
      const { product, facts } = entriesWith(auth, input, entries);
      if (!product) throw new AppError("notFound", cartMessages.productNotFound);
      const requested = requestedQuantity(product.facts, input.qty);
      facts.set(product.facts.productId, product);

      let asRead: LineState[] | null;
      try {
        asRead = await putAsRead(auth, cart, product, requested, input, mutationId);
      } catch (err) {
        // The same mutation id committed by a concurrent request: the next round answers the replay.
        if (mutationId && isUniqueViolation(err)) continue;
        throw err;
      }
      if (asRead) return view(cart, asRead, facts);

      const outcome = await putLocked(auth, owned, product.facts, requested, input, edit);
      if (outcome === null) continue;
      if (outcome === "replayed") return myCart(auth);
      // Lines another add put in meanwhile have no entry read yet: read them now.
      const unread = outcome.lines.filter((l) => !facts.has(l.productId)).map((l) => l.productId);
      if (unread.length) for (const [id, e] of await catalogue.rowsByIds(auth, unread)) facts.set(id, e);
      return view(outcome.cart, outcome.lines, facts);
    }
    throw new AppError("conflict", cartMessages.updateFailed);
  };
}
