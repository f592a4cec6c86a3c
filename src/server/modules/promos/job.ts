// Deletes promo uploads that no promo uses a day after they were uploaded (the editor was closed
// without saving, or the file was replaced). A plain DELETE: any number of instances may run it.
import type { Job } from "../../jobs";
import { promosRepo } from "./repo";

export const ORPHAN_MEDIA_AGE_MS = 24 * 3600 * 1000;

export const promoMediaCleanupJob: Job = {
  name: "promo-media-cleanup",
  intervalMs: 3600 * 1000,
  async run({ database, log }) {
    const deleted = await promosRepo(database.db).deleteOrphanMedia(new Date(Date.now() - ORPHAN_MEDIA_AGE_MS));
    if (deleted) log.info({ deleted }, "promo media cleanup");
  },
};
