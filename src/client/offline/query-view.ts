// What a screen shows for one query (issue 16 item 13): the data it has — the stored copy too,
// when the server cannot be reached, never replaced by an error box; "Non disponibile offline" for a
// screen never opened on this device while the network or the server is away (never an endless
// "Caricamento…": TanStack pauses a query offline); the spinner and the error otherwise.
import { ApiError } from "../lib/api-client";

export type QueryView = "ready" | "loading" | "unavailable" | "error";

export interface QueryLike {
  data: unknown;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  fetchStatus: "fetching" | "paused" | "idle";
}

/** The server answered that this data is not (or no longer) there for this user: no copy stands for it. */
function refusedByServer(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

export function queryView(q: QueryLike): QueryView {
  // A promo deleted meanwhile, a document no longer this customer's: the stored copy is wrong now.
  if (q.data !== undefined) return q.isError && refusedByServer(q.error) ? "error" : "ready";
  if (q.isPending && q.fetchStatus === "paused") return "unavailable";
  if (q.isError && q.error instanceof ApiError && q.error.isNetwork) return "unavailable";
  return q.isPending ? "loading" : "error";
}

/** An error worth a notice: not the server out of reach while the stored copy is on screen. */
export function shouldReportError(q: QueryLike): boolean {
  return q.isError && queryView(q) === "error";
}
