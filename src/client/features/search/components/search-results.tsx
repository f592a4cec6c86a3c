// The current search and the previous ones below it (spec §2 Home, §4 Search), each with its
// product table, its pending state, its failure and the no-results message.
import { memo, useEffect, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { Clock, PackageSearch, RotateCcw, X } from "lucide-react";
import { Link } from "react-router-dom";
import { SEARCH_RESULT_LIMIT } from "../../../../shared/contract/search";
import { searchMessages as m } from "../../../../shared/messages/search";
import { OfflineCopyNotice } from "../../../components/offline-copy-notice";
import { minProductPx, productsHeightPx, productsThatFit } from "../../../components/product-table/product-table";
import type { AddHandler } from "../../../components/product-table/use-row-state";
import { Alert } from "../../../ui/alert";
import { Button, buttonVariants } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { cn } from "../../../lib/cn";
import { telHref } from "../../../lib/phone";
import { useCounterPhone } from "../../../lib/session";
import { useNearViewport } from "../../../lib/use-near-viewport";
import { common } from "../../../../shared/messages/common";
import { productLookups } from "../api/product-lookups";
import type { SearchEntry, SearchSession } from "../hooks/search-session";
import { onScreen } from "../hooks/search-state";
import { SearchResultGroups } from "./search-result-groups";
import { formatRomeTime } from "../../../../shared/rules/italian-date";

interface ResultsProps {
  session: SearchSession;
  onAdd: AddHandler;
  onSearchCode: (code: string) => void;
  /** Where the keyboard goes the moment an add starts (the search box). */
  focusAfterAdd: () => void;
}

export function SearchResults({ session, onAdd, onSearchCode, focusAfterAdd }: ResultsProps) {
  const { fading } = session.state;
  const { current, previous, pending } = onScreen(session.state);
  const fit = useRowsThatFit(current ? [current, ...previous] : previous);
  if (!current && previous.length === 0) return null;
  const entries = current ? [current, ...previous] : previous;
  const { retry, remove } = session;
  // One flat keyed list, one item per search: when a new search pushes the current one into the
  // history its block stays mounted (same key, same parent, same place after the new one), so
  // quantities, notes and opened lookups are kept and nothing already on screen renders again. The
  // history's heading lives inside the first previous item, not between items: as a sibling it made
  // React move the former current block (and its rows) after it, so the browser restyled and laid
  // out every row of that block again on each search (BENCHMARKS.md, session 37).
  const children: ReactNode[] = [];
  // The rows that can be on screen when the results mount at once, from the top; the rest right
  // after (ProductTable): what the browser lays out before the answer is painted.
  let eager = fit;
  entries.forEach((e, i) => {
    const eagerRows = eager;
    if (e.status === "success") eager = Math.max(0, eager - e.rows.length);
    const isCurrent = e === current;
    const firstPrevious = !isCurrent && (i === 0 || entries[i - 1] === current);
    children.push(
      <div key={e.id} className="space-y-4">
        {firstPrevious ? (
          <h2 className="flex items-center gap-2 border-t border-slate-200 pt-4 text-base font-semibold text-slate-700">
            <Clock className="size-4 text-slate-400" aria-hidden />
            {m.previousSearches}
            <span className="rounded-full bg-slate-200 px-2 text-xs font-semibold text-slate-600">{previous.length}</span>
          </h2>
        ) : null}
        <section
          // Tab, scans and type-ahead reach the current search's rows; never the ones being replaced.
          id={isCurrent && !pending ? "search-current" : undefined}
          aria-labelledby={`search-${e.id}-title`}
          data-testid={isCurrent ? "current-search" : "previous-search"}
          data-query={e.query}
          aria-busy={isCurrent && pending ? true : undefined}
          // Off-screen history is not rendered until scrolled to: hundreds of rows stay fluid.
          className={isCurrent ? "relative" : "relative [contain-intrinsic-size:auto_480px] [content-visibility:auto]"}
        >
          <EntryBlock
            entry={e}
            eagerRows={eagerRows}
            titleId={`search-${e.id}-title`}
            fading={fading}
            onAdd={onAdd}
            onSearchCode={onSearchCode}
            focusAfterAdd={focusAfterAdd}
            onRetry={retry}
            onRemove={isCurrent ? undefined : remove}
            previous={!isCurrent}
          />
          {isCurrent && pending ? <Replacing query={pending.query} /> : null}
        </section>
      </div>,
    );
  });
  return (
    <div id={RESULTS_ID} className="space-y-4">
      {children}
    </div>
  );
}

const RESULTS_ID = "search-results";

/**
 * How many rows can be on screen: from the top of the results (the window's top before the first
 * search) to the window's bottom; at least one (a Tab pressed before the answer goes to the first
 * row). BENCHMARKS.md, session 41: a 50-row answer at 1024×768 mounted 13 table rows for the 2–3 on
 * screen below the search box and the action bar, a phone 4 cards for 1.
 *
 * The top is read in the frame after the searches change (one is sent, an answer arrives, one is
 * removed), when the browser lays the page out anyway, and used by the next answer's render. Read
 * during the render it made the browser lay out the whole page mid-task, the history too: 85–127 ms
 * of a search's task at 4× CPU (BENCHMARKS.md, session 43). What is above the results does not
 * depend on them.
 */
function useRowsThatFit(entries: SearchEntry[]): number {
  const answered = entries
    .filter((e) => e.status === "success")
    .map((e) => e.id)
    .join(",");
  const top = useRef(0);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      top.current = document.getElementById(RESULTS_ID)?.getBoundingClientRect().top ?? 0;
    });
    return () => cancelAnimationFrame(frame);
  }, [answered, entries.length]);
  // The last top measured: one answer behind by design.
  return answered ? productsThatFit(top.current) : 0;
}

