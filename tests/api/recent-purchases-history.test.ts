// "Acquistati di recente" reads the customer's own history only (session 26): each of the
// customer's orders has its lines read by their index, whatever the other customers ordered. As a
// plain join PostgreSQL hashed every customer's lines, a scan of the whole table at every /home.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PgDialect } from "drizzle-orm/pg-core";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { planNodes } from "./helpers/query-plan";
import { lastPurchasesQuery } from "../../src/server/modules/reorder/repo";
import type { RecentPurchase } from "../../src/shared/contract/reorder";

let t: TestApp;
const { get, loginAs } = http(() => t);

/** `orders` orders of `lines` lines each for the user, on products of the catalogue. */
async function history(username: string, orders: number, lines: number, tipoDoc: string) {
  await t.database.pool.query(
    `insert into orders (customer_id, user_id, actor_user_id, tipo_doc, numero_doc, anno, web_order_code, data_documento,
        note_doc, rif_ord_cli, net_total_cents, status, warehouse)
     select u.customer_id, u.id, u.id, $2, i, 2025, $2 || '-' || i, now() - i * interval '1 day', '', '', 0, 'FULFILLED', '01'
     from users u cross join generate_series(1, $3::int) as i where u.username = $1`,
    [username, tipoDoc, orders],
  );
  await t.database.pool.query(
    `insert into order_lines (order_id, customer_id, riga, product_id, precodice, codice, description, qty, qty_evasa, list_cents,
        discount_chain, net_unit_cents, line_total_cents)
     select o.id, o.customer_id, r, p.id, p.precodice, p.codice, p.description, 1 + r % 3, 0, p.list_cents, '', p.list_cents, p.list_cents
     from orders o cross join generate_series(1, $2::int) as r
     join lateral (select * from products order by id offset (o.numero_doc * 31 + r * 7) % 500 limit 1) p on true
     where o.tipo_doc = $1`,
    [tipoDoc, lines],
  );
}

let esposito: { customerId: number };

beforeAll(async () => {
  t = await createTestApp();
  // A customer with 300 orders of 4 lines, another with 300 orders of 100 lines.
  await history("officina.esposito", 300, 4, "TA");
  await history("officina.bianchi", 300, 100, "TB");
  await t.database.pool.query("analyze orders; analyze order_lines");
  esposito = (await t.database.pool.query<{ customerId: number }>(`select customer_id as "customerId" from users where username = 'officina.esposito'`)).rows[0]!;
});
afterAll(async () => {
  await t?.close();
});

describe("recent purchases against a long history", () => {
  it("reads order_lines by order, never the whole table", async () => {
    const query = new PgDialect().sqlToQuery(lastPurchasesQuery({ customerId: esposito.customerId, destinationId: null }, 8));
    const scans = (await planNodes(t.database.pool, query)).filter((n) => n["Relation Name"] === "order_lines");
    expect(scans.length).toBeGreaterThan(0);
    expect(scans.map((n) => n["Node Type"])).not.toContain("Seq Scan");
  });

  it("answers the customer's own parts, newest first", async () => {
    const cookie = await loginAs("officina.esposito");
    const list = body<RecentPurchase[]>(await get("/v100/cart/recentPurchases?limit=200", cookie)).data;
    expect(list.length).toBeGreaterThan(8);
    const own = await t.database.pool.query<{ codice: string; last: string }>(
      `select l.codice, max(o.data_documento) as last from order_lines l join orders o on o.id = l.order_id
       where o.customer_id = $1 and o.status <> 'CANCELLED' group by l.codice`,
      [esposito.customerId],
    );
    const ownCodes = new Set(own.rows.map((r) => r.codice));
    expect(list.every((p) => ownCodes.has(p.product.codice))).toBe(true);
    const dates = list.map((p) => p.lastDate);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});
