// A diagnostic build (BANCO_TRACE_SYNC_UPDATES=1 npm run build): React's production client marks
// every synchronous update with a performance mark, named for the phase it was scheduled in and for
// the element nearest the component that asked for it. An update scheduled in the layout phase of a
// commit (a layout effect, a ref callback) makes React run every pending passive effect of that
// commit in the same task, then render again: one long task per screen (issue 22, Lighthouse's
// Total Blocking Time; decision 0056). Marks show in a Lighthouse trace as user timings, and
// `bench/trace-tasks.ts` lists them. Never part of a normal build.
import type { Plugin } from "vite";

/** The mark's prefix, read back by bench/trace-tasks.ts. */
export const SYNC_UPDATE_MARK = "banco:sync-update";

const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

// What each patched function gets at its start. `fiber.tag === 5` is a host element.
const MARK = `  if ((lane & 3) && typeof performance !== "undefined") {
    var nearest = fiber, named = "";
    while (nearest && !named) { if (nearest.tag === 5 && nearest.stateNode && nearest.stateNode.outerHTML) named = nearest.stateNode.outerHTML.slice(0, 160); nearest = nearest.return; }
    performance.mark("${SYNC_UPDATE_MARK} " + (globalThis.__bancoPhase || "other") + " " + named);
  }
`;

function wrapPhase(code: string, name: string, phase: string): string {
  const head = `function ${name}() {\n`;
  if (!code.includes(head)) throw new Error(`react-dom: ${name} non trovata (versione di React cambiata?)`);
  return code.replace(
    head,
    `function ${name}() { var outer = globalThis.__bancoPhase; globalThis.__bancoPhase = "${phase}"; try { return ${name}Traced.apply(this, arguments); } finally { globalThis.__bancoPhase = outer; } }\nfunction ${name}Traced() {\n`,
  );
}

/** Vite plugin: patches React's production client as it is bundled (only when enabled). */
export function traceSyncUpdates(): Plugin {
  return {
    name: "banco-trace-sync-updates",
    enforce: "pre",
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const head = "function scheduleUpdateOnFiber(root, fiber, lane) {\n";
      if (!code.includes(head)) throw new Error("react-dom: scheduleUpdateOnFiber non trovata (versione di React cambiata?)");
      let out = code.replace(head, head + MARK);
      out = wrapPhase(out, "flushLayoutEffects", "layout");
      out = wrapPhase(out, "flushPassiveEffects", "passive");
      return { code: out, map: null };
    },
  };
}
