// The rows of one search in two groups (issue 16 item 5): the part typed and its equivalents
// (exact product code, EAN or cross-reference: the server's `match`) first, then "Altri codici che
// iniziano con OC90", codes that merely start with the same letters, as a separate group that
// starts collapsed. With no exact match there is nothing to separate: every row shows.
import { useId, useState } from "react";
import { Collapsible as RadixCollapsible } from "radix-ui";
import { ChevronDown } from "lucide-react";
import type { ProductRow } from "../../../../shared/contract/product";
import { searchMessages as m } from "../../../../shared/messages/search";
import { ProductTable, type ProductTableProps } from "../../../components/product-table/product-table";
import { cn } from "../../../lib/cn";

type TableProps = Omit<ProductTableProps, "rows" | "label">;

export function splitByMatch(rows: ProductRow[]): { primary: ProductRow[]; others: ProductRow[] } {
  const primary: ProductRow[] = [];
  const others: ProductRow[] = [];
  for (const r of rows) (r.match === "prefix" ? others : primary).push(r);
  return { primary, others };
}

export function SearchResultGroups({ query, rows, table }: { query: string; rows: ProductRow[]; table: TableProps }) {
  const { primary, others } = splitByMatch(rows);
  if (primary.length === 0 || others.length === 0) return <ProductTable rows={rows} label={m.tableLabel(query)} {...table} />;
  return (
    <div className="space-y-3">
      <ProductTable rows={primary} label={m.tableLabel(query)} {...table} />
      <OtherMatches query={query} rows={others} table={table} />
    </div>
  );
}

function OtherMatches({ query, rows, table }: { query: string; rows: ProductRow[]; table: TableProps }) {
  const [open, setOpen] = useState(false);
  const headingId = useId();
  const title = m.otherPrefixMatches(query);
  return (
    <RadixCollapsible.Root open={open} onOpenChange={setOpen} data-testid="prefix-matches">
      <h3 id={headingId} className="text-base font-semibold">
        <RadixCollapsible.Trigger className="flex min-h-11 w-full items-center gap-2 rounded-lg border border-slate-200 bg-white px-4 text-left text-slate-800 shadow-sm hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
          <ChevronDown className={cn("size-5 shrink-0 text-slate-500 transition-transform", open && "rotate-180")} aria-hidden />
          <span>{title}</span>
          <span className="rounded-full bg-slate-200 px-2 text-sm font-semibold text-slate-700">{rows.length}</span>
        </RadixCollapsible.Trigger>
      </h3>
      {/* Mounted only when opened: the group costs nothing while collapsed (not even Radix's
          Presence, whose mount schedules a synchronous update: ui/dialog.tsx). */}
      {open ? (
        <RadixCollapsible.Content className="mt-2">
          <ProductTable rows={rows} label={title} {...table} eagerRows={Infinity} />
        </RadixCollapsible.Content>
      ) : null}
    </RadixCollapsible.Root>
  );
}
