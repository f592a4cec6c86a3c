// At most `concurrent` tasks run at once, at most `queued` wait; a task beyond both is refused at
// once (QueueFull), so a flood costs a counter check instead of memory and CPU. Used for password
// checks: scrypt takes about 128 MB and a libuv thread for a noticeable time each.

export class QueueFull extends Error {}

export interface BoundedConcurrency {
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly active: number;
  readonly waiting: number;
}

export function boundedConcurrency(concurrent: number, queued: number): BoundedConcurrency {
  let active = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (active >= concurrent) {
        if (waiting.length >= queued) throw new QueueFull();
        // The slot is handed over by the task that finishes (active stays counted).
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        active++;
      }
      try {
        return await task();
      } finally {
        const next = waiting.shift();
        if (next) next();
        else active--;
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
