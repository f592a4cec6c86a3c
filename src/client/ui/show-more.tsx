// A long list held whole by the client (an upload's summary, a cart filled from a CSV: up to 10,000
// rows) shown a page at a time: the first page at once, then a button that adds the next. On a
// phone-speed CPU 10,000 rows took 10 s (the summary) to over 5 minutes (the cart) to appear
// (session 26); the rows not shown are kept.
import { useState } from "react";
import { Button } from "./button";

/** Rows shown at first, and added by each "Mostra altre": the same for every long list. */
const ROWS_PAGE = 100;

export function useFirstRows<T>(rows: T[], page = ROWS_PAGE) {
  const [count, setCount] = useState(page);
  const left = Math.max(0, rows.length - count);
  return { shown: rows.length > count ? rows.slice(0, count) : rows, left, next: Math.min(page, left), showMore: () => setCount((c) => c + page) };
}

export function ShowMore({ left, label, onClick }: { left: number; label: string; onClick: () => void }) {
  if (left <= 0) return null;
  return (
    <div className="border-t border-slate-100 p-2 text-center">
      <Button variant="outline" size="sm" onClick={onClick}>
        {label}
      </Button>
    </div>
  );
}
