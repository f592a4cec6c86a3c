// The orders module's tables as the checkout writes them: a sent order with its lines and its
// order_outbox row (handed to the ERP later), the web-order number sequences, and the lookups of an
// order already sent (by Idempotency-Key, by cart). The cart module reaches these only through
// orders/service.ts (sentOrders), never the tables.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Exec, Tx } from "../../db/tx";
import { isDuplicateRelation, isUniqueViolation } from "../../db/pg-errors";
import type { orderLines } from "../../db/schema/orders";

export type NewOrderLine = Omit<typeof orderLines.$inferInsert, "id" | "orderId" | "customerId" | "qtyEvasa">;

/** What an answer about a sent order needs. */
export interface SentOrder {
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
  webOrderCode: string;
}

/** The order to insert (the cart it comes from is already marked ordered in the same transaction). */
export interface OrderToInsert {
  cartId: number;
  priority: boolean;
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
  lines: NewOrderLine[];
}

/** The unique indexes an insert can hit (db/schema/orders.ts). */
export const ORDER_CONSTRAINTS = { number: "orders_doc_uq", webCode: "orders_web_code_uq", cart: "orders_cart_uq", key: "orders_idem_uq" } as const;

const ORDER_JSON = (alias: string) =>
  sql.raw(`json_build_object('tipoDoc', ${alias}.tipo_doc, 'numeroDoc', ${alias}.numero_doc, 'anno', ${alias}.anno, 'webOrderCode', ${alias}.web_order_code)`);

/** The sequence of the web-order numbers of one document type and year. */
export function orderSequenceName(tipoDoc: string, anno: number): string {
  if (!/^[A-Za-z0-9]{1,8}$/.test(tipoDoc) || !Number.isInteger(anno)) throw new Error(`tipo documento o anno non validi: ${tipoDoc} ${anno}`);
  return `order_number_${tipoDoc.toLowerCase()}_${anno}`;
}

export function sentOrdersRepo(db: Db) {
  /** Sequences known to exist (per process): checked once, then used directly. */
  const sequences = new Set<string>();

  async function one<T>(ex: Exec, query: SQL): Promise<T | undefined> {
    const res = await ex.execute<T & Record<string, unknown>>(query);
    return res.rows[0] as T | undefined;
  }

  return {
    db,

    /** The order sent with this key (for this customer) or, failing that, from this cart. */
    async find(ex: Exec, q: { customerId: number; key?: string | null; cartId: number | null }): Promise<SentOrder | null> {
      const row = await one<{ o: SentOrder | null }>(
        ex,
        sql`select coalesce(
            ${q.key ? sql`(select ${ORDER_JSON("o")} from orders o where o.customer_id = ${q.customerId} and o.idempotency_key = ${q.key})` : sql`null::json`},
            ${q.cartId === null ? sql`null::json` : sql`(select ${ORDER_JSON("o")} from orders o where o.cart_id = ${q.cartId})`}) as o`,
      );
      return row?.o ?? null;
    },

    /**
     * Inserts the order with the next number of its sequence, its lines and its outbox entry, in
     * one statement inside the caller's transaction. Throws 42P01 when the year's sequence does not
     * exist yet (ensureSequence), a unique violation when the number, the cart or the key is taken.
     */
    async insert(tx: Tx, o: OrderToInsert): Promise<SentOrder> {
      const col = <K extends keyof NewOrderLine>(k: K) => sql.param(o.lines.map((l) => l[k]));
      const row = await one<{ o: SentOrder }>(
        tx,
        sql`with n as (
            select nextval(${orderSequenceName(o.tipoDoc, o.anno)}::regclass)::int as numero
          ), ord as (
            insert into orders (customer_id, destination_id, user_id, actor_user_id, tipo_doc, numero_doc, anno, web_order_code,
              data_documento, note_doc, rif_ord_cli, priority, net_total_cents, deposit_total_cents, status, cart_id, idempotency_key, warehouse)
            select ${o.customerId}, ${o.destinationId}, ${o.userId}, ${o.actorUserId}, ${o.tipoDoc}, n.numero, ${o.anno},
              ${String(o.anno)} || '-' || lpad(n.numero::text, greatest(6, length(n.numero::text)), '0'),
              ${o.dataDocumento.toISOString()}::timestamptz, ${o.noteDoc}, ${o.rifOrdCli}, ${o.priority}, ${o.netTotalCents}, ${o.depositTotalCents}, 'SENT',
              ${o.cartId}, ${o.idempotencyKey}, ${o.warehouse}
            from n
            returning id, customer_id, tipo_doc, numero_doc, anno, web_order_code
          ), ol as (
            insert into order_lines (order_id, customer_id, riga, product_id, precodice, codice, description, qty, list_cents, discount_chain,
              net_unit_cents, line_total_cents, note_cliente, deposit_unit_cents)
            select ord.id, ord.customer_id, x.* from ord, unnest(${col("riga")}::int[], ${col("productId")}::int[], ${col("precodice")}::text[],
              ${col("codice")}::text[], ${col("description")}::text[], ${col("qty")}::int[], ${col("listCents")}::int[],
              ${col("discountChain")}::text[], ${col("netUnitCents")}::int[], ${col("lineTotalCents")}::int[], ${col("noteCliente")}::text[],
              ${col("depositUnitCents")}::int[])
              as x(riga, product_id, precodice, codice, description, qty, list_cents, discount_chain, net_unit_cents, line_total_cents, note_cliente,
                deposit_unit_cents)
          ), ob as (
            insert into order_outbox (order_id) select id from ord
          )
          select ${ORDER_JSON("ord")} as o from ord`,
      );
      return row!.o;
    },

    /**
     * Makes sure the web-order sequence of (type, year) exists, starting above any number already
     * in orders (ERP history, demo data). Concurrent first sends may both try: one creates it.
     */
    async ensureSequence(tipoDoc: string, anno: number): Promise<void> {
      const name = orderSequenceName(tipoDoc, anno);
      if (sequences.has(name)) return;
      const row = await one<{ n: number }>(db, sql`select coalesce(max(numero_doc), 0)::int as n from orders where tipo_doc = ${tipoDoc} and anno = ${anno}`);
      try {
        await db.execute(sql.raw(`create sequence if not exists ${name} as integer start with ${(row?.n ?? 0) + 1} minvalue 1`));
      } catch (err) {
        // Created by a concurrent send between the check and the create ("already exists").
        if (!isUniqueViolation(err) && !isDuplicateRelation(err)) throw err;
      }
      sequences.add(name);
    },

    /** Forgets that a sequence exists (it was not found: a database recreated under a running server). */
    forgetSequence(tipoDoc: string, anno: number): void {
      sequences.delete(orderSequenceName(tipoDoc, anno));
    },

    /**
     * After a number collided with an order inserted outside the sequence (an import): moves the
     * sequence past the highest number present. Never backwards.
     */
    async resyncSequence(tipoDoc: string, anno: number): Promise<void> {
      const name = orderSequenceName(tipoDoc, anno);
      await db.execute(
        sql`select setval(${name}::regclass, m.n) from (select coalesce(max(numero_doc), 0)::int as n from orders where tipo_doc = ${tipoDoc} and anno = ${anno}) m
          where m.n >= (select last_value from ${sql.raw(name)})`,
      );
    },
  };
}

export type SentOrdersRepo = ReturnType<typeof sentOrdersRepo>;
