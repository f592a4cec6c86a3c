// The hot paths' statements (the cart with its lines, the catalogue entries of a cart, the add's
// write, a page of orders) built once per process with placeholders and run as named prepared
// statements: drizzle does not rebuild the SQL on every request (Node CPU), and PostgreSQL parses
// and analyses each text once per connection instead of on every request, and plans it once when
// its generic plan is as cheap as the custom ones (plan_cache_mode auto: never a worse plan).
// BENCHMARKS.md, "Profile, session 9". Same text, same parameters, same type parsing as
// `db.execute` (drizzle's node-postgres session runs both), on the database or in a transaction.
import { createHash } from "node:crypto";
import { fillPlaceholders, type Query, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import type { Exec } from "./tx";

export interface NamedStatement {
  name: string;
  query: Query;
}

const dialect = new PgDialect();

/** Builds `query` (values as `sql.placeholder(name)`) once; the name is derived from its text. */
export function namedStatement(prefix: string, query: SQL): NamedStatement {
  const built = dialect.sqlToQuery(query);
  return { name: `${prefix}_${createHash("sha1").update(built.sql).digest("hex").slice(0, 16)}`, query: built };
}

/** Runs the statement with these placeholder values on the database or the caller's transaction. */
export async function runNamed<R>(ex: Exec, statement: NamedStatement, values: Record<string, unknown>): Promise<R[]> {
  const prepared = ex._.session.prepareQuery(statement.query, undefined, statement.name, false);
  const res = (await prepared.execute(values)) as { rows: R[] };
  return res.rows;
}

/**
 * Runs the statement on the pool with pg's own type parsing (timestamps as Date objects, not
 * drizzle's strings), for plain rows read by name: no drizzle mapping per column, which on a page of
 * rows costs more Node CPU than the rows themselves (BENCHMARKS.md, session 27).
 */
export async function queryNamed<R extends pg.QueryResultRow>(pool: pg.Pool, statement: NamedStatement, values: Record<string, unknown>): Promise<R[]> {
  const res = await pool.query<R>({ name: statement.name, text: statement.query.sql, values: fillPlaceholders(statement.query.params, values) });
  return res.rows;
}

/** The same for a statement built per request (not named), its values inline. */
export async function queryBuilt<R extends pg.QueryResultRow>(pool: pg.Pool, query: SQL): Promise<R[]> {
  const built = dialect.sqlToQuery(query);
  return (await pool.query<R>(built.sql, built.params)).rows;
}
