// Keyboard shortcuts of the portal (issue 16 item 10). The shell listens to the keys; a screen that
// can answer an action (the home's search box, the send button of the cart) registers a handler
// while it is on screen. An action asked for on a screen that cannot answer it is kept until one
// that can mounts (F9 on the order list opens the cart, then goes to its send button).
import { useEffect, useRef } from "react";

export type ShortcutAction = "search" | "cart" | "send" | "help";

/** The key of each action, as shown in the UI and matched against KeyboardEvent.key. */
export const SHORTCUT_KEYS: Record<ShortcutAction, string> = { search: "F2", cart: "F4", send: "F9", help: "?" };

type Handler = () => void;
const handlers = new Map<ShortcutAction, Handler[]>();
let waiting: ShortcutAction | null = null;

/** Runs the newest handler of `action`; false when no screen on show answers it. */
export function runShortcut(action: ShortcutAction): boolean {
  const list = handlers.get(action);
  const handler = list?.[list.length - 1];
  if (!handler) return false;
  handler();
  return true;
}

/** Remembers `action` for the next screen that registers a handler for it. */
export function deferShortcut(action: ShortcutAction): void {
  waiting = action;
}

/** Registers `handler` for `action` while the calling component is mounted. */
export function useShortcut(action: ShortcutAction, handler: Handler, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const h: Handler = () => latest.current();
    handlers.set(action, [...(handlers.get(action) ?? []), h]);
    if (waiting === action) {
      waiting = null;
      // After the screen's own first paint and focus.
      setTimeout(h, 0);
    }
    return () => {
      handlers.set(action, (handlers.get(action) ?? []).filter((x) => x !== h));
    };
  }, [action, enabled]);
}
