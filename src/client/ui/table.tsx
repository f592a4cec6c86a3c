// A table's header row from a column list (issue 15 item 8): each column's label and classes in
// one place, `scope="col"` on every header, a column without a visible title (actions, toggles)
// named for screen readers only. Falsy entries are columns not shown (a role's extra column).
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface HeaderCell {
  label: ReactNode;
  className?: string;
  /** The title is for screen readers only (an actions column). */
  srOnly?: boolean;
}

export interface TableHeaderProps {
  cells: readonly (HeaderCell | false | null | undefined)[];
  /** The thead's classes (background, text size and colour). */
  className?: string;
  /** Classes every header cell shares (padding, weight). */
  cellClassName?: string;
  rowClassName?: string;
}

export function TableHeader({ cells, className, cellClassName, rowClassName }: TableHeaderProps) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {cells.map((c, i) =>
          c ? (
            <th key={i} scope="col" className={cn(cellClassName, c.className)}>
              {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
            </th>
          ) : null,
        )}
      </tr>
    </thead>
  );
}
