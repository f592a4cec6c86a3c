// One query's states on a screen, the same everywhere (issue 16 item 13, issue 15 item 8): the
// data (the stored copy too, offline), "Non disponibile offline" for data never fetched on this
// device while the server is away, the spinner, or the error with "Riprova".
import type { ReactNode } from "react";
import { queryView, type QueryLike } from "../offline/query-view";
import { Spinner } from "../ui/spinner";
import { OfflineUnavailable } from "./offline-unavailable";
import { QueryError, type RetryableQuery } from "./query-error";

export interface QueryStatesProps<T> {
  query: QueryLike & RetryableQuery & { data: T | undefined };
  /** What the error box says when the data could not be loaded. */
  errorMessage: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryStates<T>({ query, errorMessage, children }: QueryStatesProps<T>) {
  const view = queryView(query);
  if (view === "unavailable") return <OfflineUnavailable />;
  if (view === "loading") return <Spinner />;
  if (view === "error" || query.data === undefined) return <QueryError message={errorMessage} query={query} />;
  return <>{children(query.data)}</>;
}
