// The cart's one-statement reads (the hot paths take few round trips): the open cart with its
// lines (created first when missing) and, for checkout, the cart named or open. Each row comes back
// as a JSON object with named fields (json_build_object), decoded by name, never by position.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Exec } from "../../db/tx";
import { namedStatement, runNamed, type NamedStatement } from "../../db/named-statement";
import { entriesJson, type EntryRow } from "../catalogue/service";
import { carts } from "../../db/schema/cart";

/** A cart line as the hot paths read it. */
export interface LineState {
  id: number;
  productId: number;
  precodice: string;
  codice: string;
  description: string;
  qty: number;
  noteCliente: string;
  seenNetCents: number;
}

/** A cart with its lines, as read by one statement; `version` tells whether it changed since. */
export interface CartState {
  id: number;
  userId: number;
  customerId: number;
  status: "OPEN" | "ORDERED";
  notes: string;
  rifOrdCli: string;
  priority: boolean;
  version: number;
  lines: LineState[];
}

type CartJson = Omit<CartState, "lines">;

const CART_JSON = (alias: string) =>
  sql.raw(`json_build_object('id', ${alias}.id, 'userId', ${alias}.user_id, 'customerId', ${alias}.customer_id, 'status', ${alias}.status,
    'notes', ${alias}.notes, 'rifOrdCli', ${alias}.rif_ord_cli, 'priority', ${alias}.priority, 'version', ${alias}.version)`);
/** The lines of the cart whose id is `cartId`, in the order they were added, as a JSON array. */
const LINES_JSON = (cartId: SQL) => sql`coalesce((select json_agg(json_build_object('id', l.id, 'productId', l.product_id, 'precodice', l.precodice,
      'codice', l.codice, 'description', l.description, 'qty', l.qty, 'noteCliente', l.note_cliente, 'seenNetCents', l.seen_net_cents)
      order by l.added_at, l.id)
    from cart_lines l where l.cart_id = ${cartId}), '[]'::json)`;

type OpenCartRow = { cart: CartJson; lines: LineState[]; mutation_user: number | null; entries: EntryRow[] | null; applied: string[] | null };

/**
 * What the open cart's read brings besides the cart and its lines: nothing, the catalogue entries
 * of its lines (myCart), or those and the entry of a product named by its code (addToCart).
 */
export type CartEntries = "none" | "lines" | "product";

/** The client's queued edits (their mutation ids) and who made them (the actor records them). */
export interface PendingQuery {
  ids: string[];
  actorId: number;
}

/**
 * The open cart with its lines, in one statement with what the caller needs (every myCart and
 * addToCart): built once per shape, a named prepared statement (db/named-statement.ts).
 */
const openCartStatements = new Map<string, NamedStatement>();
function openCartStatement(mutation: boolean, entries: CartEntries, pending: boolean): NamedStatement {
  const key = `${mutation}/${entries}/${pending}`;
  let statement = openCartStatements.get(key);
  if (!statement) {
    const ph = sql.placeholder;
    const mutationUser = mutation ? sql`(select m.user_id from applied_mutations m where m.mutation_id = ${ph("mutationId")})` : sql`null::int`;
    const lineIds = sql`select l.product_id from cart_lines l where l.cart_id = c.id`;
    const ids = entries === "product" ? sql`${lineIds} union all select p.id from products p where p.precodice = ${ph("precodice")} and p.codice = ${ph("codice")}` : lineIds;
    const entryColumn = entries === "none" ? sql`null::json` : entriesJson(ids, ph("customerId"));
    // Of the client's queued edits, those applied already: read in the same snapshot as the lines.
    const appliedColumn = pending
      ? sql`(select coalesce(json_agg(m.mutation_id), '[]'::json) from applied_mutations m
          where m.mutation_id = any(${ph("pendingIds")}::text[]) and m.user_id = ${ph("actorId")})`
      : sql`null::json`;
    statement = namedStatement(
      "cart_open",
      sql`select ${CART_JSON("c")} as cart, ${LINES_JSON(sql`c.id`)} as lines, ${mutationUser} as mutation_user, ${entryColumn} as entries, ${appliedColumn} as applied
        from carts c where c.user_id = ${ph("userId")} and c.customer_id = ${ph("customerId")} and c.status = 'OPEN' limit 1`,
    );
    openCartStatements.set(key, statement);
  }
  return statement;
}

