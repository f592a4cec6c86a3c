// The search box of /home (spec §2, §5): a code in any form; 1–2 characters show the red hint
// 'Inserire almeno 3 caratteri' for 5 s; an empty search is not sent. After a search the text
// stays selected so the next code simply replaces it, and Tab goes straight to the first
// result's quantity (type, Enter, Tab, Enter adds). Beside it the camera scan (a lazily loaded
// dialog) and, with no click, a keyboard-wedge scanner's burst (issue 23, decision 0031).
import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { ScanBarcode, Search } from "lucide-react";
import { scanMessages as s } from "../../../../shared/messages/scan";
import { searchMessages as m } from "../../../../shared/messages/search";
import { HINT_MS } from "../../../../shared/rules/limits";
import { checkSearchInput } from "../../../../shared/rules/search-input";
import { Button } from "../../../ui/button";
import { cn } from "../../../lib/cn";
import { useMediaQuery } from "../../../lib/use-media-query";
import { useKeyboardScanner } from "../hooks/keyboard-scanner";
import { setSearchInput } from "./search-focus";
import { codeInputProps } from "./code-input";

const ScanDialog = lazy(() => import("./scan-dialog"));

interface SearchBoxProps {
  onSearch: (q: string) => boolean;
  pending: boolean;
  /** A code read by a scanner (camera or keyboard wedge) is about to be searched (null: it was not). */
  onScanned?: (code: string | null) => void;
  /** Keys typed ahead of the answer (hooks/tab-ahead.ts): true when the key was taken. */
  onKeyAhead?: (e: KeyboardEvent<HTMLInputElement>) => boolean;
}

export function SearchBox({ onSearch, pending, onScanned, onKeyAhead }: SearchBoxProps) {
  const [value, setValue] = useState("");
  const [scanning, setScanning] = useState(false);
  const [hint, setHint] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const narrow = useMediaQuery("(max-width: 639px)");

  // The box takes the focus once it is on the page (what autoFocus did), right after the frame
  // that paints it, without scrolling (at the top of the page it is in view anyway). Focusing
  // inside React's commit made the browser style and lay out the whole page (with the restored
  // searches) there, in the middle of a long task; after the paint that work is already done.
  // It does not take the focus from a field the user reached in the meantime.
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const active = document.activeElement;
        if (!active || active === document.body) input.current?.focus({ preventScroll: true });
      }, 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    setSearchInput(input.current);
    return () => {
      setSearchInput(null);
      if (hintTimer.current) clearTimeout(hintTimer.current);
    };
  }, []);

  function showHint(text: string) {
    setHint(text);
    if (hintTimer.current) clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => setHint(null), HINT_MS);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const check = checkSearchInput(value);
    if (!check.ok) {
      if (check.reason === "short") showHint(m.minChars);
      else if (check.reason === "long") showHint(m.tooLong);
      return; // empty: nothing is sent
    }
    setHint(null);
    onSearch(value);
    input.current?.select();
  }

  // A scanned code replaces the box's text and is searched at once; the text stays selected so
  // the next code replaces it (the search panel may then move the focus to the part's quantity).
  // The box gets the focus back once the dialog has gone (while it is mounted its focus trap
  // would take it back), unless the part's quantity already has it.
  const refocus = useRef(false);
  const focusBoxLater = useCallback(() => {
    refocus.current = true;
  }, []);
  useEffect(() => {
    if (scanning || !refocus.current) return;
    refocus.current = false;
    const active = document.activeElement;
    if (active && active !== document.body && active !== input.current) return;
    input.current?.focus({ preventScroll: true });
    input.current?.select();
  });
  const searchScanned = useCallback(
    (code: string) => {
      setScanning(false);
      setValue(code);
      setHint(null);
      onScanned?.(code);
      if (!onSearch(code)) {
        onScanned?.(null);
        return;
      }
      focusBoxLater();
    },
    [onSearch, onScanned, focusBoxLater],
  );
  useKeyboardScanner(searchScanned, input, !scanning);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (onKeyAhead?.(e)) return;
    if (e.key !== "Tab" || e.shiftKey) return;
    const first = document.querySelector<HTMLInputElement>("#search-current [data-qty-input]:not(:disabled)");
    if (first) {
      e.preventDefault();
      first.focus();
      first.select();
    }
  }

  return (
    <form role="search" onSubmit={submit} noValidate className="relative" aria-label={m.searchLabel}>
      <label htmlFor="home-search" className="sr-only">
        {m.searchLabel}
      </label>
      <div className="flex gap-2">
        <div className="relative flex-1">
          <Search className="pointer-events-none absolute left-3 top-1/2 size-5 -translate-y-1/2 text-slate-400" aria-hidden />
          <input
            ref={input}
            id="home-search"
            type="search"
            name="searchString"
            {...codeInputProps}
            placeholder={narrow ? m.placeholderShort : m.placeholder}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              if (hint && checkSearchInput(e.target.value).ok) setHint(null);
            }}
            onKeyDown={onKeyDown}
            aria-invalid={hint ? true : undefined}
            aria-describedby="home-search-hint"
            className={cn(
              "h-12 w-full rounded-lg border border-slate-300 bg-white pl-10 pr-3 text-lg text-slate-900 shadow-sm placeholder:text-base placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-4 focus:ring-brand-500/20 sm:h-14 sm:text-xl",
              hint && "border-red-500 focus:border-red-500 focus:ring-red-500/20",
            )}
          />
        </div>
        <Button type="button" variant="outline" size="lg" className="h-12 w-12 px-0 sm:h-14 sm:w-14 [&_svg]:size-6" aria-label={s.scanButton} title={s.scanButton} onClick={() => setScanning(true)}>
          <ScanBarcode aria-hidden />
        </Button>
        <Button type="submit" size="lg" className="h-12 px-4 sm:h-14 sm:px-6" aria-label={m.searchButton} aria-busy={pending || undefined}>
          {pending ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : <Search aria-hidden />}
          <span className="hidden sm:inline">{m.searchButton}</span>
        </Button>
      </div>
      <div className="mt-1 flex h-5 items-center justify-between gap-3">
        <p id="home-search-hint" role={hint ? "alert" : undefined} className={cn("text-sm font-medium text-red-600", !hint && "invisible")}>
          {hint ?? m.minChars}
        </p>
        <p className="hidden text-xs text-slate-500 lg:block">{m.keyboardHint}</p>
      </div>
      {scanning ? (
        <Suspense fallback={null}>
          <ScanDialog
            onClose={() => {
              setScanning(false);
              focusBoxLater();
            }}
            onCode={searchScanned}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
