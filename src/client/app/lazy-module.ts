// A module loaded on demand, once. Its components render lazily (React.lazy) but, once the module
// is here (preloaded by main.tsx for a returning user), without suspending: React shows a Suspense
// fallback for at least a frame and throttles the reveal of what follows, which would delay the
// first paint of the shell and its screen for nothing.
import { lazy, useSyncExternalStore, type ComponentType, type LazyExoticComponent } from "react";

export interface LazyModule<M> {
  /** Starts loading (or answers the load already started). */
  load: () => Promise<M>;
  /** A lazy component picked from the module. */
  component: (pick: (m: M) => ComponentType) => LazyExoticComponent<ComponentType>;
  /** The module once loaded (null before), re-rendering when it arrives; does not start a load. */
  useLoaded: () => M | null;
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let loaded: M | null = null;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const load = () =>
    (loading ??= importer().then(
      (m) => {
        loaded = m;
        listeners.forEach((l) => l());
        return m;
      },
      (err: unknown) => {
        // A failed download (flaky network) is tried again next time.
        loading = undefined;
        throw err;
      },
    ));
  const component = (pick: (m: M) => ComponentType) =>
    lazy(() => {
      if (loaded === null) return load().then((m) => ({ default: pick(m) }));
      const m = loaded;
      // A thenable that answers at once: React.lazy reads it synchronously and renders without suspending.
      const ready: PromiseLike<{ default: ComponentType }> = {
        then: (onFulfilled) => Promise.resolve(onFulfilled ? onFulfilled({ default: pick(m) }) : undefined) as never,
      };
      return ready as Promise<{ default: ComponentType }>;
    });
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => listeners.delete(l);
  };
  const useLoaded = () => useSyncExternalStore(subscribe, () => loaded, () => loaded);
  return { load, component, useLoaded };
}
