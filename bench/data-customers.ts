// The bench's own customers and users on top of the demo data (bench/data.ts generates both): 1,000
// customers with discount chains, one bench user per load connection (bench.01 … bench.64, password
// BENCH_PASSWORD) and two years of order history for each; from a million products on, every other
// customer has a user (cliente.NNNNNN) and its own two years of orders.
import type { Database } from "../src/server/db/connection";
import { seedCustomerDiscounts } from "../src/server/db/seed/catalogue";
import { hashPassword } from "../src/server/lib/password";

export const BENCH_PASSWORD = "Banco-Bench-2026!";
export const BENCH_CUSTOMERS = 1000;
export const BENCH_FIRST_CUSTOMER = 200001;
/**
 * One user (and so one open cart) per closed-loop connection (the first 32), and enough for the open
 * loop's writers at a fast machine's rate: a checkout connection never shares its cart with another
 * writer (open-loop.ts). 32 until session 32, when a floor of 6,000 req/s asked for 89 writers.
 */
export const BENCH_USERS = 64;
/** Orders in each bench user's history (about two years of one order per business day). */
const ORDERS_PER_USER = 600;
/** Orders in each other customer's history (an order every third day or so), from this catalogue size on. */
const ORDERS_PER_OTHER_CUSTOMER = 250;
const FULL_HISTORY_FROM_PRODUCTS = 1_000_000;

export function benchUsername(i: number): string {
  return `bench.${String(i + 1).padStart(2, "0")}`;
}

