// The product table of spec §2: prefix, code, discount code, family, description, list price,
// discount, net, product info, quantity, availability, actions — per product the quantity (spec
// §5 rule), item note, add to cart, equivalents, delivery date and up to 2 suggested products.
// Used by the search results and the promo detail; it imports no feature: the feature passes the
// lookups and the add action. From 1024 px it is a table; below, each product is a card.
//
// Speed: rows are memoised (typing in one row re-renders that row only) and each search block
// (content-visibility in the search feature) and each card skip rendering while off screen, which keeps
// hundreds of rows fluid without virtualisation (docs/decisions/0011-search-design.md).
import { memo, useEffect, useState } from "react";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { formatEuro } from "../../../shared/rules/money";
import { cn } from "../../lib/cn";
import { useMediaQuery } from "../../lib/use-media-query";
import { AddButton, Badges } from "./add-button";
import { Availability } from "./availability";
import { rowKey, type ProductLookups } from "./lookups";
import { QuantityConfirmDialog } from "./quantity-confirm-dialog";
import { QuantityInput, QuantityMessage } from "./quantity-input";
import { CrossRefs, RowActions, RowExtras } from "./row-details";
import { useRowState, type AddHandler } from "./use-row-state";
import { TableHeader, type HeaderCell } from "../../ui/table";

/** The columns' headers; the info column only where a row carries information. */
const headerCells = (infoCol: boolean): (HeaderCell | false)[] => [
  { label: m.colPrefix, className: "px-1.5" }, { label: m.colCode, className: "px-2" }, { label: m.colDiscountCode, className: "px-1 text-center" },
  { label: m.colFamily, className: "px-1.5" }, { label: m.colDescription, className: "px-2" }, { label: m.colList, className: "px-1.5 text-right" },
  { label: m.colDiscount, className: "px-1.5 text-right" }, { label: m.colNet, className: "px-1.5 text-right" }, infoCol && { label: m.colInfo, className: "px-2" },
  { label: m.colQuantity, className: "px-1.5" }, { label: m.colAvailability, className: "px-1.5" }, { label: m.colActions, className: "px-1.5 text-right" },
];

export interface ProductTableProps {
  rows: ProductRow[];
  /** Accessible name of the table, e.g. "Risultati per OC90". */
  label: string;
  lookups: ProductLookups;
  /** Adds to the cart; resolves true when the product is in the cart. */
  onAdd?: AddHandler;
  /** Keys ("PRE/COD") of products fading out after being added. */
  fading?: ReadonlySet<string>;
  /** Runs a search for a code (equivalents and suggested products offer it). */
  onSearchCode?: (code: string) => void;
  /**
   * How many rows mount with the table; the others mount right after, a few per task, so a
   * long list makes neither one long task nor one long frame (they are below the fold: the caller
   * counts what fits on screen). All of them by default.
   */
  eagerRows?: number;
  /** Where the keyboard goes the moment an add starts (the search box on /home). */
  focusAfterAdd?: () => void;
}

interface RowProps {
  row: ProductRow;
  lookups: ProductLookups;
  onAdd?: AddHandler;
  fading: boolean;
  onSearchCode?: (code: string) => void;
  focusAfterAdd?: () => void;
  /** From 1280 px: the add button shows its name. */
  xl?: boolean;
  /** From 1536 px: product info has its own column (below, it joins the description). */
  infoCol?: boolean;
}

/** From this width the products are a table; below it, cards. */
const TABLE_MEDIA = "(min-width: 1024px)";
/** The smallest a product shows (measured: table rows 101–175 px from 1024 px, cards 340–366 px). */
const MIN_ROW_PX = { table: 96, card: 280 };

/** The smallest a product shows at the window's width now: a table row, or a card on a phone. */
export function minProductPx(): number {
  return window.matchMedia(TABLE_MEDIA).matches ? MIN_ROW_PX.table : MIN_ROW_PX.card;
}

/**
 * How many products can show from `top` (px from the window's top) to the window's bottom, at their
 * smallest; at least one. What a caller passes as `eagerRows` (BENCHMARKS.md, session 41).
 */
export function productsThatFit(top: number): number {
  return Math.max(1, Math.ceil((window.innerHeight - Math.max(0, top)) / minProductPx()));
}

/** About how tall `count` products are at their smallest: the room a block keeps before they mount. */
export function productsHeightPx(count: number): number {
  return count * minProductPx();
}

/**
 * Rows mounted per step after the first ones: each step is one small task of its own (about 11 ms
 * a table row at 4× CPU on the counter tablet), so no frame lays out a page of rows and a key
 * typed meanwhile waits for four rows at most (BENCHMARKS.md, sessions 41 and 43).
 */
const MOUNT_STEP = 4;

/**
 * The rows to render: the first `eager` at mount, then MOUNT_STEP more in each task. Not
 * transitions: typing at the counter interrupts a transition's render and starts it again, so
 * while the mechanic typed the steps never finished, until React's five-second expiry rendered all
 * that was left in one task (0.5–1.6 s at 4× CPU; BENCHMARKS.md, session 43).
 */
