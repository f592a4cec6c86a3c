// The shell shows its footer once the first screen has rendered: a footer painted under a loading
// screen would be pushed out of view when the screen arrives (a layout shift, Lighthouse's CLS).
// A tiny store, so that only the footer renders again when it becomes true, not the whole shell.
// The footer follows as a transition of its own, not a synchronous update: an external store
// (useSyncExternalStore) or a plain update from the screen's layout effect would make React render
// it, and run every pending effect of the screen, inside the commit of the screen itself, one long
// task on a returning user's first view (issue 22, Lighthouse's Total Blocking Time).
import { startTransition, useEffect, useLayoutEffect, useState } from "react";

let shown = false;
const listeners = new Set<() => void>();

/** True once a screen of the shell has been on the page. */
export function useScreenShown(): boolean {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    if (value) return;
    const show = () => startTransition(() => setValue(true));
    if (shown) {
      show();
      return;
    }
    listeners.add(show);
    return () => {
      listeners.delete(show);
    };
  }, [value]);
  return value;
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