/** The thousand customers, their discount chains, the bench users and their order history. */
export async function seedBenchExtras(database: Database, products: number, log: (m: string) => void): Promise<void> {
  const started = performance.now();
  const t = () => `${Math.round(performance.now() - started)} ms`;
  const pool = database.pool;
  const ids = Array.from({ length: BENCH_CUSTOMERS }, (_, i) => BENCH_FIRST_CUSTOMER + i);
  const cities = ["Senise", "Cagliari", "Potenza", "Matera", "Policoro", "Lauria", "Quartu Sant'Elena", "Sassari", "Oristano", "Melfi"];
  await pool.query(
    `insert into customers (id, business_name, vat_number, city, province)
     select * from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[])`,
    [
      ids,
      ids.map((id) => `Autofficina Banco ${id}`),
      ids.map((id) => String(90000000000 + id)),
      ids.map((id) => cities[id % cities.length]!),
      ids.map((id) => (id % 2 ? "PZ" : "CA")),
    ],
  );
  const chains = await seedCustomerDiscounts(database.db, ids);
  log(`bench: ${ids.length} clienti, ${chains} sconti (${t()})`);

  // The app's own password hashing. One hash shared by the bench users: scrypt at OWASP's cost is
  // about a second per hash on this machine, and these accounts exist only in bench databases.
  const hash = await hashPassword(BENCH_PASSWORD);
  await pool.query(
    `insert into users (username, username_lower, password_hash, role, customer_id, warehouses, emails)
     select u, u, h, 'USER', c, w, u || '@bench.local' from unnest($1::text[], $2::text[], $3::int[], $4::text[]) as t(u, h, c, w)`,
    [
      Array.from({ length: BENCH_USERS }, (_, i) => benchUsername(i)),
      Array.from({ length: BENCH_USERS }, () => hash),
      Array.from({ length: BENCH_USERS }, (_, i) => ids[i]!),
      Array.from({ length: BENCH_USERS }, (_, i) => (i % 4 === 3 ? "03" : i % 2 ? "01+03" : "01")),
    ],
  );

  const others = products >= FULL_HISTORY_FROM_PRODUCTS ? ids.slice(BENCH_USERS) : [];
  if (others.length) {
    await pool.query(
      `insert into users (username, username_lower, password_hash, role, customer_id, warehouses, emails)
       select 'cliente.' || c, 'cliente.' || c, $2, 'USER', c, case when c % 4 = 3 then '03' else '01' end, 'cliente.' || c || '@bench.local'
       from unnest($1::int[]) as c`,
      [others, hash],
    );
  }
  log(`bench: ${BENCH_USERS + others.length} utenti (${t()})`);
  // Order history: ORDERS_PER_USER orders per bench user (ORDERS_PER_OTHER_CUSTOMER per other
  // customer's user) over the last two years, 1–6 lines each. Sales are concentrated as a parts
  // distributor's are: a line's product is the k-th of a fixed shuffle of the catalogue with k =
  // size × u⁵ (u uniform), so 1 % of the products take about 40 % of the lines and 20 % take 72 %.
  // Numbers continue each year's web-order series.
  const history: [string, number][] = [["bench.%", ORDERS_PER_USER], ...(others.length ? [["cliente.%", ORDERS_PER_OTHER_CUSTOMER] as [string, number]] : [])];
  for (const [usernames, perUser] of history) await pool.query(
    `insert into orders (customer_id, user_id, actor_user_id, tipo_doc, numero_doc, anno, web_order_code, data_documento,
        note_doc, rif_ord_cli, net_total_cents, status, warehouse)
     select customer_id, user_id, user_id, 'OW', n, anno, anno || '-' || lpad(n::text, 6, '0'), at, '',
        case when i % 3 = 0 then 'Rif. ' || i else '' end, 0, case when i < 4 then 'IN_PROGRESS' else 'FULFILLED' end, '01'
     from (
       select g.*, coalesce(b.last, 0) + row_number() over (partition by g.anno order by g.at, g.user_id) as n
       from (
         select u.id as user_id, u.customer_id, i,
                now() - i * interval '29 hours' - ((u.id * 37 + i * 13) % 300) * interval '1 minute' as at,
                extract(year from (now() - i * interval '29 hours' - ((u.id * 37 + i * 13) % 300) * interval '1 minute') at time zone 'Europe/Rome')::int as anno
         from users u cross join generate_series(1, $1::int) as i
         where u.username like $2
       ) g
       left join (select anno, max(numero_doc) as last from orders where tipo_doc = 'OW' group by anno) b on b.anno = g.anno
     ) x`,
    [perUser, usernames],
  );
  await pool.query("analyze orders");
  log(`bench: ordini (${t()})`);
  const range = (await pool.query<{ lo: number; hi: number }>("select min(id) as lo, max(id) as hi from products")).rows[0]!;
  await pool.query(
    `insert into order_lines (order_id, customer_id, riga, product_id, precodice, codice, description, qty, qty_evasa, list_cents,
        discount_chain, net_unit_cents, line_total_cents)
     select o.id, o.customer_id, r, p.id, p.precodice, p.codice, p.description, 1 + (o.id + r) % 4,
        case when o.status = 'FULFILLED' then 1 + (o.id + r) % 4 else 0 end, p.list_cents, '', p.list_cents, p.list_cents * (1 + (o.id + r) % 4)
     from orders o
     join users u on u.id = o.user_id and (u.username like 'bench.%' or u.username like 'cliente.%')
     cross join lateral generate_series(1, 1 + o.id % 6) as r
     cross join lateral (select ((o.id::bigint * 7919 + r * 104729) % 1000003) / 1000003.0 as u) h
     join products p on p.id = $1::int + ((floor($2::int * power(h.u, 5))::bigint * 7919) % $2::int)::int`,
    [range.lo, range.hi - range.lo + 1],
  );
  await pool.query("analyze order_lines");
  log(`bench: righe d'ordine (${t()})`);
  await pool.query(
    `update orders o set net_total_cents = t.total
     from (select l.order_id, sum(l.line_total_cents)::int as total from order_lines l
           join orders x on x.id = l.order_id and x.net_total_cents = 0 group by l.order_id) t
     where t.order_id = o.id`,
  );
  await pool.query("analyze customers, users, orders, order_lines, customer_discounts");
  log(`bench: ${BENCH_USERS * ORDERS_PER_USER + others.length * ORDERS_PER_OTHER_CUSTOMER} ordini di storico (${t()})`);
}
