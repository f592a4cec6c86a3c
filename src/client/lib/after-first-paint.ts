// Work that the first frame does not need (the promos under a returning user's search results on
// /home, the offline layer's start-up after the screens' first commit) runs after that frame is
// painted, in a task of its own: the first render, its layout and its paint carry only what is on
// screen, and the main thread never holds one long task for the whole page (Lighthouse's TBT,
// issue 22).
import { startTransition, useEffect, useState } from "react";

/** A hidden tab paints no frame (no requestAnimationFrame): the work still runs after this long. */
const HIDDEN_TAB_FALLBACK_MS = 1000;

/**
 * Runs `work` in a task of its own after the next frame is painted (or after a second when no
 * frame comes, as in a tab opened in the background). Returns the cancel.
 */
export function afterFirstPaint(work: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    work();
  };
  // The frame is painted after requestAnimationFrame's callbacks: a timeout from there runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run, 0);
  });
  const fallback = setTimeout(run, HIDDEN_TAB_FALLBACK_MS);
  return () => {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** False during the first render and its frame; true from the task after the first paint. */
export function useAfterFirstPaint(enabled = true): boolean {
  const [ready, setReady] = useState(!enabled);
  useEffect(() => {
    if (ready) return;
    return afterFirstPaint(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
