// After a route change the keyboard goes to the new page's content (issue 16 item 10): its main
// heading, once the screen (loaded lazily) has drawn it, unless the screen already put the focus
// somewhere in it by itself (the home's search box, the picker's filter) or the user moved on.
// The first page of a visit keeps the browser's and the screen's own focus.
import { useEffect, useRef } from "react";
import { useLocation } from "react-router-dom";

const WAIT_MS = 5000;

export function focusMainHeading(main: HTMLElement): boolean {
  const h1 = main.querySelector<HTMLElement>("h1");
  if (!h1) return false;
  if (!h1.hasAttribute("tabindex")) h1.setAttribute("tabindex", "-1");
  h1.focus();
  return true;
}

export function useRouteFocus(mainId: string): void {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById(mainId);
    if (!main) return;
    const before = document.activeElement;
    const settle = (): boolean => {
      const now = document.activeElement;
      // The screen focused one of its own fields, or the user already moved elsewhere.
      if (now && now !== before && now !== document.body && (main.contains(now) || document.contains(before))) return true;
      return focusMainHeading(main);
    };
    if (settle()) return;
    const observer = new MutationObserver(() => {
      if (settle()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_MS);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
    observer.observe(main, { childList: true, subtree: true });
    return stop;
  }, [pathname, mainId]);
}
