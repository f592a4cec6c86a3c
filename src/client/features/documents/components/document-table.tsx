// The documents' table from tablet width up (delivery notes, invoices): hidden on phones, where
// cards show the same documents; the header from a column list.
import type { ReactNode } from "react";
import { cn } from "../../../lib/cn";
import { TableHeader, type HeaderCell } from "../../../ui/table";

export function DocumentTable({ cells, className, testId, children }: { cells: HeaderCell[]; className?: string; testId: string; children: ReactNode }) {
  return (
    <div className="hidden overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm md:block">
      <table className={cn("w-full text-sm", className)} data-testid={testId}>
        <TableHeader className="whitespace-nowrap bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-600" cellClassName="px-3 py-2.5" cells={cells} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
