// Banco's thin layer over the PostgreSQL job queue pg-boss (docs/decisions/0017-job-queue.md).
// A feature declares its job with defineJob (name, retries, optional schedule, handler) and adds
// it to jobs/registry.ts; anyone enqueues it with queue.enqueue(job, data). pg-boss runs over the
// app's own node-postgres pool (plus one connection that LISTENs, jobs/listen.ts), keeps its tables in the `pgboss` schema, retries
// with exponential backoff and moves a job whose retries are used up to the dead-letter queue,
// which ADMIN sees and can retry (/adminMail). Queues deliver at least once: every handler's effect
// is idempotent.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { PgBoss, fromDrizzle, type JobWithMetadata, type Queue } from "pg-boss";
import type { Config } from "../config";
import type { Database, Db } from "../db/connection";
import type { Integrations } from "../integrations/registry";
import { listenOver } from "./listen";
import { JobThread } from "./job-thread";

export interface JobDeps {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  integrations: Integrations;
}

export interface JobRun {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure of this attempt sends the job to the dead letters. */
  isLastAttempt: boolean;
  /** The queue's enqueue, for a job that hands work on to another job. */
  enqueue: JobQueue["enqueue"];
  /** The queue's worker thread, for work that would hold the event loop (jobs/job-thread.ts). */
  thread: JobThread;
}

export interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  /** Seconds before the first retry; doubled (with jitter) on each further one. */
  delaySeconds: number;
  maxDelaySeconds?: number;
}

/** A schedule: every N milliseconds (one job per time slot, however many instances) or a cron line. */
export type JobSchedule = { everyMs: (config: Config) => number } | { cron: string };

/** What a scheduled job receives: the start of its time slot (ISO), the same on every instance. */
export interface TickData {
  tick: string;
}

