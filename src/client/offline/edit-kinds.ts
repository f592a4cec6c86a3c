// The registry of edit kinds: each feature tells the offline layer, for the kinds of edit it
// queues (by prefix: "cart.", "visits."), what to check before replaying one, what to do with the
// server's answer, and how a refusal nobody on screen waited for is told. The layer knows no
// feature; app/offline composes them (docs/decisions/0013-offline-design.md, 0025).
import type { OutboxEntry, RefusedEdit } from "./db";

export interface EditKindHandler {
  /** Edits whose kind starts with this prefix. */
  prefix: string;
  /** A reason to refuse the edit without sending it, or null. */
  precheck?: (entry: OutboxEntry, memo: Map<string, unknown>) => Promise<string | null>;
  /** The server applied the edit: its answer. */
  onApplied?: (entry: OutboxEntry, data: unknown, memo: Map<string, unknown>) => void | Promise<void>;
  /** The notice for a refusal found while replaying in the background; default: the layer's. */
  refusalText?: (refused: RefusedEdit) => string;
}

const handlers = new Map<string, EditKindHandler>();

/** Registers (or replaces) the handler of a prefix; answers the unregistration. */
export function registerEditKind(handler: EditKindHandler): () => void {
  handlers.set(handler.prefix, handler);
  return () => {
    if (handlers.get(handler.prefix) === handler) handlers.delete(handler.prefix);
  };
}

export function editKindOf(kind: string): EditKindHandler | undefined {
  for (const h of handlers.values()) if (kind.startsWith(h.prefix)) return h;
  return undefined;
}

/** The replay hooks, dispatched to the handler of each edit's kind. */
export const editKindHooks = {
  precheck: async (entry: OutboxEntry, memo: Map<string, unknown>): Promise<string | null> => {
    const h = editKindOf(entry.kind);
    return h?.precheck ? h.precheck(entry, memo) : null;
  },
  onApplied: async (entry: OutboxEntry, data: unknown, memo: Map<string, unknown>): Promise<void> => {
    await editKindOf(entry.kind)?.onApplied?.(entry, data, memo);
  },
  refusalText: (refused: RefusedEdit): string | null => editKindOf(refused.kind)?.refusalText?.(refused) ?? null,
};
