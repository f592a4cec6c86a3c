// A module the job thread runs in tests/api/job-thread.test.ts: where it ran, or the error asked for.
import { isMainThread, threadId } from "node:worker_threads";

export default function whereAmI(task: { fail?: string }): { isMainThread: boolean; threadId: number } {
  if (task.fail) throw new Error(task.fail);
  return { isMainThread, threadId };
}
