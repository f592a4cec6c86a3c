// The only place that touches carts, cart lines, the order-number sequences, and (for checkout)
// orders, order lines, the order outbox and applied offline mutations. Functions taking `ex` run on
// the database or inside the caller's transaction.
//
// myCart and checkout read the cart with its lines in one statement; checkout writes with one
// statement that applies only if the cart's version is still the one read. Every edit (addToCart
// included) runs in a transaction holding the cart row lock (SELECT … FOR UPDATE), so parallel
// edits of one cart take turns and all land (decision 0020); every change bumps the version.
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { cartLines, carts } from "../../db/schema/cart";
import type { orderLines, orders } from "../../db/schema/orders";
import { appliedMutations } from "../../db/schema/identity";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type Exec = Db | Tx;
export type CartRecord = typeof carts.$inferSelect;
export type CartLineRecord = typeof cartLines.$inferSelect;
export type OrderRecord = typeof orders.$inferSelect;
export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId">;

/** A cart line as the hot paths read it (one JSON array per line). */
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

/** A cart with its lines, as read by one statement; `version` is what a write checks. */
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

/** What an answer about a sent order needs. */
export interface SentOrder {
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
  webOrderCode: string;
}

/** What checkout reads before deciding (one statement). */
export interface CheckoutState {
  /** The order already sent with this Idempotency-Key, if any. */
  byKey: SentOrder | null;
  /** The cart named (cId), or the open cart; null when there is none. */
  cart: CartState | null;
  /** The order of that cart when it is no longer open. */
  byCart: SentOrder | null;
  /** Without cId and with nothing to send: the order sent within the repeat window, if any. */
  recent: SentOrder | null;
}

export interface OrderToSend {
  cartId: number;
  version: number;
  customerId: number;
  destinationId: number;
  userId: number;
  actorUserId: number;
  tipoDoc: string;
  anno: number;
  dataDocumento: Date;
  noteDoc: string;
  rifOrdCli: string;
  netTotalCents: number;
  depositTotalCents: number;
  idempotencyKey: string | null;
  warehouse: string;
  lines: Omit<NewOrderLine, "qtyEvasa">[];
}

/** A line written by addToCart under the cart's lock. */
export interface LineWrite extends Omit<LineState, "id"> {
  cartId: number;
}

type JsonLine = [number, number, string, string, string, number, string, number];
type JsonCart = [number, number, number, "OPEN" | "ORDERED", string, string, boolean, number];
type JsonOrder = [string, number, number, string];

const CART_JSON = (alias: string) =>
  sql.raw(`json_build_array(${alias}.id, ${alias}.user_id, ${alias}.customer_id, ${alias}.status, ${alias}.notes, ${alias}.rif_ord_cli, ${alias}.priority, ${alias}.version)`);
const ORDER_JSON = (alias: string) => sql.raw(`json_build_array(${alias}.tipo_doc, ${alias}.numero_doc, ${alias}.anno, ${alias}.web_order_code)`);
/** The lines of the cart whose id is `cartId`, in the order they were added, as a JSON array. */
const LINES_JSON = (cartId: SQL) => sql`coalesce((select json_agg(json_build_array(l.id, l.product_id, l.precodice, l.codice, l.description, l.qty, l.note_cliente, l.seen_net_cents) order by l.added_at, l.id)
    from cart_lines l where l.cart_id = ${cartId}), '[]'::json)`;

function toLines(rows: JsonLine[]): LineState[] {
  return rows.map(([id, productId, precodice, codice, description, qty, noteCliente, seenNetCents]) => ({ id, productId, precodice, codice, description, qty, noteCliente, seenNetCents }));
}
function toCart(c: JsonCart, lines: JsonLine[]): CartState {
  const [id, userId, customerId, status, notes, rifOrdCli, priority, version] = c;
  return { id, userId, customerId, status, notes, rifOrdCli, priority, version, lines: toLines(lines) };
}
function toOrder(o: JsonOrder | null): SentOrder | null {
  return o ? { tipoDoc: o[0], numeroDoc: o[1], anno: o[2], webOrderCode: o[3] } : null;
}

