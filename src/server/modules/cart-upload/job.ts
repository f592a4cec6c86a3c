// The CSV cart upload job: runs the queued uploads of one (user, customer), one at a time, in the
// order sent. Enqueued once per upload (keyed by its id); a job that finds another upload of the
// same user running leaves the queue to that one (it takes the next when it ends). The uploads run
// in the queue's thread (thread.ts), off the event loop that answers the counter.
import { defineJob } from "../../jobs/queue";
import type { UploadFailure, UploadsTask } from "./thread";

export interface CartUploadJobData {
  userId: number;
  customerId: number;
  uploadId: number;
}

const uploadsThread = { source: new URL("./thread.ts", import.meta.url), built: "cart-upload-thread" };

export const cartUploadJob = defineJob<CartUploadJobData>({
  name: "cart-upload",
  retry: () => ({ limit: 3, delaySeconds: 5, maxDelaySeconds: 60 }),
  async run(data, { database, log }, { thread }) {
    const task: UploadsTask = { db: { url: database.url, kind: database.kind }, userId: data.userId, customerId: data.customerId };
    const failures = await thread.run<UploadsTask, UploadFailure[]>(uploadsThread, task);
    for (const f of failures) log.error({ err: { message: f.message, stack: f.stack, cause: f.cause }, uploadId: f.uploadId }, "caricamento CSV nel carrello non riuscito");
  },
});