export interface JobDefinition<T extends object> {
  name: string;
  retry: (config: Config) => RetryPolicy;
  schedule?: JobSchedule;
  /** How long a completed job stays visible in pg-boss's table (default one day). */
  keepCompletedSeconds?: number;
  run(data: T, deps: JobDeps, run: JobRun): Promise<void>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a list of jobs of different data types
export type AnyJob = JobDefinition<any>;

export function defineJob<T extends object>(def: JobDefinition<T>): JobDefinition<T> {
  return def;
}

/** A database or a drizzle transaction: an enqueue inside a transaction commits with it. */
export type Executor = Pick<Db, "execute">;

export interface EnqueueOptions {
  /** One job per key and job name, ever (while pg-boss keeps it): a second enqueue is a no-op. */
  key?: string;
  startAfter?: Date;
  /** Enqueue inside the caller's transaction. */
  executor?: Executor;
}

export const DEAD_LETTER_QUEUE = "dead-letters";
const DEAD_LETTER_RETENTION_SECONDS = 60 * 24 * 3600;

export interface DeadLetter {
  id: string;
  job: string;
  data: Record<string, unknown>;
  error: string;
  attempts: number;
  failedAt: string;
}

/** A UUID made from a key, so the same key always names the same job (pg-boss ids are UUIDs). */
export function jobIdFor(name: string, key: string): string {
  const h = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function errorText(output: unknown): string {
  if (output && typeof output === "object" && "message" in output) return String((output as { message: unknown }).message);
  return output == null ? "" : JSON.stringify(output);
}

export interface JobQueueOptions {
  /** How often an idle worker asks for work (pg-boss's default is 2 s). */
  pollingIntervalSeconds?: number;
}

export class JobQueue {
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  private working = false;
  private readonly timers: NodeJS.Timeout[] = [];
  private readonly byName = new Map<string, AnyJob>();
  /** Where jobs run their heavy parts; stopped with the queue. */
  readonly thread = new JobThread();

  constructor(
    private readonly deps: JobDeps,
    jobs: AnyJob[],
    private readonly options: JobQueueOptions = {},
  ) {
    for (const job of jobs) this.byName.set(job.name, job);
    const pool = deps.database.pool;
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) => pool.query(text, values as unknown[]),
        // A job wakes the workers of every instance at once (jobs/listen.ts); polling stays underneath.
        listen: listenOver(pool.options, (err) => deps.log.warn({ err }, "job queue: LISTEN connection lost, reconnecting")),
      },
      useListenNotify: true,
      // Maintenance and cron schedules only where workers run (BACKGROUND_JOBS).
      supervise: deps.config.BACKGROUND_JOBS,
      schedule: deps.config.BACKGROUND_JOBS,
    });
    this.boss.on("error", (err) => deps.log.error({ err }, "job queue error"));
  }

  /** Installs or migrates pg-boss's schema and declares the queues; once, on first use. */
  ready(): Promise<void> {
    this.started ??= this.install().catch((err: unknown) => {
      this.started = null;
      throw err;
    });
    return this.started;
  }

  private async install(): Promise<void> {
    await this.boss.start();
    await this.declare({ name: DEAD_LETTER_QUEUE, retentionSeconds: DEAD_LETTER_RETENTION_SECONDS });
    for (const job of this.byName.values()) {
      const r = job.retry(this.deps.config);
      await this.declare({
        name: job.name,
        retryLimit: r.limit,
        retryDelay: r.delaySeconds,
        retryBackoff: true,
        notify: true,
        ...(r.maxDelaySeconds ? { retryDelayMax: r.maxDelaySeconds } : {}),
        deleteAfterSeconds: job.keepCompletedSeconds ?? 24 * 3600,
        deadLetter: DEAD_LETTER_QUEUE,
      });
    }
  }

  private async declare(queue: Queue): Promise<void> {
    const { name, ...options } = queue;
    if (await this.boss.getQueue(name)) await this.boss.updateQueue(name, options);
    else await this.boss.createQueue(name, options);
  }

  /** Starts this instance's workers and schedules (main.ts does when BACKGROUND_JOBS is on). */
  async startWorkers(): Promise<void> {
    await this.ready();
    if (this.working) return;
    this.working = true;
    const only = this.deps.config.BACKGROUND_JOBS_ONLY;
    const poll = this.options.pollingIntervalSeconds ?? 2;
    for (const job of this.byName.values()) {
      if (only && !only.includes(job.name)) continue;
      await this.boss.work(
        job.name,
        // Woken by the job's notification; the poll (pg-boss relaxes it to 30 s when notified) stays at
        // its interval so that a notification lost with the connection never costs more than it did.
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: poll, notifyPollingIntervalSeconds: poll },
        ([j]: JobWithMetadata<object>[]) => this.runOne(job, j!),
      );
      if (job.schedule && "cron" in job.schedule) await this.boss.schedule(job.name, job.schedule.cron, {}, { tz: "Europe/Rome" });
      if (job.schedule && "everyMs" in job.schedule) this.tickEvery(job, job.schedule.everyMs(this.deps.config));
    }
  }

  private async runOne(job: AnyJob, j: JobWithMetadata<object>): Promise<void> {
    const run: JobRun = {
      id: j.id,
      retryCount: j.retryCount,
      isLastAttempt: j.retryCount >= j.retryLimit,
      enqueue: (next, data, opts) => this.enqueue(next, data, opts),
      thread: this.thread,
    };
    try {
      await job.run(j.data, this.deps, run);
    } catch (err) {
      this.deps.log.warn({ err, job: job.name, id: j.id, retryCount: j.retryCount }, "job failed");
      throw err;
    }
  }

  // Every instance with workers proposes the job of the current time slot; the slot's key makes it
  // one job however many instances propose it.
  private tickEvery(job: AnyJob, ms: number): void {
    const propose = () => {
      const slot = Math.floor(Date.now() / ms) * ms;
      this.enqueue(job, { tick: new Date(slot).toISOString() }, { key: String(slot) }).catch((err: unknown) =>
        this.deps.log.error({ err, job: job.name }, "job schedule failed"),
      );
    };
    propose();
    const timer = setInterval(propose, ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** Adds a job. Answers its id, or null when a job with the same key already exists. */
  async enqueue<T extends object>(job: JobDefinition<T>, data: T, opts: EnqueueOptions = {}): Promise<string | null> {
    if (!this.byName.has(job.name)) throw new Error(`Lavoro non registrato: ${job.name}`);
    await this.ready();
    return this.boss.send(job.name, data, {
      ...(opts.key !== undefined ? { id: jobIdFor(job.name, opts.key) } : {}),
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      ...(opts.executor ? { db: fromDrizzle(opts.executor, sql) } : {}),
    });
  }

  /** Jobs whose retries are used up, newest first. */
  async deadLetters(limit = 200): Promise<DeadLetter[]> {
    await this.ready();
    const rows = await this.boss.findJobs<Record<string, unknown>>(DEAD_LETTER_QUEUE, { queued: true, limit });
    return rows
      .map((r) => ({
        id: r.id,
        job: r.sourceName ?? "",
        data: r.data ?? {},
        error: errorText(r.sourceOutput),
        attempts: (r.sourceRetryCount ?? 0) + 1,
        failedAt: new Date(r.createdOn).toISOString(),
      }))
      .sort((a, b) => b.failedAt.localeCompare(a.failedAt));
  }

  /** Gives a dead job one more attempt. False when there is no such dead letter. */
  async retryDeadLetter(id: string): Promise<boolean> {
    await this.ready();
    const [dead] = await this.boss.findJobs(DEAD_LETTER_QUEUE, { id, queued: true });
    if (!dead?.sourceName || !dead.sourceId) return false;
    await this.boss.retry(dead.sourceName, dead.sourceId);
    await this.boss.deleteJob(DEAD_LETTER_QUEUE, id);
    return true;
  }

  /** Stops the schedules and workers, waiting for running jobs (up to 10 s), then the thread. */
  async stop(): Promise<void> {
    this.timers.forEach(clearInterval);
    this.timers.length = 0;
    if (this.started) {
      await this.started.catch(() => {});
      await this.boss.stop({ graceful: true, timeout: 10_000 });
      this.started = null;
      this.working = false;
    }
    await this.thread.stop();
  }
}
