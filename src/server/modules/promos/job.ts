// Deletes promo uploads that no promo uses a day after they were uploaded (the editor was closed
// without saving, or the file was replaced). Hourly on the job queue; a plain DELETE, so a second
// run (at-least-once delivery) deletes nothing more.
import { defineJob } from "../../jobs/queue";
import { promosRepo } from "./repo";

export const ORPHAN_MEDIA_AGE_MS = 24 * 3600 * 1000;

export const promoMediaCleanupJob = defineJob<object>({
  name: "promo-media-cleanup",
  schedule: { cron: "17 * * * *" },
  retry: () => ({ limit: 3, delaySeconds: 60 }),
  async run(_data, { database, log }) {
    const deleted = await promosRepo(database.db).deleteOrphanMedia(new Date(Date.now() - ORPHAN_MEDIA_AGE_MS));
    if (deleted) log.info({ deleted }, "promo media cleanup");
  },
});
