// Whether an element has come within about a screen of the viewport, once: the caller mounts what
// is heavy (a block's product rows) only then. The browser tells it after its own layout
// (IntersectionObserver), so asking costs no forced layout and no work while the element is far.
import { useCallback, useEffect, useRef, useState } from "react";

/** How far outside the viewport counts as near: a screen above and below. */
const NEAR_MARGIN = "100% 0px 100% 0px";

/**
 * `[ref, near]`: `near` starts as `initially` and turns true for good the first time the element
 * given to `ref` is within NEAR_MARGIN of the viewport. Without IntersectionObserver it is true.
 */
export function useNearViewport(initially: boolean): [(el: Element | null) => void, boolean] {
  const [near, setNear] = useState(() => initially || typeof IntersectionObserver === "undefined");
  const observer = useRef<IntersectionObserver | null>(null);
  const ref = useCallback((el: Element | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!el) return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.current?.disconnect();
        setNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.current.observe(el);
  }, []);
  useEffect(() => () => observer.current?.disconnect(), []);
  return [ref, near];
}
