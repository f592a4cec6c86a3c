// The cart CSV uploads of one (user, customer), run in the job queue's thread (jobs/job-thread.ts):
// resolving and checking 10,000 rows, then building the cart's lines and the summary, held the event
// loop of the instance that ran the job for 50–150 ms at a time, and every search it answered
// meanwhile waited (BENCHMARKS.md, session 46). Connections of its own, opened per task and closed
// after it: uploads are rare, and an idle thread holds none.
import { openThreadDatabase, type DatabaseAddress } from "../../db/connection";
import { buildCartUploadService } from "./build";

export interface UploadsTask {
  db: DatabaseAddress;
  userId: number;
  customerId: number;
}

/** An upload that failed (nothing of it applied, its summary says so), for the server's log. */
export interface UploadFailure {
  uploadId: number;
  message: string;
  stack?: string;
  /** The database's own message when the error wraps it (drizzle's "Failed query" does). */
  cause?: string;
}

export default async function runUploads(task: UploadsTask): Promise<UploadFailure[]> {
  const database = await openThreadDatabase(task.db);
  const failures: UploadFailure[] = [];
  try {
    const log = {
      error: (o: { err: unknown; uploadId: number }) => {
        const err = o.err instanceof Error ? o.err : new Error(String(o.err));
        const cause = err.cause instanceof Error ? err.cause.message : undefined;
        failures.push({ uploadId: o.uploadId, message: err.message, ...(err.stack ? { stack: err.stack } : {}), ...(cause ? { cause } : {}) });
      },
    };
    await buildCartUploadService(database.db, async () => {}, database.backgroundDb).runQueued(task.userId, task.customerId, log);
    return failures;
  } finally {
    await database.close();
  }
}