function useMountedRows(rows: ProductRow[], eager: number): ProductRow[] {
  const [count, setCount] = useState(eager);
  const all = count >= rows.length;
  useEffect(() => {
    if (all) return;
    const step = setTimeout(() => setCount((c) => c + MOUNT_STEP), 0);
    return () => clearTimeout(step);
  }, [all, count]);
  return all ? rows : rows.slice(0, count);
}

export function ProductTable({ rows: allRows, label, lookups, onAdd, fading, onSearchCode, eagerRows = Infinity, focusAfterAdd }: ProductTableProps) {
  const wide = useMediaQuery(TABLE_MEDIA);
  const xl = useMediaQuery("(min-width: 1280px)");
  const infoCol = useMediaQuery("(min-width: 1536px)");
  const rows = useMountedRows(allRows, eagerRows);
  const rowProps = (row: ProductRow): RowProps => ({ row, lookups, onAdd, fading: fading?.has(rowKey(row)) ?? false, onSearchCode, focusAfterAdd, xl, infoCol });
  if (wide) {
    // Columns sized so the table fits its card from 1024 px (never a sideways scroll) and every
    // header fits its column: product info joins the description below 1536 px; below 1280 px the
    // add button is an icon with its name as label.
    return (
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="product-table-scroll">
        <table className="w-full table-fixed border-collapse text-sm" aria-label={label} data-testid="product-table">
          <colgroup>
            <col className="w-[4.75rem]" />
            <col className="w-[7.5rem] xl:w-[8.75rem]" />
            <col className="w-16" />
            <col className="w-[4.5rem]" />
            <col />
            <col className="w-[5.5rem]" />
            <col className="w-16" />
            <col className="w-[5.5rem]" />
            {infoCol ? <col className="w-40" /> : null}
            <col className="w-[4.75rem]" />
            <col className="w-28" />
            <col className="w-[3.75rem] xl:w-[12.5rem]" />
          </colgroup>
          <TableHeader className="bg-slate-50 text-left text-xs font-semibold uppercase leading-tight text-slate-600" cellClassName="py-2" cells={headerCells(infoCol)} />
          {rows.map((row) => (
            <TableRow key={rowKey(row)} {...rowProps(row)} />
          ))}
        </table>
      </div>
    );
  }
  return (
    <ul className="space-y-3" aria-label={label} data-testid="product-cards">
      {rows.map((row) => (
        <CardRow key={rowKey(row)} {...rowProps(row)} />
      ))}
    </ul>
  );
}

const TableRow = memo(function TableRow({ row, lookups, onAdd, fading, onSearchCode, focusAfterAdd, xl, infoCol }: RowProps) {
  const state = useRowState(row, onAdd, focusAfterAdd);
  return (
    <tbody
      className={cn("border-t border-slate-200 align-top transition-opacity ease-in", fading ? "pointer-events-none opacity-0 duration-[2500ms]" : "duration-200")}
      data-testid="product-row"
      data-product={rowKey(row)}
      data-match={row.match}
      aria-hidden={fading || undefined}
      inert={fading || undefined}
    >
      <tr>
        <td className="px-1.5 pb-1 pt-3 font-mono text-sm text-slate-600">{row.precodice}</td>
        <td className="px-2 pb-1 pt-3">
          <span className="block truncate whitespace-nowrap font-mono text-[15px] font-semibold text-slate-900" title={row.codice} data-testid="product-code">
            {row.codice}
          </span>
          {row.brand ? <span className="block truncate text-xs font-medium uppercase text-slate-500">{row.brand}</span> : null}
        </td>
        <td className="px-1 pb-1 pt-3 text-center font-mono text-sm text-slate-700">{row.codsco}</td>
        <td className="break-words px-1.5 pb-1 pt-3 text-xs capitalize text-slate-600">{row.fam.toLowerCase()}</td>
        <td className="px-2 pb-1 pt-3 text-slate-800">
          <span className="line-clamp-3 leading-snug" title={row.description}>{row.description}</span>
          {row.info && !infoCol ? <span className="mt-0.5 block text-xs leading-snug text-slate-600">{row.info}</span> : null}
          <Badges row={row} state={state} />
        </td>
        <td className="tabular whitespace-nowrap px-1.5 pb-1 pt-3 text-right text-[15px] text-slate-700" data-testid="list-price">{formatEuro(row.listino)}</td>
        <td className="tabular px-1.5 pb-1 pt-3 text-right text-sm text-slate-700" title={row.scontoPercent ? `${row.scontoPercent}%` : undefined}>
          {row.sconto || "—"}
        </td>
        <td className="tabular px-1.5 pb-1 pt-3 text-right">
          <span className="whitespace-nowrap text-base font-semibold text-brand-900" data-testid="net-price">
            {formatEuro(row.netto)}
          </span>
          {row.prezzoCauzione > 0 ? <span className="block text-xs leading-tight text-slate-600">{m.depositLabel(formatEuro(row.prezzoCauzione))}</span> : null}
        </td>
        {infoCol ? <td className="px-2 pb-1 pt-3 text-xs leading-snug text-slate-600">{row.info}</td> : null}
        <td className="px-1.5 pb-1 pt-2">
          <QuantityInput row={row} state={state} />
        </td>
        <td className="px-1.5 pb-1 pt-3" data-testid="availability">
          <Availability row={row} qty={state.qty} lookups={lookups} />
        </td>
        <td className="px-1.5 pb-1 pt-2 text-right">
          <AddButton row={row} state={state} look={xl ? "table" : "icon"} />
        </td>
      </tr>
      <tr>
        <td colSpan={infoCol ? 12 : 11} className="px-2 pb-2">
          <QuantityMessage row={row} state={state} className="pb-1 text-right" />
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 pl-14">
            <CrossRefs row={row} />
            <RowActions row={row} state={state} lookups={lookups} />
          </div>
          <div className="pl-14">
            <RowExtras row={row} state={state} lookups={lookups} onAdd={onAdd} onSearchCode={onSearchCode} />
          </div>
          <QuantityConfirmDialog row={row} state={state} />
        </td>
      </tr>
    </tbody>
  );
});

