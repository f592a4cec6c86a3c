// tailwind-merge builds its class tables on its first call: 16–35 ms of a returning user's start on
// every page under Lighthouse (issue 22). Its answer depends only on the class list, so the answers
// a page gave are kept on the device and handed to cn() at the next start: the screens' class lists
// are found there and the tables are built only for a list never seen before. The copy belongs to
// this build of cn and tailwind-merge (`classMergeBuild`) and holds class names only, no user data.
import { classMergeBuild, keepClassMerges, warmUpClassMerge } from "./cn";

const STORE_KEY = "banco.classMerges";
const MAX_KEPT = 2000;

function readKept(build: string): Map<string, string> {
  try {
    const saved = JSON.parse(localStorage.getItem(STORE_KEY) ?? "null") as { build?: string; merges?: [string, string][] } | null;
    if (saved?.build === build && Array.isArray(saved.merges)) return new Map(saved.merges);
  } catch {
    // An unreadable copy is ignored (and replaced at the next save).
  }
  return new Map();
}

/** Once per page, before the logged-in app's first screen. */
export function keepClassMergesOnDevice(build: string = classMergeBuild): void {
  if (typeof localStorage === "undefined") return;
  const merges = readKept(build);
  let grown = false;
  const save = () => {
    if (!grown) return;
    grown = false;
    try {
      localStorage.setItem(STORE_KEY, JSON.stringify({ build, merges: [...merges] }));
    } catch {
      // Storage full or refused: the next start builds the tables again, nothing else is lost.
    }
  };
  keepClassMerges(merges, () => {
    if (merges.size > MAX_KEPT) merges.delete(merges.keys().next().value!);
    grown = true;
  });
  addEventListener("pagehide", save);
  document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && save());
  // Nothing kept yet (a first visit, a new build): the tables are built in a task of their own
  // rather than inside the first screen's render.
  if (merges.size === 0) setTimeout(warmUpClassMerge, 0);
}
