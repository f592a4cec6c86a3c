// A table with a text filter under every column header (case-insensitive contains; exact where a
// column says so; a decimal comma counts as a point in amount columns: shared/rules/column-filter),
// a page-size selector and pages. The first column stays in view while the table scrolls
// sideways on narrow screens; from 1024 px headers and cells wrap and the filters shrink so the
// table fits its card (no sideways scroll). Used by the missing list; returns and obsolete lists
// reuse it.
import { useMemo, useState, type ReactNode } from "react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { applyColumnFilters, type ColumnFilterKind } from "../../shared/rules/column-filter";
import { tableMessages as m } from "../../shared/messages/tables";
import { cn } from "../lib/cn";
import { Button } from "../ui/button";

export interface FilterColumn<T> {
  key: string;
  header: string;
  /** What the filter matches: the text the user reads in the cell (or the euro amount). */
  value: (row: T) => string | number | null | undefined;
  /** The cell; defaults to value(). */
  render?: (row: T) => ReactNode;
  kind?: ColumnFilterKind;
  align?: "left" | "right";
  filterable?: boolean;
  /** Tailwind width/min-width classes. */
  className?: string;
  /** The header sorts the rows by value(): as text or as a number. */
  sortable?: "text" | "number";
}

export interface ColumnFilterTableProps<T> {
  rows: readonly T[];
  columns: readonly FilterColumn<T>[];
  rowKey: (row: T) => string | number;
  filters: Record<string, string>;
  onFiltersChange: (filters: Record<string, string>) => void;
  pageSizes: readonly number[];
  defaultPageSize: number;
  caption: string;
  emptyText: string;
  testId?: string;
  /** When given, the rows are filtered by these (applied with a button) while the inputs edit `filters`. */
  appliedFilters?: Record<string, string>;
}

/** One table's column filters and what "Elimina tutti i filtri" needs: whether any is set, and the reset. */
export function useColumnFilters() {
  const [filters, setFilters] = useState<Record<string, string>>({});
  return { filters, onFiltersChange: setFilters, active: Object.values(filters).some((v) => v.trim() !== ""), reset: () => setFilters({}) };
}
export type ColumnFilters = ReturnType<typeof useColumnFilters>;

export function ColumnFilterTable<T>({ rows, columns, rowKey, filters, onFiltersChange, pageSizes, defaultPageSize, caption, emptyText, testId, appliedFilters }: ColumnFilterTableProps<T>) {
  const [pageSize, setPageSize] = useState(defaultPageSize);
  const [page, setPage] = useState(0);
  const [sort, setSort] = useState<{ key: string; dir: 1 | -1 } | null>(null);
  const active = appliedFilters ?? filters;
  const filtered = useMemo(() => {
    const out = applyColumnFilters(rows, columns, active);
    const col = sort ? columns.find((c) => c.key === sort.key) : undefined;
    if (!sort || !col?.sortable) return out;
    const num = col.sortable === "number";
    return out.sort((a, b) => {
      const x = col.value(a);
      const y = col.value(b);
      const d = num ? Number(x ?? 0) - Number(y ?? 0) : String(x ?? "").localeCompare(String(y ?? ""), "it");
      return d * sort.dir;
    });
  }, [rows, columns, active, sort]);
  const pages = Math.max(1, Math.ceil(filtered.length / pageSize));
  const current = Math.min(page, pages - 1);
  const visible = filtered.slice(current * pageSize, current * pageSize + pageSize);
  const from = filtered.length === 0 ? 0 : current * pageSize + 1;
  const to = Math.min(filtered.length, (current + 1) * pageSize);

  const setFilter = (key: string, value: string) => {
    onFiltersChange({ ...filters, [key]: value });
    setPage(0);
  };

  return (
    <div className="rounded-lg border border-slate-200 bg-white shadow-sm" data-testid={testId}>
      <div className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600">
            <tr>
              {columns.map((c, i) => (
                <th
                  key={c.key}
                  scope="col"
                  aria-sort={c.sortable ? (sort?.key === c.key ? (sort.dir === 1 ? "ascending" : "descending") : "none") : undefined}
                  className={cn("whitespace-nowrap border-b border-slate-200 px-3 pb-1 pt-2.5 lg:whitespace-normal lg:px-1.5 lg:tracking-normal", c.align === "right" && "text-right", i === 0 && "sticky left-0 z-10 bg-slate-50", c.className)}
                >
                  {c.sortable ? (
                    <button
                      type="button"
                      className="inline-flex items-center gap-1 uppercase hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      onClick={() => setSort((s) => (s?.key === c.key ? { key: c.key, dir: s.dir === 1 ? -1 : 1 } : { key: c.key, dir: 1 }))}
                    >
                      {c.header}
                      <span aria-hidden>{sort?.key === c.key ? (sort.dir === 1 ? "▲" : "▼") : "↕"}</span>
                    </button>
                  ) : (
                    c.header
                  )}
                </th>
              ))}
            </tr>
            <tr>
              {columns.map((c, i) => (
                <th key={c.key} className={cn("border-b border-slate-200 px-2 pb-2 font-normal normal-case lg:px-1", i === 0 && "sticky left-0 z-10 bg-slate-50")}>
                  {c.filterable === false ? (
                    <span className="sr-only">{m.noFilter(c.header)}</span>
                  ) : (
                    <input
                      type="search"
                      inputMode={c.kind === "amount" ? "decimal" : undefined}
                      value={filters[c.key] ?? ""}
                      onChange={(e) => setFilter(c.key, e.target.value)}
                      placeholder={m.filterPlaceholder}
                      aria-label={m.filterOf(c.header)}
                      size={1}
                      className="h-9 w-full min-w-20 rounded lg:min-w-0 border border-slate-300 bg-white px-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
                    />
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)} className="group border-b border-slate-100 last:border-0 hover:bg-brand-50/40">
                {columns.map((c, i) => (
                  <td
                    key={c.key}
                    className={cn(
                      "px-3 py-2.5 align-top text-slate-800 lg:px-1.5",
                      c.align === "right" && "text-right tabular-nums",
                      i === 0 && "sticky left-0 z-[1] bg-white font-medium group-hover:bg-brand-50",
                      c.className,
                    )}
                  >
                    {c.render ? c.render(row) : (c.value(row) ?? "")}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {visible.length === 0 ? <p className="px-4 py-8 text-center text-sm text-slate-500">{rows.length === 0 ? emptyText : m.noMatches}</p> : null}
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-2 text-sm text-slate-600">
        <label className="flex items-center gap-2">
          {m.pageSize}
          <select
            value={pageSize}
            onChange={(e) => {
              setPageSize(Number(e.target.value));
              setPage(0);
            }}
            className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
          >
            {pageSizes.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <div className="flex items-center gap-2">
          <span aria-live="polite" className="tabular-nums">
            {m.range(from, to, filtered.length)}
          </span>
          <Button variant="outline" size="icon" onClick={() => setPage(current - 1)} disabled={current === 0} aria-label={m.previous}>
            <ChevronLeft />
          </Button>
          <Button variant="outline" size="icon" onClick={() => setPage(current + 1)} disabled={current >= pages - 1} aria-label={m.next}>
            <ChevronRight />
          </Button>
        </div>
      </div>
    </div>
  );
}
