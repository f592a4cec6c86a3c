// Per-column filters of every table (spec returns-documents-admin §5, Column filters):
// case-insensitive "contains", or exact where a column says so; in amount columns a decimal comma
// counts as a point ("12,4" finds 12.40).

export type ColumnFilterKind = "text" | "exact" | "amount";

/** The text an amount is matched against: plain decimal with two digits, no grouping ("1234.50"). */
export function amountFilterText(euro: number): string {
  return euro.toFixed(2);
}

function fold(s: string): string {
  return s.toLocaleLowerCase("it-IT").trim();
}

export function matchesColumnFilter(value: string | number | null | undefined, filter: string, kind: ColumnFilterKind = "text"): boolean {
  const f = filter.trim();
  if (f === "") return true;
  if (value === null || value === undefined) return false;
  if (kind === "amount") {
    const text = typeof value === "number" ? amountFilterText(value) : value;
    return text.includes(f.replace(/,/g, ".").replace(/\s|€/g, ""));
  }
  const text = fold(String(value));
  return kind === "exact" ? text === fold(f) : text.includes(fold(f));
}

export interface ColumnFilterSpec<T> {
  key: string;
  kind?: ColumnFilterKind;
  /** What the filter is matched against (what the user reads in the cell). */
  value: (row: T) => string | number | null | undefined;
}

/** Rows matching every non-empty filter (AND across columns). */
export function applyColumnFilters<T>(rows: readonly T[], columns: readonly ColumnFilterSpec<T>[], filters: Record<string, string>): T[] {
  const active = columns.filter((c) => (filters[c.key] ?? "").trim() !== "");
  if (active.length === 0) return [...rows];
  return rows.filter((row) => active.every((c) => matchesColumnFilter(c.value(row), filters[c.key] ?? "", c.kind)));
}
