// The products of a list without a customer (staff acting for nobody on a promo's detail): what
// the catalogue says of each — code, brand, description, list price and the warehouses' stock. No
// quantity, no cart, no per-customer lookups (net prices, supplier arrivals and substitutes are a
// customer's: the server refuses them for nobody).
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { formatEuro } from "../../../shared/rules/money";
import { TableHeader } from "../../ui/table";
import { cn } from "../../lib/cn";
import { OwnStock } from "./availability";
import { rowKey } from "./lookups";

export function CatalogueTable({ rows, label }: { rows: ProductRow[]; label: string }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-sm" aria-label={label} data-testid="catalogue-table">
        <TableHeader
          className="bg-slate-50 text-left text-xs font-semibold uppercase leading-tight text-slate-600"
          cellClassName="px-2 py-2"
          cells={[{ label: m.colCode }, { label: m.colDescription, className: "hidden sm:table-cell" }, { label: m.colList, className: "text-right" }, { label: m.colAvailability, className: "text-right" }]}
        />
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-t border-slate-200 align-top" data-testid="catalogue-row" data-product={rowKey(row)}>
              <td className="px-2 py-2">
                <span className="whitespace-nowrap">
                  <span className="font-mono text-xs text-slate-600">{row.precodice}</span>{" "}
                  <span className="font-mono text-[15px] font-semibold text-slate-900">{row.codice}</span>
                </span>
                {row.brand ? <span className="block text-xs font-medium uppercase text-slate-500">{row.brand}</span> : null}
                {/* On phones the description is under the code: three columns fit 390 px. */}
                <Description row={row} className="mt-1 sm:hidden" />
              </td>
              <td className="hidden px-2 py-2 sm:table-cell">
                <Description row={row} />
              </td>
              <td className="tabular whitespace-nowrap px-2 py-2 text-right text-[15px] text-slate-800">{formatEuro(row.listino)}</td>
              <td className="whitespace-nowrap px-2 py-2 text-right">
                <OwnStock row={row} requested={1} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Description({ row, className }: { row: ProductRow; className?: string }) {
  return (
    <span className={cn("block leading-snug text-slate-800", className)}>
      {row.description}
      {row.info ? <span className="block text-xs text-slate-600">{row.info}</span> : null}
    </span>
  );
}
