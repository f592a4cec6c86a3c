// The offline layer (Dexie, the outbox, the persisted copy: app/offline/offline-layer.tsx), loaded
// on demand. main.tsx starts it at once when an identity is stored on this device, so a returning
// user's cold start does not wait for it; a visitor with nothing stored loads it only at login.
import { lazyModule } from "../lazy-module";

const offlineLayer = lazyModule(() => import("./offline-layer"));

export const loadOfflineLayer = offlineLayer.load;

/** The offline layer once loaded (null before). */
export const useOfflineLayer = offlineLayer.useLoaded;
