// Parts of a screen that are below the fold when it opens (the promos under a returning user's
// search results on /home) mount after the first frame, in a task of their own and as a
// transition: the first render, its layout and its paint carry only what is on screen, and the
// main thread never holds one long task for the whole page (Lighthouse's TBT, issue 22).
import { startTransition, useEffect, useState } from "react";

/** False during the first render and its frame; true from the task after the first paint. */
export function useAfterFirstPaint(enabled = true): boolean {
  const [ready, setReady] = useState(!enabled);
  useEffect(() => {
    if (ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame is painted after requestAnimationFrame's callbacks: a timeout from there runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, [ready]);
  return ready;
}

/**
 * Resolves in the task after the next paint: for a request a render starts that can wait one frame
 * (the per-row availability lookups of a results table: their `fetch` calls otherwise run in the
 * commit's task, before the rows are painted). A hidden page paints no frames: then after 200 ms.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const hidden = setTimeout(resolve, 200);
    requestAnimationFrame(() => {
      clearTimeout(hidden);
      setTimeout(resolve, 0);
    });
  });
}
