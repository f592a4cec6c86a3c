// The typed registry of edit kinds: each feature describes, for the kinds of edit it queues (by
// prefix: "cart.", "visits."), what to send with one for the server to check in the same request,
// what to do with the server's answer, how a refusal nobody on screen waited for is told, and which
// query answers every tab of the identity shares. The features build their edits (request and payload) in their own api/
// files and apply the queued ones over their data themselves (cart-edits.ts, visit-edits.ts). The
// offline layer knows no feature: app/offline lists the features' kinds and hands them to the sync
// engine of the logged-in identity (docs/decisions/0013-offline-design.md, 0035).
import type { OutboxEntry, RefusedEdit } from "./db";

export interface EditKindHandler {
  /** Edits whose kind starts with this prefix. */
  prefix: string;
  /** Headers sent with the edit for the server to check in the same request (e.g. the cart it was made on). */
  requestHeaders?: (entry: OutboxEntry) => Record<string, string>;
  /** The server applied the edit: its answer. */
  onApplied?: (entry: OutboxEntry, data: unknown) => void | Promise<void>;
  /** The notice for a refusal found while replaying in the background; default: the layer's. */
  refusalText?: (refused: RefusedEdit) => string;
  /** Query keys whose latest answer every tab of the identity shares at once (e.g. the cart). */
  sharedQueryKeys?: readonly (readonly unknown[])[];
}

/** The handler of an edit's kind among `kinds`. */
export function editKindOf(kinds: readonly EditKindHandler[], kind: string): EditKindHandler | undefined {
  return kinds.find((h) => kind.startsWith(h.prefix));
}

/** The replay hooks of a set of kinds, dispatched to the handler of each edit's kind. */
export function editKindHooks(kinds: readonly EditKindHandler[]) {
  return {
    onApplied: async (entry: OutboxEntry, data: unknown): Promise<void> => {
      await editKindOf(kinds, entry.kind)?.onApplied?.(entry, data);
    },
    requestHeaders: (entry: OutboxEntry): Record<string, string> => editKindOf(kinds, entry.kind)?.requestHeaders?.(entry) ?? {},
    refusalText: (refused: RefusedEdit): string | null => editKindOf(kinds, refused.kind)?.refusalText?.(refused) ?? null,
  };
}
