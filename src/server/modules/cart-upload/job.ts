// The CSV cart upload job: runs the queued uploads of one (user, customer), one at a time, in the
// order sent. Enqueued once per upload (keyed by its id); a job that finds another upload of the
// same user running leaves the queue to that one (it takes the next when it ends).
import { defineJob } from "../../jobs/queue";
import type { Db } from "../../db/connection";
import { auditService } from "../audit/service";
import { catalogueRepo } from "../catalogue/service";
import { catalogueService } from "../catalogue/service";
import { cartAdder, cartRepo } from "../cart/service";
import { cartUploadRepo } from "./repo";
import { cartUploadService, type CartUploadDeps } from "./service";

export interface CartUploadJobData {
  userId: number;
  customerId: number;
  uploadId: number;
}

/** `readDb` resolves the file's codes (read-only, 500 at a time, three statements at once: Database.backgroundDb in the job). */
export function buildCartUploadService(db: Db, schedule: CartUploadDeps["schedule"], readDb: Db = db) {
  const audit = auditService(db);
  return cartUploadService({ repo: cartUploadRepo(db), cart: cartAdder({ repo: cartRepo(db), audit }), catalogue: catalogueService(catalogueRepo(readDb)), audit, schedule });
}

export const cartUploadJob = defineJob<CartUploadJobData>({
  name: "cart-upload",
  retry: () => ({ limit: 3, delaySeconds: 5, maxDelaySeconds: 60 }),
  async run(data, { database, log }) {
    await buildCartUploadService(database.db, async () => {}, database.backgroundDb).runQueued(data.userId, data.customerId, log);
  },
});