/** Checkout's read: the cart named by id or the open one, its lines and their entries (for the customer). */
const checkoutCartStatement = (byId: boolean): NamedStatement => {
  const ph = sql.placeholder;
  const where = byId ? sql`id = ${ph("cartId")}` : sql`user_id = ${ph("userId")} and customer_id = ${ph("customerId")} and status = 'OPEN'`;
  return namedStatement(
    "cart_checkout",
    sql`with c as (select * from carts where ${where} limit 1)
      select (select ${CART_JSON("c")} from c) as cart, ${LINES_JSON(sql`(select id from c)`)} as lines,
        ${entriesJson(sql`select l.product_id from cart_lines l where l.cart_id = (select id from c)`, ph("customerId"))} as entries`,
  );
};
const CHECKOUT_CART_BY_ID = checkoutCartStatement(true);
const CHECKOUT_CART_OPEN = checkoutCartStatement(false);

async function one<T>(ex: Exec, query: SQL): Promise<T | undefined> {
  const res = await ex.execute<T & Record<string, unknown>>(query);
  return res.rows[0] as T | undefined;
}

export function cartStateRepo(_db: Db) {
  return {
    /**
     * The open cart of (user, customer) with its lines in one read-only statement (created first
     * when missing); with a mutation id, also who applied that id (null when nobody did).
     */
    async openCartState(
      ex: Exec,
      userId: number,
      customerId: number,
      mutationId?: string,
      opts: { product?: { precodice: string; codice: string } } | { lines: true; pending?: PendingQuery } = {},
    ): Promise<{ cart: CartState; mutationUserId: number | null; entries: EntryRow[]; applied: string[] }> {
      const entries: CartEntries = "product" in opts && opts.product ? "product" : "lines" in opts ? "lines" : "none";
      const pending = "pending" in opts ? opts.pending : undefined;
      const statement = openCartStatement(Boolean(mutationId), entries, pending !== undefined);
      const values = {
        userId,
        customerId,
        mutationId,
        precodice: "product" in opts ? opts.product?.precodice : undefined,
        codice: "product" in opts ? opts.product?.codice : undefined,
        pendingIds: pending?.ids,
        actorId: pending?.actorId,
      };
      for (let attempt = 0; attempt < 3; attempt++) {
        const [row] = await runNamed<OpenCartRow>(ex, statement, values);
        if (row) return { cart: { ...row.cart, lines: row.lines }, mutationUserId: row.mutation_user, entries: row.entries ?? [], applied: row.applied ?? [] };
        // No open cart (first visit, or just sent): make one — two first visits at once make one
        // (the other finds none made here and reads it). A new cart has no lines; with a mutation
        // id or a product to read the next round reads them.
        const [made] = await ex
          .insert(carts)
          .values({ userId, customerId })
          .onConflictDoNothing({ target: [carts.userId, carts.customerId], where: sql`status = 'OPEN'` })
          .returning();
        if (made && !mutationId && entries !== "product" && !pending) return { cart: { ...made, lines: [] }, mutationUserId: null, entries: [], applied: [] };
      }
      throw new Error("carrello aperto non trovato né creato");
    },

    /**
     * The cart checkout decides on (named by id, or the open one) with its lines and their
     * catalogue entries for `customerId`, in one statement; null when none.
     */
    async checkoutCart(ex: Exec, q: { userId: number; customerId: number; cartId?: number }): Promise<{ cart: CartState; entries: EntryRow[] } | null> {
      const byId = q.cartId !== undefined;
      const [row] = await runNamed<{ cart: CartJson | null; lines: LineState[]; entries: EntryRow[] }>(ex, byId ? CHECKOUT_CART_BY_ID : CHECKOUT_CART_OPEN, {
        cartId: q.cartId,
        userId: q.userId,
        customerId: q.customerId,
      });
      return row?.cart ? { cart: { ...row.cart, lines: row.lines }, entries: row.entries } : null;
    },

    /** The user's cart ordered most recently after `since` (a lost checkout answer, resent), or null. */
    async recentOrderedCart(ex: Exec, q: { userId: number; customerId: number; since: Date }): Promise<number | null> {
      const row = await one<{ id: number }>(
        ex,
        sql`select id from carts where user_id = ${q.userId} and customer_id = ${q.customerId} and status = 'ORDERED'
          and ordered_at > ${q.since.toISOString()}::timestamptz order by ordered_at desc limit 1`,
      );
      return row?.id ?? null;
    },
  };
}
