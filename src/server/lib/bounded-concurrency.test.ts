import { describe, expect, it } from "vitest";
import { boundedConcurrency, QueueFull } from "./bounded-concurrency";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("boundedConcurrency", () => {
  it("runs at most `concurrent` tasks, queues up to `queued`, refuses the rest", async () => {
    const q = boundedConcurrency(2, 1);
    const gates = [deferred(), deferred(), deferred()];
    let running = 0;
    let maxRunning = 0;
    const task = (i: number) => async () => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      await gates[i]!.promise;
      running--;
      return i;
    };
    const runs = [0, 1, 2].map((i) => q.run(task(i)));
    await expect(q.run(async () => 9)).rejects.toBeInstanceOf(QueueFull);
    expect(q.active).toBe(2);
    expect(q.waiting).toBe(1);
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(maxRunning).toBe(2);
    expect(q.active).toBe(0);
    expect(await q.run(async () => 7)).toBe(7);
  });

  it("frees the slot when a task fails", async () => {
    const q = boundedConcurrency(1, 0);
    await expect(q.run(async () => Promise.reject(new Error("x")))).rejects.toThrow("x");
    expect(await q.run(async () => 1)).toBe(1);
  });
});
