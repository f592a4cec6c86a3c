import { describe, expect, it } from "vitest";
import { mainThreadSummary, type TraceEvent } from "./trace-summary";

const meta = (pid: number, tid: number): TraceEvent => ({ name: "thread_name", ph: "M", ts: 0, pid, tid, args: { name: "CrRendererMain" } });
const x = (name: string, ts: number, dur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({ name, ph: "X", ts, dur, pid: 1, tid: 1, ...extra });

describe("the main thread's work by kind", () => {
  const events: TraceEvent[] = [
    // Listed first, but less busy: not the page's.
    meta(2, 2),
    meta(1, 1),
    // A task: a script that forces style and layout.
    x("RunTask", 0, 100),
    x("ThreadControllerImpl::RunTask", 0, 100),
    x("FunctionCall", 10, 50, { args: { data: { url: "http://127.0.0.1/assets/main-abc.js", lineNumber: 3, columnNumber: 7 } } }),
    x("UpdateLayoutTree", 20, 10),
    x("Layout", 30, 15),
    // A frame: paint and layerize.
    x("RunTask", 200, 40),
    x("ThreadControllerImpl::RunTask", 200, 40, { args: { src_func: "ScheduledActionSendBeginMainFrame" } }),
    x("WebFrameWidgetImpl::UpdateLifecycle", 205, 35),
    x("Paint", 210, 20),
    x("Layerize", 230, 5),
    // Outside any task, and on another renderer with less work: not counted.
    x("Paint", 300, 50),
    x("RunTask", 0, 120, { pid: 2, tid: 2 }),
    x("ThreadControllerImpl::RunTask", 0, 120, { pid: 2, tid: 2 }),
  ];
  const s = mainThreadSummary(events);

  it("gives each microsecond to the innermost event that names it, the rest to its nearest named ancestor or 'other'", () => {
    expect(s.busyUs).toBe(140);
    expect(Object.fromEntries(s.byKind)).toEqual({ other: 65, script: 25, paint: 20, layout: 15, style: 10, layerize: 5 });
    expect(s.byKind[0]![0]).toBe("other");
  });

  it("counts the frames and the scripts by where they start", () => {
    expect(s.frames).toEqual({ count: 1, medianUs: 40, p90Us: 40, totalUs: 40 });
    expect(s.scripts).toEqual([{ where: "main-abc.js:3:7", calls: 1, totalUs: 50, medianUs: 50 }]);
  });
});
