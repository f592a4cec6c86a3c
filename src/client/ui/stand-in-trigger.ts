// The header's menus (DropdownMenu, Popover) mount their Radix root after the page's first paint.
// Radix's Popper registers the trigger as its anchor with a state update from the trigger's ref,
// during React's commit; an update there is synchronous, and React then runs every pending effect
// of that commit inside the same task: on a returning user's first view, the effects of the whole
// page (issue 22, Lighthouse's Total Blocking Time; BENCHMARKS.md, session 55). Until the root
// mounts, a plain button that looks the same stands in for the trigger: a press on it opens the
// menu at once, and the focus it had passes to the real trigger.
import { useCallback, useLayoutEffect, useRef, useState, type RefCallback } from "react";
import { useAfterFirstPaint } from "../lib/after-first-paint";

export interface StandInTrigger {
  /** True once the Radix root may mount (the page has painted, or the stand-in was pressed). */
  live: boolean;
  /** For the real trigger: it takes the focus the stand-in had. */
  triggerRef: React.RefObject<HTMLButtonElement | null>;
  /** For the stand-in button: with the closed trigger's ARIA state and data-state. */
  standIn: {
    ref: RefCallback<HTMLButtonElement>;
    onClick: () => void;
    "aria-haspopup": "menu" | "dialog";
    "aria-expanded": false;
    "data-state": "closed";
    "data-stand-in": true;
  };
}

/**
 * `popup`: what the trigger opens (its aria-haspopup); `onPress`: opens the menu (a press on the
 * stand-in). From then on the real trigger stays.
 */
export function useStandInTrigger(popup: "menu" | "dialog", onPress: () => void): StandInTrigger {
  const painted = useAfterFirstPaint();
  const [pressed, setPressed] = useState(false);
  const live = painted || pressed;
  const hadFocus = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (!live || !hadFocus.current) return;
    hadFocus.current = false;
    triggerRef.current?.focus();
  }, [live]);
  // The ref's cleanup runs while the stand-in is still in the document, before React removes it
  // (a stable callback: its cleanup runs at the removal only, not at every render).
  const ref = useCallback<RefCallback<HTMLButtonElement>>(
    (el) => () => {
      if (el && document.activeElement === el) hadFocus.current = true;
    },
    [],
  );
  const onClick = () => {
    setPressed(true);
    onPress();
  };
  return { live, triggerRef, standIn: { ref, onClick, "aria-haspopup": popup, "aria-expanded": false, "data-state": "closed", "data-stand-in": true } };
}