const CardRow = memo(function CardRow({ row, lookups, onAdd, fading, onSearchCode, focusAfterAdd }: RowProps) {
  const state = useRowState(row, onAdd, focusAfterAdd);
  return (
    <li
      className={cn(
        // A card far off screen is skipped (not laid out again nor painted) until scrolled near; the
        // browser lays each new card out once before skipping it. Its last size is kept: nothing jumps.
        "rounded-lg border border-slate-200 bg-white p-3 shadow-sm transition-opacity ease-in [contain-intrinsic-size:auto_340px] [content-visibility:auto]",
        fading ? "pointer-events-none opacity-0 duration-[2500ms]" : "duration-200",
      )}
      data-testid="product-row"
      data-product={rowKey(row)}
      data-match={row.match}
      aria-hidden={fading || undefined}
      inert={fading || undefined}
    >
      <article aria-label={`${row.precodice} ${row.codice}`}>
        <div className="flex items-start justify-between gap-3">
          <div className="min-w-0">
            <p className="text-xs text-slate-500">
              <span className="font-mono">{row.precodice}</span>
              {row.brand ? <span> · {row.brand}</span> : null}
              <span> · {row.fam}</span>
            </p>
            <p className="truncate whitespace-nowrap font-mono text-lg font-semibold leading-tight text-slate-900" title={row.codice} data-testid="product-code">
              {row.codice}
            </p>
          </div>
          <span className="shrink-0 rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-600" title={m.colDiscountCode}>
            {m.colDiscountCode} <span className="font-mono font-semibold text-slate-800">{row.codsco}</span>
          </span>
        </div>
        <p className="mt-1 text-sm font-medium leading-snug text-slate-800">{row.description}</p>
        {row.info ? <p className="mt-0.5 text-xs text-slate-500">{row.info}</p> : null}
        <Badges row={row} state={state} />
        <dl className="mt-2 grid grid-cols-3 gap-2 rounded-md bg-slate-50 px-2 py-1.5 text-center">
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-600">{m.colList}</dt>
            <dd className="tabular text-[15px] text-slate-700">{formatEuro(row.listino)}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-600">{m.colDiscount}</dt>
            <dd className="tabular text-[15px] text-slate-700">{row.sconto || "—"}</dd>
          </div>
          <div>
            <dt className="text-xs uppercase tracking-wide text-slate-600">{m.colNet}</dt>
            <dd className="tabular text-lg font-bold text-brand-900" data-testid="net-price">
              {formatEuro(row.netto)}
            </dd>
          </div>
        </dl>
        {row.prezzoCauzione > 0 ? <p className="mt-1 text-right text-xs text-slate-500">{m.depositLabel(formatEuro(row.prezzoCauzione))}</p> : null}
        <div className="mt-2 flex items-start justify-between gap-3" data-testid="availability">
          <span className="pt-0.5 text-xs font-medium uppercase tracking-wide text-slate-500">{m.colAvailability}</span>
          <div className="text-right">
            <Availability row={row} qty={state.qty} lookups={lookups} />
          </div>
        </div>
        <div className="mt-2 flex items-start gap-2">
          <QuantityInput row={row} state={state} className="w-24 shrink-0" />
          <AddButton row={row} state={state} look="card" />
        </div>
        <QuantityMessage row={row} state={state} className="mt-1 whitespace-normal" />
        <QuantityConfirmDialog row={row} state={state} />
        <div className="mt-2 space-y-1 border-t border-slate-100 pt-2">
          <CrossRefs row={row} />
          <RowActions row={row} state={state} lookups={lookups} />
        </div>
        <RowExtras row={row} state={state} lookups={lookups} onAdd={onAdd} onSearchCode={onSearchCode} />
      </article>
    </li>
  );
});
