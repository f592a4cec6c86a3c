// Background work that any number of server instances can run side by side: each job claims rows
// with FOR UPDATE SKIP LOCKED. Domains add their job here (ERP adapter, mail delivery, CSV uploads).
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Database } from "./db/connection";
import type { Integrations } from "./integrations/registry";
import { erpJob } from "./integrations/erp/job";
import { promoMediaCleanupJob } from "./modules/promos/job";
import { authCleanupJob } from "./modules/auth/job";

export interface JobDeps {
  database: Database;
  config: Config;
  log: Logger;
  integrations: Integrations;
}

export interface Job {
  name: string;
  /** Fixed, or read from the configuration (e.g. ERP_SIM_INTERVAL_MS). */
  intervalMs: number | ((config: Config) => number);
  run(deps: JobDeps): Promise<void>;
}

const jobs: Job[] = [erpJob, promoMediaCleanupJob, authCleanupJob];

export function startBackgroundJobs(deps: JobDeps): () => Promise<void> {
  let stopped = false;
  const running = new Set<Promise<void>>();
  const busy = new Set<string>();
  const timers = jobs.map((job) =>
    setInterval(() => {
      // A slow run is never overlapped by the next tick of the same job.
      if (stopped || busy.has(job.name)) return;
      busy.add(job.name);
      const p: Promise<void> = job
        .run(deps)
        .catch((err: unknown) => deps.log.error({ err, job: job.name }, "background job failed"))
        .finally(() => {
          busy.delete(job.name);
          running.delete(p);
        });
      running.add(p);
    }, typeof job.intervalMs === "function" ? job.intervalMs(deps.config) : job.intervalMs),
  );
  return async () => {
    stopped = true;
    timers.forEach(clearInterval);
    await Promise.allSettled([...running]);
  };
}
