// A keyboard-wedge barcode scanner (USB or Bluetooth, it "types" the code and Enter) searches
// from anywhere on /home with no click (issue 23): a fast burst ending in Enter while the focus is
// on the page, a button or a link becomes a search. Keys typed into another text field stay there
// (a person typing a quantity or a note); in the search box its own Enter already searches.
// The thresholds are the pure rule in shared/rules/scanner-burst.ts (decision 0031).
import { useEffect, useRef } from "react";
import { createBurstDetector, type KeyTarget } from "../../../../shared/rules/scanner-burst";

/** Input types that are not text (a key typed there is not a person's text). */
const NOT_TEXT = new Set(["button", "checkbox", "color", "file", "image", "radio", "range", "reset", "submit"]);

function targetOf(el: EventTarget | null, searchBox: HTMLElement | null): KeyTarget {
  if (!(el instanceof HTMLElement)) return "other";
  if (searchBox && el === searchBox) return "search-box";
  if (el instanceof HTMLTextAreaElement || el instanceof HTMLSelectElement || el.isContentEditable) return "text-field";
  if (el instanceof HTMLInputElement) return NOT_TEXT.has(el.type) ? "other" : "text-field";
  // Inside an open dialog the keys are the dialog's.
  if (el.closest('[role="dialog"],[role="alertdialog"]')) return "text-field";
  return "other";
}

export function useKeyboardScanner(onScan: (code: string) => void, searchBox: React.RefObject<HTMLElement | null>, enabled = true): void {
  const latest = useRef(onScan);
  useEffect(() => {
    latest.current = onScan;
  });
  useEffect(() => {
    if (!enabled) return;
    const detector = createBurstDetector();
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.isComposing || e.repeat) return;
      const verdict = detector.feed({
        key: e.key,
        at: e.timeStamp,
        target: targetOf(e.target, searchBox.current),
        modifier: e.ctrlKey || e.altKey || e.metaKey,
      });
      if (verdict.kind !== "scan") return;
      // The Enter ends the scan: it must not also press the button that has the focus.
      e.preventDefault();
      e.stopPropagation();
      latest.current(verdict.code);
    };
    window.addEventListener("keydown", onKeyDown, true);
    return () => window.removeEventListener("keydown", onKeyDown, true);
  }, [searchBox, enabled]);
}
