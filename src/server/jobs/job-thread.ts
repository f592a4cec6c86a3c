// The job queue's worker thread: where a job hands the part of its work that would hold the event
// loop for tens or hundreds of milliseconds (building and checking thousands of rows, and the
// garbage they leave), so that the instance that runs it goes on answering the counter in the
// meantime (docs/decisions/0053-heavy-jobs-in-a-thread.md). One thread per queue, started with the
// first task (piscina), stopped a minute after the last and with the queue. The thread opens
// connections of its own to the same database (db/connection.ts openThreadDatabase): nothing of
// the server's memory is shared, as with a job run by another instance. The thread runs at the
// server's CPU priority: niced, it made a 10,000-row upload 1.5–2 s longer for no gain the search
// probe could tell from noise (BENCHMARKS.md, session 46).
import { Piscina } from "piscina";
import { threadFile, type ThreadModule } from "../lib/thread-file";

/**
 * One thread: on two cores a second one would only compete with the counter and the database,
 * and a user's uploads run one after another anyway. Kept a minute after its last task: a file
 * that follows another does not pay the thread's start (its modules loaded) again.
 */
const THREADS = 1;
const IDLE_MS = 60_000;

export class JobThread {
  private pool: Piscina | null = null;

  /** Runs the default export of `module` with `data` in the thread; its answer (or its error) comes back. */
  run<T, R>(module: ThreadModule, data: T): Promise<R> {
    const { filename, execArgv } = threadFile(module);
    this.pool ??= new Piscina({ execArgv, minThreads: 0, maxThreads: THREADS, idleTimeout: IDLE_MS });
    return this.pool.run(data, { filename }) as Promise<R>;
  }

  /** Stops the thread, waiting for nothing: the queue stops it after its jobs have ended. */
  async stop(): Promise<void> {
    const pool = this.pool;
    this.pool = null;
    await pool?.destroy();
  }
}
