// The shell shows its footer once the first screen has rendered: a footer painted under a loading
// screen would be pushed out of view when the screen arrives (a layout shift, Lighthouse's CLS).
// A tiny store, so that only the footer renders again when it becomes true, not the whole shell.
import { useLayoutEffect, useSyncExternalStore } from "react";

let shown = false;
const listeners = new Set<() => void>();

function subscribe(l: () => void): () => void {
  listeners.add(l);
  return () => listeners.delete(l);
}

/** True once a screen of the shell has been on the page. */
export function useScreenShown(): boolean {
  return useSyncExternalStore(subscribe, () => shown, () => shown);
}

/** Rendered after a route's screen, inside its Suspense boundary: the screen is on the page. */
export function ScreenShown() {
  useLayoutEffect(() => {
    if (shown) return;
    shown = true;
    listeners.forEach((l) => l());
  }, []);
  return null;
}