const EntryBlock = memo(function EntryBlock({
  entry,
  titleId,
  fading,
  onAdd,
  onSearchCode,
  focusAfterAdd,
  onRetry,
  onRemove,
  previous = false,
  eagerRows,
}: {
  entry: SearchEntry;
  /** Read when the table mounts only, so a change does not render the block again. */
  eagerRows: number;
  titleId?: string;
  fading: ReadonlySet<string>;
  onAdd: AddHandler;
  onSearchCode: (code: string) => void;
  focusAfterAdd: () => void;
  onRetry: (e: SearchEntry) => void;
  onRemove?: (id: number) => void;
  previous?: boolean;
}) {
  const count = entry.rows.length;
  // A search that comes onto the screen as history (restored from the device) mounts its rows when
  // it nears the viewport. Mounted at once, twenty restored searches of up to 50 rows each kept the
  // counter busy while the mechanic typed: one task of 1.2–1.8 s at 4× CPU (BENCHMARKS.md,
  // session 43). A search that was current keeps its rows when it becomes history.
  const [mountedAsCurrent] = useState(!previous);
  const [nearRef, near] = useNearViewport(mountedAsCurrent);
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className={cn("font-semibold text-slate-900", previous ? "text-sm" : "text-base")}>
          {entry.status === "success" && count > 0 ? m.resultsFor(entry.query, count) : <span>«{entry.query}»</span>}
          <span className="ml-2 text-xs font-normal text-slate-500">{m.searchedAt(formatRomeTime(entry.at))}</span>
        </h2>
        <div className="flex items-center gap-3">
          {!previous && count > 0 ? <span className="text-xs text-slate-500">{m.vatExcluded}</span> : null}
          {onRemove ? (
            <Button variant="ghost" size="sm" onClick={() => onRemove(entry.id)} aria-label={`${m.removeSearch} «${entry.query}»`} title={m.removeSearch}>
              <X aria-hidden />
            </Button>
          ) : null}
        </div>
      </div>
      {entry.status === "pending" ? (
        <ResultsSkeleton />
      ) : entry.status === "error" ? (
        <Alert tone="error">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span>{entry.error}</span>
            <Button variant="outline" size="sm" onClick={() => onRetry(entry)}>
              <RotateCcw aria-hidden /> {m.retry}
            </Button>
          </div>
        </Alert>
      ) : entry.offline && count === 0 ? (
        <OfflineCopyNotice at={null} empty />
      ) : count === 0 ? (
        <NoResults compact={previous} />
      ) : (
        <>
          {entry.offline ? <OfflineCopyNotice at={entry.offline.at} /> : null}
          {near ? (
            <SearchResultGroups query={entry.query} rows={entry.rows} table={{ lookups: productLookups, onAdd, fading, onSearchCode, eagerRows, focusAfterAdd }} />
          ) : (
            // Its rows' room, ruled like the rows (or cards) to come: a jump down the page shows where they go.
            <div ref={nearRef} style={deferredRowsStyle(count)} className="rounded-lg border border-slate-200 bg-white" data-testid="rows-deferred" />
          )}
          {count >= SEARCH_RESULT_LIMIT ? <p className="text-xs text-slate-500">{m.resultsCapped(SEARCH_RESULT_LIMIT)}</p> : null}
        </>
      )}
    </div>
  );
}, sameBlockProps);

