// The queued and refused edits of the session's identity, live: every tab sees an edit the moment
// any tab stores, sends or refuses it (Dexie liveQuery over IndexedDB, one per list, shared by all
// the readers of the page: offline/shared-live-query.ts).
import { useMemo } from "react";
import { useSharedLiveQuery } from "./shared-live-query";
import { useSession } from "../lib/session";
import type { OutboxEntry, RefusedEdit } from "./db";
import { identityOf } from "./identity";
import { pendingEdits, refusedEdits } from "./outbox";
import { useSyncState } from "./session-sync";

const NONE: never[] = [];

export function useIdentity(): string | null {
  const { user } = useSession();
  return user ? identityOf(user) : null;
}

/** The identity's queued edits, oldest first (optionally only those whose kind starts with `prefix`). */
export function usePendingEdits(prefix?: string): OutboxEntry[] {
  const identity = useIdentity();
  const rows = useSharedLiveQuery("outbox", identity, pendingEdits);
  return useMemo(() => (!rows ? NONE : prefix ? rows.filter((r) => r.kind.startsWith(prefix)) : rows), [rows, prefix]);
}

/**
 * The edits the user sees waiting: the queue without those a screen of this tab sent online and is
 * waiting for or was answered for (SyncState.quiet): an online add never shows as "in attesa".
 */
export function useWaitingEdits(): OutboxEntry[] {
  const pending = usePendingEdits();
  const { quiet } = useSyncState();
  return useMemo(() => (quiet.size === 0 ? pending : pending.filter((e) => !quiet.has(e.mutationId))), [pending, quiet]);
}

export function useRefusedEdits(): RefusedEdit[] {
  const identity = useIdentity();
  return useSharedLiveQuery("refused", identity, refusedEdits) ?? NONE;
}
