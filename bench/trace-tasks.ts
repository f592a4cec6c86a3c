// The page's long main-thread tasks in a Lighthouse trace kept by the bench (BENCH_LIGHTHOUSE_TRACE=1
// keeps bench/.data/lighthouse/<page>.trace.json with V8's sampling profile): what each task over
// the threshold is made of, so the cause of the Total Blocking Time is named, not guessed.
// Lighthouse's mobile preset simulates a 4× slower CPU: a task counts for TBT when 4× its observed
// time exceeds 50 ms, hence the default threshold of 12.5 ms.
// With the build's client directory (built with BANCO_SOURCEMAP=1) the functions are named from the sources.
//   node --import tsx bench/trace-tasks.ts bench/.data/lighthouse/cart.trace.json [threshold ms] [dist/client]
// BENCH_TRACE_AT=<ms> adds one task broken down by passive effect and by synchronously rendered component.
// A BANCO_TRACE_SYNC_UPDATES=1 build adds the synchronous updates React was asked for, by phase.
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { TraceMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { pageMainThread, type TraceEvent } from "./trace-summary";
import { SYNC_UPDATE_MARK } from "../scripts/vite-trace-sync-updates";

interface CpuNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

const [file, thresholdArg, clientDir] = process.argv.slice(2);
if (!file) throw new Error("uso: trace-tasks.ts <trace.json> [soglia ms]");
const threshold = Number(thresholdArg ?? 12.5) * 1000;
const raw = JSON.parse(readFileSync(file, "utf8")) as { traceEvents?: TraceEvent[] } | TraceEvent[];
const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);

const main = pageMainThread(events);
if (!main) throw new Error("nessun CrRendererMain nella traccia");
const onMain = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === "X").sort((a, b) => a.ts - b.ts);
const navStart = events.find((e) => e.name === "navigationStart" && `${e.pid}:${e.tid}` === main)?.ts ?? onMain[0]!.ts;

// V8's samples on the main thread (Profile + ProfileChunk events): time → the function running.
const nodes = new Map<number, CpuNode>();
const samples: { ts: number; node: number }[] = [];
// (Profile ids restart in each process: a chunk belongs to the main thread's process.)
for (const p of events.filter((e) => e.name === "Profile" && `${e.pid}:${e.tid}` === main)) {
  let t = Number((p.args?.data as { startTime?: number } | undefined)?.startTime ?? p.ts);
  for (const c of events.filter((e) => e.name === "ProfileChunk" && e.id === p.id && e.pid === p.pid)) {
    const d = c.args?.data as { cpuProfile?: { nodes?: CpuNode[]; samples?: number[] }; timeDeltas?: number[] } | undefined;
    for (const n of d?.cpuProfile?.nodes ?? []) nodes.set(n.id, n);
    const ids = d?.cpuProfile?.samples ?? [];
    ids.forEach((id, i) => {
      t += d?.timeDeltas?.[i] ?? 0;
      samples.push({ ts: t, node: id });
    });
  }
}
samples.sort((a, b) => a.ts - b.ts);

