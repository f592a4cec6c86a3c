import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

// Answers kept from an earlier visit (lib/kept-class-merges.ts, for a logged user): tailwind-merge's
// answer depends only on the class list, and a list found here spares building its tables.
let kept: Map<string, string> | null = null;
/** This build's tailwind-merge (the chunk's URL carries its hash): what kept answers belong to. */
export const classMergeBuild = import.meta.url;
let onKept: (() => void) | null = null;

/** Uses these answers from now on; `grown` is called when an answer is added to them. */
export function keepClassMerges(merges: Map<string, string>, grown: () => void): void {
  kept = merges;
  onKept = grown;
}

export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  const found = kept?.get(classes);
  if (found !== undefined) return found;
  const merged = twMerge(classes);
  if (kept && onKept) {
    kept.set(classes, merged);
    onKept();
  }
  return merged;
}

/** tailwind-merge builds its class tables on its first call (tens of milliseconds on a phone). */
export function warmUpClassMerge(): void {
  twMerge("p-1", "p-2");
}
