// A statement's plan as PostgreSQL chooses it (EXPLAIN, JSON), flattened: plan tests check which
// relations are read how (an index scan, never a sort of the whole table) on a history of real size.
import type pg from "pg";

export interface PlanNode {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

const flatten = (n: PlanNode): PlanNode[] => [n, ...(n.Plans ?? []).flatMap(flatten)];

/** Every node of the plan of a built statement (a drizzle query's toSQL(), PgDialect's sqlToQuery()), the root first. */
export async function planNodes(pool: pg.Pool, query: { sql: string; params: unknown[] }): Promise<PlanNode[]> {
  const explained = await pool.query<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(`explain (format json) ${query.sql}`, query.params);
  return flatten(explained.rows[0]!["QUERY PLAN"][0].Plan);
}
