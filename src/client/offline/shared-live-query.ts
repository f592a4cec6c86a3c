// One Dexie live query per key, however many components read it: the shell's connection badge,
// its edits dialog, the logout button and every reader of the cart all watch the identity's queued
// edits, and each useLiveQuery would run its own IndexedDB read at start and after every change.
// Readers share the subscription (and its last answer, at once for a reader that mounts later);
// the last reader to leave closes it, so nothing of an identity stays watched after its logout.
import { useCallback, useSyncExternalStore } from "react";
import { liveQuery, type Subscription } from "dexie";

interface SharedLive {
  value: unknown;
  readers: Set<() => void>;
  subscription: Subscription;
}

const lives = new Map<string, SharedLive>();

/** Joins the readers of `key`: `onChange` is called after each new answer; returns the leave. */
export function joinSharedLive(key: string, query: () => Promise<unknown>, onChange: () => void): () => void {
  let live = lives.get(key);
  if (!live) {
    const created: SharedLive = { value: undefined, readers: new Set(), subscription: null as unknown as Subscription };
    created.subscription = liveQuery(query).subscribe({
      next: (value) => {
        created.value = value;
        created.readers.forEach((r) => r());
      },
      // IndexedDB unavailable (private mode, quota): the readers keep their empty answer.
      error: () => undefined,
    });
    lives.set(key, created);
    live = created;
  }
  const joined = live;
  joined.readers.add(onChange);
  return () => {
    joined.readers.delete(onChange);
    if (joined.readers.size > 0) return;
    joined.subscription.unsubscribe();
    if (lives.get(key) === joined) lives.delete(key);
  };
}

/**
 * The live answer of `query` for the identity, shared by every reader of the same `name` and
 * identity (null: nothing to watch); undefined until IndexedDB has answered the first time.
 * `query` is a module's function, the same for every reader of `name`.
 */
export function useSharedLiveQuery<T>(name: string, identity: string | null, query: (identity: string) => Promise<T>): T | undefined {
  const key = identity === null ? null : `${name}:${identity}`;
  const subscribe = useCallback(
    (onChange: () => void) => (identity === null ? () => undefined : joinSharedLive(`${name}:${identity}`, () => query(identity), onChange)),
    [name, identity, query],
  );
  const snapshot = () => (key === null ? undefined : (sharedLiveValue(key) as T | undefined));
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** The last answer of `key`'s query (undefined: not watched, or not answered yet). */
export function sharedLiveValue(key: string): unknown {
  return lives.get(key)?.value;
}

/** The keys watched now. */
export function watchedKeys(): string[] {
  return [...lives.keys()];
}