// Source maps of the build, when given: "file.ts:name" instead of minified names.
const maps = new Map<string, TraceMap | null>();
function original(f: CpuNode["callFrame"]): { source: string; name: string } | null {
  if (!clientDir || !f.url) return null;
  const base = f.url.replace(/^.*\//, "");
  if (!maps.has(base)) {
    const path = join(clientDir, "assets", `${base}.map`);
    maps.set(base, existsSync(path) ? new TraceMap(readFileSync(path, "utf8")) : null);
  }
  const map = maps.get(base);
  if (!map) return null;
  const pos = originalPositionFor(map, { line: f.lineNumber + 1, column: f.columnNumber });
  if (!pos.source) return null;
  return { source: pos.source.replace(/^(\.\.\/)+/, "").replace(/^node_modules\//, "~"), name: pos.name ?? f.functionName };
}
const frameName = (f: CpuNode["callFrame"]) => {
  const o = original(f);
  return o ? `${o.name || "(anon)"} ${o.source.replace(/^.*\/(?=[^/]+\/[^/]+$)/, "")}` : `${f.functionName || "(anon)"} ${short(f.url)}:${f.lineNumber}`;
};
const isApp = (f: CpuNode["callFrame"]) => {
  const o = original(f);
  return o ? o.source.startsWith("src/") : Boolean(f.url) && !/index-[\w-]+\.js$/.test(f.url);
};

const ms = (us: number) => (us / 1000).toFixed(1);
const short = (url: string | undefined) => (url ?? "").replace(/^.*\//, "") || "(native)";
const describe = (e: TraceEvent) => {
  const d = e.args?.data;
  if (!d) return e.name;
  if (e.name === "EventDispatch") return `${e.name}(${d.type})`;
  if (e.name === "EvaluateScript" || e.name === "v8.compileModule" || e.name === "v8.evaluateModule") return `${e.name}(${short(String(d.url ?? (e.args as { fileName?: string }).fileName ?? ""))})`;
  if (e.name === "FunctionCall") return `${e.name}(${d.functionName || "?"} ${short(String(d.url ?? ""))})`;
  return e.name;
};

const verbose = process.env.BENCH_TRACE_VERBOSE === "1";
const REACT_PHASES = new Set(["renderRootSync", "renderRootConcurrent", "commitRoot", "flushPassiveEffects", "commitMutationEffects", "commitLayoutEffects", "flushSyncWorkAcrossRoots_impl", "flushSpawnedWork", "flushLayoutEffects", "flushMutationEffects"]);

let total = 0;
let blocking = 0;
for (const task of onMain.filter((e) => e.name === "RunTask" && (e.dur ?? 0) >= threshold)) {
  const end = task.ts + task.dur!;
  const inside = onMain.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
  total += task.dur!;
  blocking += Math.max(0, task.dur! * 4 - 50_000);
  console.log(`\n@${ms(task.ts - navStart)} ms: ${ms(task.dur!)} ms (×4 blocking ${ms(Math.max(0, task.dur! * 4 - 50_000))})`);
  // The task's direct children and the notable events below them (inclusive times).
  const byName = new Map<string, number>();
  for (const e of inside) {
    if ((e.dur ?? 0) < 1000) continue;
    const k = describe(e);
    byName.set(k, (byName.get(k) ?? 0) + e.dur!);
  }
  console.log("  events: " + [...byName].sort((a, b) => b[1] - a[1]).slice(0, 10).map(([k, v]) => `${k} ${ms(v)}`).join(" · "));
  // Self time per function from the samples in the task (and the app's frames on the stack).
  const self = new Map<string, number>();
  const app = new Map<string, number>();
  const phase = new Map<string, number>();
  const phaseApp = new Map<string, Map<string, number>>();
  let prev: number | null = null;
  for (const s of samples) {
    if (s.ts < task.ts || s.ts >= end) continue;
    const dt = prev === null ? 0 : s.ts - prev;
    prev = s.ts;
    const n = nodes.get(s.node);
    if (!n) continue;
    const k = frameName(n.callFrame);
    self.set(k, (self.get(k) ?? 0) + dt);
    // React's phases on the stack (outermost first): sync or sliced render, commit, passive effects.
    const chain: string[] = [];
    for (let p: CpuNode | undefined = n; p; p = p.parent !== undefined ? nodes.get(p.parent) : undefined) {
      const name = original(p.callFrame)?.name ?? p.callFrame.functionName;
      if (REACT_PHASES.has(name) && chain[0] !== name) chain.unshift(name);
    }
    const pk = chain.join(">") || "-";
    phase.set(pk, (phase.get(pk) ?? 0) + dt);
    if (verbose) {
      // Which of the app's components and modules ran in each phase (BENCH_TRACE_VERBOSE=1).
      const byPhase = phaseApp.get(pk) ?? new Map<string, number>();
      phaseApp.set(pk, byPhase);
      const frames = new Set<string>();
      for (let p: CpuNode | undefined = n; p; p = p.parent !== undefined ? nodes.get(p.parent) : undefined) if (isApp(p.callFrame)) frames.add(frameName(p.callFrame));
      for (const f of frames) byPhase.set(f, (byPhase.get(f) ?? 0) + dt);
    }
    // The innermost frame of the app's own code (without maps: outside the entry chunk).
    for (let p: CpuNode | undefined = n; p; p = p.parent !== undefined ? nodes.get(p.parent) : undefined) {
      const f = p.callFrame;
      if (isApp(f)) {
        const a = frameName(f);
        app.set(a, (app.get(a) ?? 0) + dt);
        break;
      }
    }
  }
  if (phase.size) console.log("  react:  " + [...phase].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${ms(v)}`).join(" · "));
  for (const [pk, frames] of phaseApp) console.log(`    ${pk}: ` + [...frames].sort((a, b) => b[1] - a[1]).slice(0, 12).map(([k, v]) => `${k} ${ms(v)}`).join(" · "));
  if (self.size) console.log("  self:   " + [...self].sort((a, b) => b[1] - a[1]).slice(0, 8).map(([k, v]) => `${k} ${ms(v)}`).join(" · "));
  if (app.size) console.log("  chunks: " + [...app].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([k, v]) => `${k} ${ms(v)}`).join(" · "));
}
console.log(`\ntasks ≥ ${ms(threshold)} ms: ${ms(total)} ms in all, ×4 blocking ≈ ${ms(blocking)} ms (Lighthouse counts from FCP to TTI only)`);
// The same from the thread's CPU time (tdur): what the page asked of the CPU, without the time the
// thread waited for a core on a loaded machine (which Lighthouse's 4× multiplies all the same).
const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === Number(main.split(":")[0]))?.ts ?? navStart;
let cpuBlocking = 0;
let wallBlocking = 0;
let cpuTotal = 0;
for (const t of onMain.filter((e) => e.name === "RunTask" && e.ts >= fcp)) {
  const cpu = (t as TraceEvent & { tdur?: number }).tdur ?? t.dur ?? 0;
  cpuTotal += cpu;
  cpuBlocking += Math.max(0, cpu * 4 - 50_000);
  wallBlocking += Math.max(0, (t.dur ?? 0) * 4 - 50_000);
}
console.log(`after FCP (${ms(fcp - navStart)} ms): main-thread CPU ${ms(cpuTotal)} ms; ×4 blocking from wall time ${ms(wallBlocking)} ms, from CPU time ${ms(cpuBlocking)} ms`);

// V8's code cache for the page's modules: compiled from a cache, or a cache serialised on the main
// thread (decision 0052: under revisioned cache keys Chromium serialised one at every start, for nothing).
const compiles = onMain.filter((e) => e.name === "v8.compileModule" && e.args?.data?.url);
const fromCache = compiles.filter((e) => Number(e.args?.data?.consumedCacheSize ?? 0) > 0).length;
const produced = onMain.filter((e) => e.name === "v8.produceModuleCache" && e.args?.data?.url);
const producedMs = produced.reduce((sum, e) => sum + (e.dur ?? 0), 0);
console.log(`module code cache: ${compiles.length} modules compiled, ${fromCache} from a cache; ${produced.length} caches serialised on the main thread (${ms(producedMs)} ms)`);

// Synchronous updates marked by a diagnostic build (BANCO_TRACE_SYNC_UPDATES=1 npm run build,
// scripts/vite-trace-sync-updates.ts), by phase and nearest element. One scheduled in a commit's
// layout phase makes React run that commit's passive effects inside its task (decision 0056).
const syncMarks = events.filter((e) => e.name.startsWith(SYNC_UPDATE_MARK) && e.pid === Number(main.split(":")[0]) && e.ph !== "e");
if (syncMarks.length) {
  const grouped = new Map<string, number>();
  for (const m of syncMarks) {
    const [phase = "", ...element] = m.name.slice(SYNC_UPDATE_MARK.length + 1).split(" ");
    const k = `@${Math.floor((m.ts - navStart) / 10_000) * 10} ms ${phase.padEnd(7)} ${element.join(" ").slice(0, 110)}`;
    grouped.set(k, (grouped.get(k) ?? 0) + 1);
  }
  console.log(`\nsynchronous updates (${syncMarks.length}; "layout": scheduled inside a commit):`);
  for (const [k, n] of grouped) console.log(`  ${String(n).padStart(2)}× ${k}`);
}

// BENCH_TRACE_AT=<ms>: the task running at that time (the longest within 5 ms), broken down by what
// React ran in it: each passive effect by its first three frames under commitHookEffectListMount,
// and each component rendered synchronously (renderRootSync) by the frame under renderWithHooks.
// A commit that spawns synchronous work shows here which effects and components made the task long.
const at = process.env.BENCH_TRACE_AT;
if (at) {
  const t0 = navStart + Number(at) * 1000;
  const task = onMain.filter((e) => e.name === "RunTask" && Math.abs(e.ts - t0) < 5000).sort((a, b) => b.dur! - a.dur!)[0];
  if (!task) throw new Error(`nessun task a ${at} ms`);
  const name = (n: CpuNode) => original(n.callFrame)?.name || n.callFrame.functionName || "(anon)";
  const effects = new Map<string, number>();
  const rendered = new Map<string, number>();
  let last: number | null = null;
  for (const s of samples) {
    if (s.ts < task.ts || s.ts >= task.ts + task.dur!) continue;
    const dt = last === null ? 0 : s.ts - last;
    last = s.ts;
    const stack: CpuNode[] = [];
    for (let p: CpuNode | undefined = nodes.get(s.node); p; p = p.parent !== undefined ? nodes.get(p.parent) : undefined) stack.unshift(p);
    const names = stack.map(name);
    const e = names.indexOf("commitHookEffectListMount");
    if (e >= 0 && stack[e + 1]) {
      const k = stack.slice(e + 1, e + 4).map((n) => frameName(n.callFrame)).join(" > ");
      effects.set(k, (effects.get(k) ?? 0) + dt);
    }
    const r = names.lastIndexOf("renderWithHooks");
    if (r >= 0 && stack[r + 1] && names.includes("renderRootSync")) {
      const k = frameName(stack[r + 1]!.callFrame);
      rendered.set(k, (rendered.get(k) ?? 0) + dt);
    }
  }
  const list = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1]).slice(0, 25).map(([k, v]) => `  ${ms(v).padStart(6)} ${k}`).join("\n");
  console.log(`\ntask @${ms(task.ts - navStart)} ms (${ms(task.dur!)} ms)\npassive effects (ms, first frames):\n${list(effects)}\ncomponents rendered synchronously:\n${list(rendered)}`);
}