/** The sequence of the web-order numbers of one document type and year. */
export function orderSequenceName(tipoDoc: string, anno: number): string {
  if (!/^[A-Za-z0-9]{1,8}$/.test(tipoDoc) || !Number.isInteger(anno)) throw new Error(`tipo documento o anno non validi: ${tipoDoc} ${anno}`);
  return `order_number_${tipoDoc.toLowerCase()}_${anno}`;
}

/** The PostgreSQL error (code, constraint) wherever the driver or drizzle put it. */
function pgError(err: unknown, code: string): { code: string; constraint?: string } | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return e as { code: string; constraint?: string };
  }
  return null;
}

/** A unique violation, wherever the driver or drizzle put it. */
export function isUniqueViolation(err: unknown): boolean {
  return pgError(err, "23505") !== null;
}

/** The constraint a unique violation names ("" when the driver did not say). */
export function uniqueViolationConstraint(err: unknown): string | null {
  const e = pgError(err, "23505");
  return e ? (e.constraint ?? "") : null;
}

/** "relation does not exist": here, the order-number sequence of a year not yet used. */
export function isUndefinedRelation(err: unknown): boolean {
  return pgError(err, "42P01") !== null;
}

export function cartRepo(db: Db) {
  /** Sequences known to exist (per process): checked once, then used directly. */
  const sequences = new Set<string>();

  async function one<T>(ex: Exec, query: SQL): Promise<T | undefined> {
    const res = await ex.execute<T & Record<string, unknown>>(query);
    return res.rows[0] as T | undefined;
  }

  return {
    db,

    /**
     * The open cart of (user, customer) with its lines in one read-only statement (created first
     * when missing); with a mutation id, also who applied that id (null when nobody did).
     */
    async openCartState(ex: Exec, userId: number, customerId: number, mutationId?: string): Promise<{ cart: CartState; mutationUserId: number | null }> {
      for (let attempt = 0; attempt < 3; attempt++) {
        const row = await one<{ cart: JsonCart; lines: JsonLine[]; mutation_user: number | null }>(
          ex,
          sql`select ${CART_JSON("c")} as cart, ${LINES_JSON(sql`c.id`)} as lines,
              ${mutationId ? sql`(select m.user_id from applied_mutations m where m.mutation_id = ${mutationId})` : sql`null::int`} as mutation_user
            from carts c where c.user_id = ${userId} and c.customer_id = ${customerId} and c.status = 'OPEN' limit 1`,
        );
        if (row) return { cart: toCart(row.cart, row.lines), mutationUserId: row.mutation_user };
        // No open cart (first visit, or just sent): make one — two first visits at once make one
        // (the other finds none made here and reads it). A new cart has no lines; with a mutation
        // id the next round reads who applied it.
        const [made] = await ex
          .insert(carts)
          .values({ userId, customerId })
          .onConflictDoNothing({ target: [carts.userId, carts.customerId], where: sql`status = 'OPEN'` })
          .returning();
        if (made && !mutationId) return { cart: { ...made, lines: [] }, mutationUserId: null };
      }
      throw new Error("carrello aperto non trovato né creato");
    },

    /**
     * Everything checkout decides on, in one statement: the order already sent with this key, the
     * cart (named, or the open one) with its lines, that cart's order when it is no longer open,
     * and — with no cart named and nothing to send — the order sent since `since`.
     */
    async checkoutState(ex: Exec, q: { userId: number; customerId: number; cartId?: number; key?: string; since: Date }): Promise<CheckoutState> {
      const where = q.cartId !== undefined ? sql`id = ${q.cartId}` : sql`user_id = ${q.userId} and customer_id = ${q.customerId} and status = 'OPEN'`;
      const row = await one<{ by_key: JsonOrder | null; cart: JsonCart | null; lines: JsonLine[]; by_cart: JsonOrder | null; recent: JsonOrder | null }>(
        ex,
        sql`with c as (select * from carts where ${where} limit 1)
          select
            ${q.key ? sql`(select ${ORDER_JSON("o")} from orders o where o.customer_id = ${q.customerId} and o.idempotency_key = ${q.key})` : sql`null::json`} as by_key,
            (select ${CART_JSON("c")} from c) as cart,
            ${LINES_JSON(sql`(select id from c)`)} as lines,
            (select ${ORDER_JSON("o")} from orders o where o.cart_id = (select id from c) and (select status from c) <> 'OPEN') as by_cart,
            ${
              q.cartId === undefined
                ? sql`(select ${ORDER_JSON("o")} from carts rc join orders o on o.cart_id = rc.id
                    where rc.user_id = ${q.userId} and rc.customer_id = ${q.customerId} and rc.status = 'ORDERED' and rc.ordered_at > ${q.since.toISOString()}::timestamptz
                      and not exists (select 1 from cart_lines l where l.cart_id = (select id from c))
                    order by rc.ordered_at desc limit 1)`
                : sql`null::json`
            } as recent`,
      );
      return {
        byKey: toOrder(row?.by_key ?? null),
        cart: row?.cart ? toCart(row.cart, row.lines) : null,
        byCart: toOrder(row?.by_cart ?? null),
        recent: toOrder(row?.recent ?? null),
      };
    },

    /** The order sent with this key or from this cart (after a unique violation). */
    async sentOrder(ex: Exec, q: { customerId: number; key?: string; cartId: number | null }): Promise<SentOrder | null> {
      const row = await one<{ o: JsonOrder | null }>(
        ex,
        sql`select coalesce(
            ${q.key ? sql`(select ${ORDER_JSON("o")} from orders o where o.customer_id = ${q.customerId} and o.idempotency_key = ${q.key})` : sql`null::json`},
            ${q.cartId === null ? sql`null::json` : sql`(select ${ORDER_JSON("o")} from orders o where o.cart_id = ${q.cartId})`}) as o`,
      );
      return toOrder(row?.o ?? null);
    },

    /**
     * Sets one line of the locked cart (inserted, or updated when the product is in the cart) to
     * the quantity computed under the lock; answers the line's id.
     */
    async putLine(tx: Tx, w: LineWrite): Promise<number> {
      const row = await one<{ id: number }>(
        tx,
        sql`insert into cart_lines (cart_id, product_id, precodice, codice, description, qty, note_cliente, seen_net_cents)
          values (${w.cartId}, ${w.productId}, ${w.precodice}, ${w.codice}, ${w.description}, ${w.qty}, ${w.noteCliente}, ${w.seenNetCents})
          on conflict (cart_id, product_id) do update set qty = excluded.qty, note_cliente = excluded.note_cliente,
            seen_net_cents = excluded.seen_net_cents, description = excluded.description
          returning id`,
      );
      return row!.id;
    },

    /** putLine for many lines of one locked cart, a thousand per statement (CSV cart upload). */
    async putLines(tx: Tx, ws: LineWrite[]): Promise<void> {
      for (let i = 0; i < ws.length; i += 1000) {
        const c = ws.slice(i, i + 1000);
        const col = <K extends keyof LineWrite>(k: K) => sql.param(c.map((w) => w[k]));
        await tx.execute(sql`insert into cart_lines (cart_id, product_id, precodice, codice, description, qty, note_cliente, seen_net_cents)
          select * from unnest(${col("cartId")}::int[], ${col("productId")}::int[], ${col("precodice")}::text[], ${col("codice")}::text[],
            ${col("description")}::text[], ${col("qty")}::int[], ${col("noteCliente")}::text[], ${col("seenNetCents")}::int[])
          on conflict (cart_id, product_id) do update set qty = excluded.qty, note_cliente = excluded.note_cliente,
            seen_net_cents = excluded.seen_net_cents, description = excluded.description`);
      }
    },

    /** Saves the notes sent with a checkout that warned, if the cart is still open at that version. */
    async saveSendNotes(ex: Exec, cartId: number, version: number, notes: string, rifOrdCli: string): Promise<boolean> {
      const row = await one<{ id: number }>(
        ex,
        sql`update carts set notes = ${notes}, rif_ord_cli = ${rifOrdCli}, version = version + 1, updated_at = now()
          where id = ${cartId} and status = 'OPEN' and version = ${version} returning id`,
      );
      return row !== undefined;
    },

    /**
     * Sends the cart in one statement, if it is still open at the version read: the cart becomes
     * ORDERED (with the notes sent), the order takes the next number of its sequence, its lines and
     * its outbox entry are inserted. The cart row is locked only while this statement runs; the
     * sequence holds no lock at all. Answers the order, or null when the cart changed or was sent.
     * Throws 42P01 when the year's sequence does not exist yet (ensureOrderSequence).
     */
    async sendOrder(ex: Exec, o: OrderToSend): Promise<(SentOrder & { priority: boolean }) | null> {
      const col = <K extends keyof OrderToSend["lines"][number]>(k: K) => sql.param(o.lines.map((l) => l[k]));
      const row = await one<{ o: JsonOrder; priority: boolean }>(
        ex,
        sql`with c as (
            update carts set status = 'ORDERED', ordered_at = now(), updated_at = now(), version = version + 1,
              notes = ${o.noteDoc}, rif_ord_cli = ${o.rifOrdCli}
            where id = ${o.cartId} and status = 'OPEN' and version = ${o.version}
            returning id, priority
          ), n as (
            select c.id, c.priority, nextval(${orderSequenceName(o.tipoDoc, o.anno)}::regclass)::int as numero from c
          ), ord as (
            insert into orders (customer_id, destination_id, user_id, actor_user_id, tipo_doc, numero_doc, anno, web_order_code,
              data_documento, note_doc, rif_ord_cli, priority, net_total_cents, deposit_total_cents, status, cart_id, idempotency_key, warehouse)
            select ${o.customerId}, ${o.destinationId}, ${o.userId}, ${o.actorUserId}, ${o.tipoDoc}, n.numero, ${o.anno},
              ${String(o.anno)} || '-' || lpad(n.numero::text, greatest(6, length(n.numero::text)), '0'),
              ${o.dataDocumento.toISOString()}::timestamptz, ${o.noteDoc}, ${o.rifOrdCli}, n.priority, ${o.netTotalCents}, ${o.depositTotalCents}, 'SENT', n.id,
              ${o.idempotencyKey}, ${o.warehouse}
            from n
            returning id, tipo_doc, numero_doc, anno, web_order_code, priority
          ), ol as (
            insert into order_lines (order_id, riga, product_id, precodice, codice, description, qty, list_cents, discount_chain,
              net_unit_cents, line_total_cents, note_cliente, deposit_unit_cents)
            select ord.id, x.* from ord, unnest(${col("riga")}::int[], ${col("productId")}::int[], ${col("precodice")}::text[],
              ${col("codice")}::text[], ${col("description")}::text[], ${col("qty")}::int[], ${col("listCents")}::int[],
              ${col("discountChain")}::text[], ${col("netUnitCents")}::int[], ${col("lineTotalCents")}::int[], ${col("noteCliente")}::text[],
              ${col("depositUnitCents")}::int[])
              as x(riga, product_id, precodice, codice, description, qty, list_cents, discount_chain, net_unit_cents, line_total_cents, note_cliente,
                deposit_unit_cents)
          ), ob as (
            insert into order_outbox (order_id) select id from ord
          )
          select ${ORDER_JSON("ord")} as o, ord.priority from ord`,
      );
      return row ? { ...toOrder(row.o)!, priority: row.priority } : null;
    },

    /**
     * Makes sure the web-order sequence of (type, year) exists, starting above any number already
     * in orders (ERP history, demo data). Concurrent first sends may both try: one creates it.
     */
    async ensureOrderSequence(tipoDoc: string, anno: number): Promise<void> {
      const name = orderSequenceName(tipoDoc, anno);
      if (sequences.has(name)) return;
      const row = await one<{ n: number }>(db, sql`select coalesce(max(numero_doc), 0)::int as n from orders where tipo_doc = ${tipoDoc} and anno = ${anno}`);
      try {
        await db.execute(sql.raw(`create sequence if not exists ${name} as integer start with ${(row?.n ?? 0) + 1} minvalue 1`));
      } catch (err) {
        // Created by a concurrent send between the check and the create ("already exists").
        if (!isUniqueViolation(err) && !pgError(err, "42P07")) throw err;
      }
      sequences.add(name);
    },

    /** Forgets that a sequence exists (it was not found: a database recreated under a running server). */
    forgetOrderSequence(tipoDoc: string, anno: number): void {
      sequences.delete(orderSequenceName(tipoDoc, anno));
    },

    /**
     * After a number collided with an order inserted outside the sequence (an import): moves the
     * sequence past the highest number present. Never backwards.
     */
    async resyncOrderSequence(tipoDoc: string, anno: number): Promise<void> {
      const name = orderSequenceName(tipoDoc, anno);
      await db.execute(
        sql`select setval(${name}::regclass, m.n) from (select coalesce(max(numero_doc), 0)::int as n from orders where tipo_doc = ${tipoDoc} and anno = ${anno}) m
          where m.n >= (select last_value from ${sql.raw(name)})`,
      );
    },

    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction(fn);
    },

    /** Creates the open cart unless one exists (two first visits at once make one cart). */
    async createOpenCart(ex: Exec, userId: number, customerId: number): Promise<void> {
      await ex
        .insert(carts)
        .values({ userId, customerId })
        .onConflictDoNothing({ target: [carts.userId, carts.customerId], where: sql`status = 'OPEN'` });
    },

    /** Locks the open cart row (FOR UPDATE): concurrent edits and checkouts of it wait their turn. */
    async lockOpenCart(tx: Tx, userId: number, customerId: number): Promise<CartRecord | undefined> {
      const rows = await tx
        .select()
        .from(carts)
        .where(and(eq(carts.userId, userId), eq(carts.customerId, customerId), eq(carts.status, "OPEN")))
        .for("update")
        .limit(1);
      return rows[0];
    },

    async lines(ex: Exec, cartId: number): Promise<CartLineRecord[]> {
      return ex.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(asc(cartLines.addedAt), asc(cartLines.id));
    },

    async updateLine(tx: Tx, lineId: number, set: Partial<Pick<CartLineRecord, "qty" | "noteCliente" | "seenNetCents" | "description">>): Promise<void> {
      await tx.update(cartLines).set(set).where(eq(cartLines.id, lineId));
    },

    async deleteLine(tx: Tx, lineId: number): Promise<void> {
      await tx.delete(cartLines).where(eq(cartLines.id, lineId));
    },

    async deleteAllLines(tx: Tx, cartId: number): Promise<void> {
      await tx.delete(cartLines).where(eq(cartLines.cartId, cartId));
    },

    async updateCart(tx: Tx, cartId: number, set: Partial<Pick<CartRecord, "notes" | "rifOrdCli" | "priority">>): Promise<void> {
      await tx
        .update(carts)
        .set({ ...set, updatedAt: sql`now()`, version: sql`${carts.version} + 1` })
        .where(eq(carts.id, cartId));
    },

    async findMutation(ex: Exec, mutationId: string): Promise<{ userId: number; result: unknown } | undefined> {
      const rows = await ex
        .select({ userId: appliedMutations.userId, result: appliedMutations.result })
        .from(appliedMutations)
        .where(eq(appliedMutations.mutationId, mutationId))
        .limit(1);
      return rows[0];
    },

    async recordMutation(tx: Tx, mutationId: string, userId: number, result: Record<string, unknown>): Promise<void> {
      await tx.insert(appliedMutations).values({ mutationId, userId, result });
    },

  };
}

export type CartRepo = ReturnType<typeof cartRepo>;