/** A line at each row's (or card's) smallest height, over the room the rows keep. */
function deferredRowsStyle(count: number): CSSProperties {
  const row = minProductPx();
  return {
    height: productsHeightPx(count),
    backgroundImage: `repeating-linear-gradient(to bottom, transparent 0, transparent ${row - 1}px, #e2e8f0 ${row - 1}px, #e2e8f0 ${row}px)`,
  };
}

function sameBlockProps<P extends { eagerRows: number }>(a: P, b: P): boolean {
  for (const k of Object.keys(a) as (keyof P)[]) if (k !== "eagerRows" && !Object.is(a[k], b[k])) return false;
  return Object.keys(a).length === Object.keys(b).length;
}

/**
 * Over the results a new search displaces while it is on its way (hooks/search-state.ts onScreen):
 * they are dimmed and take no tap, and the search says it is running, without moving anything.
 */
function Replacing({ query }: { query: string }) {
  return (
    <div className="absolute inset-0 z-10 -m-1 rounded-lg bg-white/70" data-testid="search-replacing">
      <div className="sticky top-2 mx-auto mt-2 w-fit rounded-full border border-slate-200 bg-white px-4 py-2 shadow-sm">
        <Spinner label={m.searchingFor(query)} className="font-medium text-slate-700" />
      </div>
    </div>
  );
}

function ResultsSkeleton() {
  return (
    <div role="status" aria-label={m.searching} className="space-y-2 rounded-lg border border-slate-200 bg-white p-3">
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex animate-pulse items-center gap-3">
          <div className="h-4 w-16 rounded bg-slate-200" />
          <div className="h-4 w-24 rounded bg-slate-200" />
          <div className="h-4 flex-1 rounded bg-slate-100" />
          <div className="h-4 w-16 rounded bg-slate-200" />
          <div className="hidden h-9 w-14 rounded bg-slate-100 sm:block" />
        </div>
      ))}
      <span className="sr-only">{m.searching}</span>
    </div>
  );
}

/** The counter's phone number (configuration, footer too): a part not found is one call away. */
function CounterPhoneHint() {
  const phone = useCounterPhone();
  if (!phone) return null;
  return (
    <p className="text-sm text-slate-700" data-testid="no-results-phone">
      {common.callCounter}{" "}
      <a href={telHref(phone)} className="font-semibold text-brand-700 underline underline-offset-2">
        {phone}
      </a>
    </p>
  );
}

export function NoResults({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return <p className="rounded-md border border-dashed border-slate-300 bg-white px-3 py-2 text-sm text-slate-600">{m.noResults}</p>;
  }
  return (
    <div className="flex flex-col gap-4 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center" data-testid="no-results">
      <PackageSearch className="size-10 shrink-0 text-brand-300" aria-hidden />
      <div className="flex-1 space-y-1">
        <p className="text-lg font-semibold text-slate-900">{m.noResults}</p>
        <p className="text-sm text-slate-600">{m.noResultsHint}</p>
        <CounterPhoneHint />
      </div>
      <Link to="/kstore" className={cn(buttonVariants({ variant: "outline" }), "shrink-0")}>
        {m.openCatalogue}
      </Link>
    </div>
  );
}

