// The renderer's main thread in a Chrome trace, summed by kind of work (bench/counter-trace.ts):
// each microsecond of a task goes to the innermost event that says what it is (style, layout,
// paint, a script…), so a script's forced layout counts as layout and a frame's own scripts
// (animation-frame callbacks) as script. Pure, for a unit test.

/** One event of Chrome's trace format (the fields the bench's trace readers use). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: { name?: string; src_func?: string; data?: Record<string, unknown> & { url?: string; type?: string; functionName?: string; lineNumber?: number; columnNumber?: number } };
}

/**
 * The page's main thread ("pid:tid"): the renderer main thread that ran the most tasks, in the
 * process that painted when the trace saw a paint (Lighthouse's benchmark runs in an about:blank
 * renderer that can be busier than the page; DevTools has renderers of its own).
 */
export function pageMainThread(events: TraceEvent[]): string | undefined {
  const painted = new Set(events.filter((e) => e.name === "firstContentfulPaint").map((e) => e.pid));
  const mains = events
    .filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && (painted.size === 0 || painted.has(e.pid)))
    .map((e) => `${e.pid}:${e.tid}`);
  const busy = new Map<string, number>();
  for (const e of events) if (e.name === "RunTask" && e.dur) busy.set(`${e.pid}:${e.tid}`, (busy.get(`${e.pid}:${e.tid}`) ?? 0) + e.dur);
  return mains.sort((a, b) => (busy.get(b) ?? 0) - (busy.get(a) ?? 0))[0];
}

const KINDS: [string, RegExp][] = [
  ["script", /^(FunctionCall|EvaluateScript|v8\.compile|RunMicrotasks|TimerFire|FireAnimationFrame)$/],
  ["event", /^EventDispatch$/],
  ["style", /^(UpdateLayoutTree|Document::recalcStyle|Document::updateStyle|Document::rebuildLayoutTree)$/],
  ["layout", /^(Layout|LocalFrameView::performLayout|LocalFrameView::layout)$/],
  ["prepaint", /^(PrePaint|Blink\.CompositingInputs\.UpdateTime)$/],
  ["paint", /^(Paint|CullRectUpdate)$/],
  ["layerize", /^(Layerize|PaintArtifactCompositor::Update)$/],
  ["commit", /^Commit$/],
  ["hit test", /^HitTest$/],
  ["gc", /^(MinorGC|MajorGC|V8\.GC_.*)$/],
];
const TASK = "ThreadControllerImpl::RunTask";
/** A task that makes a frame (what it was posted by, in the "toplevel" category). */
const FRAME = "ScheduledActionSendBeginMainFrame";

export interface MainThreadSummary {
  busyUs: number;
  /** Busy time by kind, largest first; "other" is what no event named (task overhead, the browser's messages). */
  byKind: [string, number][];
  frames: { count: number; medianUs: number; p90Us: number; totalUs: number };
  /** Script calls by where they start (file:line:column), longest in all first. */
  scripts: { where: string; calls: number; totalUs: number; medianUs: number }[];
}

const kindOf = (name: string) => KINDS.find(([, re]) => re.test(name))?.[0] ?? null;
const at = (sorted: number[], q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))]! : 0);

export function mainThreadSummary(events: TraceEvent[]): MainThreadSummary {
  const main = pageMainThread(events);
  const own = events.filter((e) => e.ph === "X" && e.dur !== undefined && `${e.pid}:${e.tid}` === main).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);

  const byKind = new Map<string, number>();
  const stack: { end: number; kind: string; self: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      byKind.set(done.kind, (byKind.get(done.kind) ?? 0) + done.self);
    }
  };
  let busyUs = 0;
  for (const e of own) {
    close(e.ts);
    if (!stack.length && e.name !== TASK) continue; // outside a task: not the page's work
    if (e.name === TASK && !stack.length) busyUs += e.dur!;
    const parent = stack.at(-1);
    const dur = parent ? Math.min(e.dur!, parent.end - e.ts) : e.dur!;
    if (parent) parent.self -= dur;
    stack.push({ end: e.ts + dur, kind: kindOf(e.name) ?? parent?.kind ?? "other", self: dur });
  }
  close(Infinity);

  const frames = own.filter((e) => e.name === TASK && e.args?.src_func === FRAME).map((e) => e.dur!).sort((a, b) => a - b);
  const calls = new Map<string, number[]>();
  for (const e of own) {
    if (e.name !== "FunctionCall") continue;
    const d = e.args?.data;
    const where = `${(d?.url ?? "").split("/").pop() || "?"}:${d?.lineNumber ?? "?"}:${d?.columnNumber ?? "?"}`;
    calls.set(where, [...(calls.get(where) ?? []), e.dur!]);
  }
  const scripts = [...calls].map(([where, durs]) => {
    const sorted = durs.sort((a, b) => a - b);
    return { where, calls: sorted.length, totalUs: sorted.reduce((a, b) => a + b, 0), medianUs: at(sorted, 0.5) };
  });
  return {
    busyUs,
    byKind: [...byKind].filter(([, us]) => us > 0).sort((a, b) => b[1] - a[1]),
    frames: { count: frames.length, medianUs: at(frames, 0.5), p90Us: at(frames, 0.9), totalUs: frames.reduce((a, b) => a + b, 0) },
    scripts: scripts.sort((a, b) => b.totalUs - a.totalUs),
  };
}
