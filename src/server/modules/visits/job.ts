// Housekeeping of the public agent URLs' request counters whose window ended. Every ten minutes;
// a plain DELETE, so a second run deletes nothing more.
import { defineJob } from "../../jobs/queue";
import { visitsRepo } from "./repo";

export const visitCountersCleanupJob = defineJob<object>({
  name: "visit-counters-cleanup",
  schedule: { cron: "*/10 * * * *" },
  retry: () => ({ limit: 3, delaySeconds: 60 }),
  async run(_data, { database }) {
    await visitsRepo(database.db).deleteEndedCounters(60);
  },
});
