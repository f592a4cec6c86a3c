// What a run reads from its database before the server owns it (the embedded DATA_DIR has a single
// owner): fresh sessions for the bench users, search inputs drawn from the data, products for the
// carts. One opening for all of it: each opening of the embedded database starts and stops
// PostgreSQL, 1–3 s on these machines.
import type { Database } from "../src/server/db/connection";
import { hashToken, newSessionToken } from "../src/server/lib/tokens";
import { BROWSER_USER, COUNTER_USER, prepareBenchData, type BenchDataInfo, type BenchTarget } from "./data";

export interface CartProduct {
  precodice: string;
  codice: string;
  id: number;
}

export interface SearchSamples {
  codes: string[];
  refs: string[];
  eans: string[];
}

export interface BenchStart {
  data: BenchDataInfo;
  /** The Cookie header of each bench user's fresh session, in username order. */
  cookies: string[];
  samples: SearchSamples;
  cartProducts: CartProduct[];
}

/** The bench data (generated or reused), then the run's sessions and inputs, on one opening of the database. */
export async function prepareBenchRun(
  target: BenchTarget,
  products: number,
  log: (m: string) => void,
  want: { samples: number; cartProducts: number; demoSeeded?: boolean },
): Promise<BenchStart> {
  const { info, database } = await prepareBenchData(target, products, log, { demoSeeded: want.demoSeeded });
  try {
    return {
      data: info,
      cookies: await resetBenchState(database),
      samples: await searchSamples(database, want.samples),
      cartProducts: await cartProducts(database, want.cartProducts),
    };
  } finally {
    await database.close();
  }
}

/**
 * Before each run: the bench users' open carts start empty (previous runs filled them), and each
 * bench user gets a fresh session, made the way a login makes one (a 256-bit random token, stored
 * hashed). Logging 32 users in through the API would cost 32 scrypt verifications (15 s on a busy
 * 2-core machine) and measures nothing the benchmark reports; run.ts still logs one user in
 * through the API and the browser part uses the login form. Answers the Cookie header values.
 */
async function resetBenchState(database: Database, cookies?: string[]): Promise<string[]> {
  await database.pool.query(
    `delete from cart_lines where cart_id in (
       select c.id from carts c join users u on u.id = c.user_id
       where (u.username like 'bench.%' or u.username = any($1::text[])) and c.status = 'OPEN')`,
    [[BROWSER_USER, COUNTER_USER]],
  );
  await database.pool.query(`delete from sessions where user_id in (select id from users where username like 'bench.%')`);
  const users = await database.pool.query<{ id: number; username: string }>(`select id, username from users where username like 'bench.%' order by username`);
  if (cookies && cookies.length !== users.rows.length) throw new Error(`${users.rows.length} utenti bench invece di ${cookies.length}`);
  const tokens = cookies ? cookies.map((c) => c.slice(c.indexOf("=") + 1)) : users.rows.map(() => newSessionToken());
  const now = new Date();
  await database.pool.query(
    `insert into sessions (id_hash, user_id, remember, created_at, last_seen_at, expires_at)
     select h, u, false, $3, $3, $4 from unnest($1::text[], $2::int[]) as t(h, u)`,
    [tokens.map(hashToken), users.rows.map((u) => u.id), now, new Date(now.getTime() + 12 * 3_600_000)],
  );
  return tokens.map((t) => `banco_sid=${t}`);
}

/**
 * A second database for the same run (`--against-database`): the bench data there (generated or
 * reused), the bench users' carts emptied and their sessions opened under the tokens of `cookies`,
 * so that one load's requests mean the same user on both. Refused when its products for the carts
 * are not those of `cartRows`: the two data sets would not be the same.
 */
export async function prepareSecondDatabase(target: BenchTarget, products: number, log: (m: string) => void, cookies: string[], cartRows: Pick<CartProduct, "precodice" | "codice">[]): Promise<void> {
  const { database } = await prepareBenchData(target, products, log, {});
  try {
    await resetBenchState(database, cookies);
    const theirs = await cartProducts(database, cartRows.length * 2);
    const same = (p: Pick<CartProduct, "precodice" | "codice">) => theirs.some((t) => t.precodice === p.precodice && t.codice === p.codice);
    if (!cartRows.every(same)) throw new Error(`${target.label}: i prodotti del carrello non sono quelli del database del bench (dati diversi)`);
  } finally {
    await database.close();
  }
}

/** Products the load adds to carts, spread over the catalogue: orderable, in stock, plain (no VIN, no deposit). */
async function cartProducts(database: Database, limit: number): Promise<CartProduct[]> {
  const res = await database.pool.query<CartProduct>(
    `select p.id, p.precodice, p.codice from products p
     where p.orderable and not p.requires_vin and p.s_scope is null and p.deposit_cents = 0
       and exists (select 1 from stock s where s.product_id = p.id and s.qty >= 10)
     order by (p.id::bigint * 7919) % 1000003 limit $1`,
    [limit],
  );
  return res.rows;
}

/** Search inputs drawn from the data: exact codes, cross-reference codes as written, EANs, prefixes. */
export async function searchSamples(database: Database, n: number): Promise<SearchSamples> {
  const lo = (await database.pool.query<{ lo: number; hi: number }>("select min(id) as lo, max(id) as hi from products")).rows[0]!;
  const step = Math.max(1, Math.floor((lo.hi - lo.lo) / n));
  const codes = await database.pool.query<{ codice: string }>(
    `select codice from products where id in (select $1::int + g * $2::int from generate_series(0, $3::int - 1) g) and s_scope is null order by id`,
    [lo.lo, step, n],
  );
  const refs = await database.pool.query<{ code: string }>(
    `select c.code from cross_refs c where c.product_id in (select $1::int + g * $2::int + 1 from generate_series(0, $3::int - 1) g) order by c.id`,
    [lo.lo, step, n],
  );
  const eans = await database.pool.query<{ ean: string }>(
    `select ean from products where id in (select $1::int + g * $2::int + 2 from generate_series(0, $3::int - 1) g) and ean is not null order by id`,
    [lo.lo, step, Math.ceil(n / 4)],
  );
  return { codes: codes.rows.map((r) => r.codice), refs: refs.rows.map((r) => r.code), eans: eans.rows.map((r) => r.ean) };
}
