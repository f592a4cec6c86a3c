// Loads the offline layer (Dexie, the outbox, the persisted copy: app/offline/offline-layer.tsx)
// on demand. main.tsx starts it at once when an identity is stored on this device, so a returning
// user's cold start does not wait for it; a visitor with nothing stored loads it only at login.
import { useSyncExternalStore } from "react";

type OfflineLayerModule = typeof import("./offline-layer");

let loaded: OfflineLayerModule | null = null;
let loading: Promise<OfflineLayerModule> | null = null;
const listeners = new Set<() => void>();

export function loadOfflineLayer(): Promise<OfflineLayerModule> {
  loading ??= import("./offline-layer").then(
    (m) => {
      loaded = m;
      listeners.forEach((l) => l());
      return m;
    },
    (err: unknown) => {
      // A failed download (offline without the chunk cached): the next render tries again.
      loading = null;
      throw err;
    },
  );
  return loading;
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** The offline layer once loaded (null before). */
export function useOfflineLayer(): OfflineLayerModule | null {
  return useSyncExternalStore(subscribe, () => loaded, () => loaded);
}
