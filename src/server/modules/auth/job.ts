// Housekeeping of the login tables: counters whose window ended (a lock or slowdown over) and
// sessions past their absolute expiry. Plain DELETEs: any number of instances may run it.
import type { Job } from "../../jobs";
import { authRepo } from "./repo";
import { throttleRepo } from "./throttle-repo";

export const authCleanupJob: Job = {
  name: "auth-cleanup",
  intervalMs: 10 * 60 * 1000,
  async run({ database, config }) {
    await throttleRepo(database.db).deleteEnded(config.LOGIN_LOCK_MINUTES);
    await authRepo(database.db).deleteExpiredSessions(new Date());
  },
};
