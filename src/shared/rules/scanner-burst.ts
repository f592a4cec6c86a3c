// A barcode scanner that "types like a keyboard" (USB or Bluetooth HID) sends the code as a burst
// of key presses a few milliseconds apart and ends it with Enter. A person types at 80–300 ms a key.
// This pure rule tells the two apart from the keys' times and where they were typed (decision 0031):
// - keys typed into the search box are the search box's own (its Enter already searches);
// - keys typed into any other text field (quantity, note, textarea) belong to a person: never taken;
// - elsewhere (page body, a button, a link), at least SCAN_MIN_CHARS printable characters typed on
//   average at most SCAN_MAX_GAP_MS apart, none more than SCAN_MAX_PAUSE_MS after the previous one,
//   then Enter within SCAN_MAX_PAUSE_MS, is a scan. The average (not every gap) is what is bounded
//   because a Bluetooth link or a busy device delivers a scanner's keys in bunches with an
//   occasional pause; a person's average is 80–300 ms, and a pause over SCAN_MAX_PAUSE_MS starts a
//   new burst. From SCAN_HICCUP_FROM_CHARS characters the single longest gap (one hiccup) is left
//   out of the average.

/** Fewest characters of a scanned code (EAN-8 has 8; short Code 39 labels have 4). */
export const SCAN_MIN_CHARS = 4;
/** Longest average pause between the characters of a burst. Scanners send a key every 2–20 ms. */
export const SCAN_MAX_GAP_MS = 35;
/**
 * Longest single pause inside a burst, and before its Enter (a scanner's suffix delay). Generous
 * on purpose: Bluetooth links deliver keys in bunches, and a loaded device (seen in the e2e run at
 * load 25 on 2 cores: one gap over 100 ms among 5–10 ms ones) splits a burst at a shorter bound, and
 * half a code would be searched. It only decides where a burst starts; the average decides whether
 * it is a scanner.
 */
export const SCAN_MAX_PAUSE_MS = 250;
/**
 * From this many characters (EAN-8 and longer) the burst's single longest gap is left out of the
 * average: one hiccup of a loaded device (the CI run's 187 ms before the second of 13 digits sent 5 ms
 * apart, then 13–38 ms) must not undo a scan. Shorter bursts keep every gap, so a person's four rolled
 * keys with one pause (30, 30, 100 ms) stay a person's.
 */
export const SCAN_HICCUP_FROM_CHARS = 8;
/** Longest code kept (the search takes at most 100 characters). */
export const SCAN_MAX_CHARS = 100;

/** Where a key was typed: the search box, another text field a person may be typing in, or elsewhere. */
export type KeyTarget = "search-box" | "text-field" | "other";

export interface ScanKey {
  /** KeyboardEvent.key: one character for printable keys, a name ("Enter", "Shift"…) otherwise. */
  key: string;
  /** Milliseconds (KeyboardEvent.timeStamp). */
  at: number;
  target: KeyTarget;
  /** Ctrl, Alt or Meta held: a shortcut, never part of a code. */
  modifier?: boolean;
}

export type ScanVerdict = { kind: "none" } | { kind: "scan"; code: string };

const NONE: ScanVerdict = { kind: "none" };
/** Keys a scanner may send inside a burst that carry no character (Shift for capitals). */
const NEUTRAL = new Set(["Shift", "CapsLock"]);

export interface BurstDetector {
  feed(k: ScanKey): ScanVerdict;
  reset(): void;
}

export function createBurstDetector(): BurstDetector {
  let buffer = "";
  let first = 0;
  let last = Number.NEGATIVE_INFINITY;
  let longest = 0;
  let tooLong = false;
  const reset = () => {
    buffer = "";
    last = Number.NEGATIVE_INFINITY;
    longest = 0;
    tooLong = false;
  };
  return {
    reset,
    feed(k) {
      if (k.target !== "other" || k.modifier) {
        reset();
        return NONE;
      }
      if (NEUTRAL.has(k.key)) return NONE;
      const gap = k.at - last;
      if (k.key === "Enter") {
        const code = buffer.trim();
        const average = averageGap(buffer.length, last - first, longest);
        const scan = !tooLong && code.length >= SCAN_MIN_CHARS && average <= SCAN_MAX_GAP_MS && gap <= SCAN_MAX_PAUSE_MS;
        reset();
        return scan ? { kind: "scan", code } : NONE;
      }
      if (k.key.length !== 1) {
        reset(); // Tab, arrows, Backspace…: a person moving around
        return NONE;
      }
      // A pause too long starts a new burst from this character.
      if (buffer && gap <= SCAN_MAX_PAUSE_MS) {
        if (buffer.length < SCAN_MAX_CHARS) buffer += k.key;
        else tooLong = true; // no code is this long: this burst is not a scan
        longest = Math.max(longest, gap);
      } else {
        buffer = k.key;
        first = k.at;
        longest = 0;
        tooLong = false;
      }
      last = k.at;
      return NONE;
    },
  };
}

/** The average gap between `chars` characters spanning `span` ms, without the longest gap once the burst is long enough. */
function averageGap(chars: number, span: number, longest: number): number {
  if (chars < 2) return Number.POSITIVE_INFINITY;
  if (chars < SCAN_HICCUP_FROM_CHARS) return span / (chars - 1);
  return (span - longest) / (chars - 2);
}

/** Feeds a whole sequence (tests, replay): the last verdict. */
export function detectBurst(keys: readonly ScanKey[]): ScanVerdict {
  const d = createBurstDetector();
  let v: ScanVerdict = NONE;
  for (const k of keys) v = d.feed(k);
  return v;
}
