// ADMIN and SALESMAN: every customer's profile (SALESMAN: their customers), filterable.
import { useMemo, useState } from "react";
import { X } from "lucide-react";
import type { CustomerInfoRow } from "../../../../shared/contract/customer-info";
import { customerInfoMessages as m } from "../../../../shared/messages/customer-info";
import { applyColumnFilters, type ColumnFilterSpec } from "../../../../shared/rules/column-filter";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { Button } from "../../../ui/button";
import { SearchField } from "../../../components/search-field";
import { StatusBadge } from "./status-badge";
import { TableHeader, type HeaderCell } from "../../../ui/table";

const headerCells: HeaderCell[] = [
  { label: m.columnCustomer, className: "sticky left-0 z-10 bg-slate-50" }, { label: m.columnStatus }, { label: m.columnTecnici, className: "text-right" },
  { label: m.columnAccettatori, className: "text-right" }, { label: m.columnPonti, className: "text-right" }, { label: m.columnOlio }, { label: m.columnGomme },
  { label: m.columnUpdated },
];

const columns: ColumnFilterSpec<CustomerInfoRow>[] = [
  { key: "text", value: (r) => `${r.idCliente} ${r.ragioneSociale} ${r.city ?? ""} ${r.province ?? ""}` },
  { key: "status", kind: "exact", value: (r) => r.status },
];

const oil = (r: CustomerInfoRow) => (r.cMarcaOlio === "Altro" && r.cMarcaOlioAltro ? `${r.cMarcaOlioAltro} (Altro)` : r.cMarcaOlio ?? "—");

export function CustomerInfoTable({ rows, salesman }: { rows: CustomerInfoRow[]; salesman: boolean }) {
  const [filters, setFilters] = useState<Record<string, string>>({ text: "", status: "" });
  const shown = useMemo(() => applyColumnFilters(rows, columns, filters), [rows, filters]);
  const counts = useMemo(() => {
    const c: Record<string, number> = { MISSING: 0, TO_UPDATE: 0, OK: 0 };
    for (const r of rows) c[r.status] = (c[r.status] ?? 0) + 1;
    return c;
  }, [rows]);
  const filtered = filters.text !== "" || filters.status !== "";

  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-600">{salesman ? m.tableIntroSalesman : m.tableIntroAdmin}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SearchField id="ci-filter" label={m.filterText} wrapperClassName="min-w-56 flex-1" placeholder={m.filterText} value={filters.text} onChange={(e) => setFilters((f) => ({ ...f, text: e.target.value }))} className="h-10 pl-9" />
        <div className="flex w-full items-center gap-2 sm:w-auto">
          <label htmlFor="ci-status" className="text-sm font-medium text-slate-700">{m.filterStatus}</label>
          <select
            id="ci-status"
            value={filters.status}
            onChange={(e) => setFilters((f) => ({ ...f, status: e.target.value }))}
            className="h-10 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-3 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 sm:flex-none"
          >
            <option value="">{m.allStatuses} ({rows.length})</option>
            {(["MISSING", "TO_UPDATE", "OK"] as const).map((s) => (
              <option key={s} value={s}>{m.status[s]} ({counts[s]})</option>
            ))}
          </select>
          <Button variant="outline" onClick={() => setFilters({ text: "", status: "" })} disabled={!filtered} className="sm:ml-1">
            <X aria-hidden /> {m.resetFilters}
          </Button>
        </div>
      </div>
      <p className="text-xs text-slate-500" aria-live="polite">{m.count(shown.length, rows.length)}</p>

      {rows.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{m.noCustomers}</p>
      ) : shown.length === 0 ? (
        <p className="rounded-md border border-dashed border-slate-300 p-6 text-center text-sm text-slate-500">{m.noRows}</p>
      ) : (
        // Narrow screens scroll sideways with the customer column kept in view; the keyboard can
        // scroll it too (a focusable region).
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500" tabIndex={0} role="region" aria-label={m.tableRegion}>
          <table className="w-full min-w-[760px] text-sm" data-testid="customer-info-table">
            <TableHeader className="bg-slate-50 text-left text-xs uppercase tracking-wide text-slate-500" cellClassName="px-3 py-2 font-semibold" cells={headerCells} />
            <tbody className="divide-y divide-slate-100">
              {shown.map((r) => {
                const missing = r.status === "MISSING";
                return (
                  <tr key={r.idCliente} className="group hover:bg-slate-50">
                    <th scope="row" className="sticky left-0 z-10 max-w-40 bg-white sm:max-w-56 px-3 py-2 text-left font-normal group-hover:bg-slate-50">
                      <span className="block truncate font-medium text-slate-900" title={r.ragioneSociale}>{r.ragioneSociale}</span>
                      <span className="block truncate text-xs text-slate-500">
                        <span className="tabular-nums">{r.idCliente}</span>
                        {r.city ? ` · ${r.city}${r.province ? ` (${r.province})` : ""}` : ""}
                      </span>
                    </th>
                    <td className="px-3 py-2"><StatusBadge status={r.status} /></td>
                    <td className="px-3 py-2 text-right tabular-nums">{missing ? "—" : r.cNumTecnici}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{missing ? "—" : r.cNumAccettatori}</td>
                    <td className="px-3 py-2 text-right tabular-nums">{missing ? "—" : r.cNumPonti}</td>
                    <td className="px-3 py-2">{missing ? "—" : oil(r)}</td>
                    <td className="px-3 py-2">{missing ? "—" : r.cServizioGomme ? m.yes : m.no}</td>
                    <td className="px-3 py-2 tabular-nums text-slate-600">{r.updatedAt ? formatItalianDate(r.updatedAt) : "—"}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
