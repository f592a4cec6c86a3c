// "Aggiorna" (sw-updates.ts) with a stand-in for workbox-window and the browser: the waiting
// version is asked to take over; if a newer version replaced it meanwhile, the one waiting then is
// asked too; the page reloads when a version takes over a page another version controlled.
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";

interface FakeWorker {
  postMessage: Mock<(message: unknown) => void>;
}

const registration: { waiting: FakeWorker | null; update: () => Promise<void> } = { waiting: null, update: async () => undefined };
const workboxListeners = new Map<string, () => void>();

vi.mock("workbox-window", () => ({
  Workbox: class {
    addEventListener(type: string, listener: () => void) {
      workboxListeners.set(type, listener);
    }
    register() {
      return Promise.resolve(registration);
    }
    messageSkipWaiting() {
      registration.waiting?.postMessage({ type: "SKIP_WAITING" });
    }
  },
}));
vi.mock("../lib/session", () => ({ liveIdentity: () => null }));

const worker = (): FakeWorker => ({ postMessage: vi.fn<(message: unknown) => void>() });
const reload = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  vi.resetModules();
  workboxListeners.clear();
  registration.waiting = null;
  reload.mockReset();
  // Registration is for production builds only.
  vi.stubEnv("DEV", false);
  vi.stubGlobal("navigator", { onLine: true, serviceWorker: { controller: {}, addEventListener: vi.fn() } });
  vi.stubGlobal("window", { location: { reload }, addEventListener: vi.fn() });
  vi.stubGlobal("document", { addEventListener: vi.fn(), visibilityState: "visible" });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
});

async function registered() {
  const updates = await import("./sw-updates");
  updates.registerServiceWorker();
  await vi.advanceTimersByTimeAsync(0);
  return updates;
}

describe("'Aggiorna'", () => {
  it("asks the waiting version to take over, and asks again the one waiting later if none has", async () => {
    const first = worker();
    registration.waiting = first;
    const { applyUpdate } = await registered();
    await applyUpdate(async () => undefined);
    expect(first.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });

    // A newer version replaced the one asked before it took over: that one is asked now.
    const second = worker();
    registration.waiting = second;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(second.postMessage).toHaveBeenCalledWith({ type: "SKIP_WAITING" });
    expect(reload).not.toHaveBeenCalled();

    // It takes over the page the old version controlled: the page loads the new version.
    workboxListeners.get("controlling")!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("reloads at once when no version is waiting any more", async () => {
    const { applyUpdate } = await registered();
    await applyUpdate(async () => undefined);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("waits for the queued edits at most 5 seconds", async () => {
    const waiting = worker();
    registration.waiting = waiting;
    const { applyUpdate } = await registered();
    const done = applyUpdate(() => new Promise(() => undefined));
    await vi.advanceTimersByTimeAsync(4_999);
    expect(waiting.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(waiting.postMessage).toHaveBeenCalledTimes(1);
  });
});
