// The queued and refused edits of the session's identity, live: every tab sees an edit the moment
// any tab stores, sends or refuses it (Dexie liveQuery over IndexedDB, one per list, shared by all
// the readers of the page: offline/shared-live-query.ts).
import { useMemo } from "react";
import { useSharedLiveQuery } from "./shared-live-query";
import { useSession } from "../lib/session";
import type { OutboxEntry, RefusedEdit } from "./db";
import { identityOf } from "./identity";
import { pendingEdits, refusedEdits } from "./outbox";

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

export function useRefusedEdits(): RefusedEdit[] {
  const identity = useIdentity();
  return useSharedLiveQuery("refused", identity, refusedEdits) ?? NONE;
}
