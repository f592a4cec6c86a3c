// One filtered-list pattern (issue 15 item 8) for the orders, DDT, missing, promos and returns
// lists: the collapsible filter form applied on submit (useFilterDraft + FilterPanel + FilterInput),
// the list's states with its empty text (ListStates) or with "load more" pages (PagedList), the customer guard
// (NeedsCustomer) and the one error notice per failure (useQueryErrorNotice).
import { useEffect, useState, type FormEvent, type InputHTMLAttributes, type ReactNode } from "react";
import { ChevronsDown, Search, X } from "lucide-react";
import { notify } from "../lib/notify";
import { shouldReportError, type QueryLike } from "../offline/query-view";
import { QueryStates } from "./query-states";
import { Badge } from "../ui/badge";
import { Button } from "../ui/button";
import { CollapsiblePanel } from "../ui/collapsible";
import { Input } from "../ui/input";
import { Label } from "../ui/label";
import { Spinner } from "../ui/spinner";
import { QueryError, type RetryableQuery } from "./query-error";
import { CustomerRequired } from "./customer-required";

type Filter<K extends string> = Partial<Record<K, string>>;

/** How many of a filter's fields hold something (the badge beside "Mostra filtri"). */
export function activeFilterCount(f: Record<string, unknown>): number {
  return Object.values(f).filter((v) => typeof v === "string" && v.trim() !== "").length;
}

/** The filter form's draft: edited freely, applied trimmed and without empty fields on submit. */
export function useFilterDraft<K extends string>(empty: Record<K, string>, applied: Partial<Record<K, string | number>>, onApply: (f: Filter<K>) => void) {
  const [draft, setDraft] = useState<Record<K, string>>(() => {
    const start = { ...empty };
    for (const k of Object.keys(empty) as K[]) if (applied[k] !== undefined) start[k] = String(applied[k]);
    return start;
  });
  const active = activeFilterCount(applied);
  return {
    draft,
    active,
    canClear: active > 0 || activeFilterCount(draft) > 0,
    /** value and onChange of the field's input. */
    field: (k: K) => ({ value: draft[k], onChange: (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [k]: e.target.value })) }),
    apply: () => onApply(Object.fromEntries(Object.entries<string>(draft).map(([k, v]) => [k, v.trim()]).filter(([, v]) => v !== "")) as Filter<K>),
    clear: () => {
      setDraft(empty);
      onApply({});
    },
  };
}

export interface FilterPanelProps {
  labels: { show: string; hide: string; form: string; apply: string; clear: string };
  draft: { active: number; canClear: boolean; apply: () => void; clear: () => void };
  /** A field's value is wrong: the filters are not applied. */
  invalid?: boolean;
  className?: string;
  actionsClassName?: string;
  children: ReactNode;
}

/** "Mostra filtri" with the count of active filters; the fields in a grid, then apply and clear. */
export function FilterPanel({ labels, draft, invalid = false, className, actionsClassName, children }: FilterPanelProps) {
  const [open, setOpen] = useState(draft.active > 0);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!invalid) draft.apply();
  };
  return (
    <CollapsiblePanel open={open} onOpenChange={setOpen} title={open ? labels.hide : labels.show} badge={draft.active ? <Badge tone="brand">{draft.active}</Badge> : null} className="mb-4">
      <form onSubmit={submit} className={className} aria-label={labels.form}>
        {children}
        <div className={actionsClassName}>
          <Button type="submit" disabled={invalid}>
            <Search aria-hidden /> {labels.apply}
          </Button>
          <Button variant="outline" onClick={draft.clear} disabled={!draft.canClear}>
            <X aria-hidden /> {labels.clear}
          </Button>
        </div>
      </form>
    </CollapsiblePanel>
  );
}

/** A labelled input of a filter form; what is under it (hint, error) comes as children. */
export function FilterInput({ id, label, children, ...input }: InputHTMLAttributes<HTMLInputElement> & { id: string; label: string; children?: ReactNode }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} {...input} />
      {children}
    </div>
  );
}

/** The dashed box of a list with nothing to show. */
export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">{children}</p>;
}

/** A list loaded whole: the query's states (offline, spinner, error with "Riprova"), then the empty text or the rows. */
export function ListStates<T>({ query, errorMessage, emptyText, children }: { query: QueryLike & RetryableQuery & { data: T[] | undefined }; errorMessage: string; emptyText: ReactNode; children: (rows: T[]) => ReactNode }) {
  return (
    <QueryStates query={query} errorMessage={errorMessage}>
      {(rows) => (rows.length === 0 ? <EmptyState>{emptyText}</EmptyState> : children(rows))}
    </QueryStates>
  );
}

export interface PagedQuery extends RetryableQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

export interface PagedListProps<T> {
  query: PagedQuery;
  /** The rows of the pages loaded so far. */
  items: T[];
  errorMessage: string;
  emptyText: ReactNode;
  loadMoreLabel: string;
  /** Said under the rows once every page is loaded; nothing when absent. */
  allLoadedLabel?: string;
  children: (items: T[]) => ReactNode;
}

/** A server-paged list: spinner, error with "Riprova" while nothing is shown, the empty text, the rows and "Carica altri". */
export function PagedList<T>({ query, items, errorMessage, emptyText, loadMoreLabel, allLoadedLabel, children }: PagedListProps<T>) {
  if (query.isPending) return <Spinner />;
  if (query.isError && items.length === 0) return <QueryError message={errorMessage} query={query} />;
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;
  return (
    <>
      {children(items)}
      {query.hasNextPage || allLoadedLabel ? (
        <div className="mt-4 flex justify-center">
          {query.hasNextPage ? (
            <Button variant="outline" size="lg" onClick={() => void query.fetchNextPage()} pending={query.isFetchingNextPage}>
              <ChevronsDown aria-hidden /> {loadMoreLabel}
            </Button>
          ) : (
            <p className="text-sm text-slate-500">{allLoadedLabel}</p>
          )}
        </div>
      ) : null}
    </>
  );
}

/** Data of one customer: staff not acting for one read "select a customer" instead. */
export function NeedsCustomer({ allowed, children }: { allowed: boolean; children: ReactNode }) {
  return allowed ? <>{children}</> : <CustomerRequired />;
}

/** One error notice per failed load (none for data never fetched while offline: the screen says so). */
export function useQueryErrorNotice(query: QueryLike, message: string) {
  useEffect(() => {
    if (shouldReportError(query)) notify.error(message);
  }, [query.isError]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failure
}
