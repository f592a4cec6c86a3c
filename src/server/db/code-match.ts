// Part-code filters in SQL: normalizeCode (shared/rules/normalize-code.ts) done by the database,
// separators out and upper case, so "w 712/75" finds W71275 however either side was typed.
import { sql, type Column, type SQL } from "drizzle-orm";
import { normalizeCode } from "../../shared/rules/normalize-code";
import { containsPattern } from "../lib/customer-scope";

export const CODE_SEPARATORS_RE = "[\\s./\\\\_-]+";

export function normalizedSql(col: SQL | Column): SQL {
  return sql`upper(regexp_replace(${col}, ${CODE_SEPARATORS_RE}, '', 'g'))`;
}

/** Article filter: the normalised code (with or without its prefix) contains the normalised input. */
export function articleWhere(precodice: SQL | Column, codice: SQL | Column, text: string): SQL {
  const p = containsPattern(normalizeCode(text));
  return sql`(${normalizedSql(sql`${codice}`)} like ${p} or ${normalizedSql(sql`${precodice} || ${codice}`)} like ${p})`;
}
