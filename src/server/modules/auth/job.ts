// Housekeeping of the login tables: counters whose window ended (a lock or slowdown over) and
// sessions past their absolute expiry. Every ten minutes on the job queue; plain DELETEs, so a
// second run (at-least-once delivery) deletes nothing more.
import { defineJob } from "../../jobs/queue";
import { authRepo } from "./repo";
import { throttleRepo } from "./throttle-repo";

export const authCleanupJob = defineJob<object>({
  name: "auth-cleanup",
  schedule: { cron: "*/10 * * * *" },
  retry: () => ({ limit: 3, delaySeconds: 60 }),
  async run(_data, { database, config }) {
    await throttleRepo(database.db).deleteEnded(config.LOGIN_LOCK_MINUTES);
    await authRepo(database.db).deleteExpiredSessions(new Date());
  },
});
