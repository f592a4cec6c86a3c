// Every minute: missing lines that arrived in stock or shipped get their arrival notice and mail,
// exactly once (the notice is unique per missing line; docs/decisions/0033-delivery-promise.md).
import { defineJob } from "../../jobs/queue";
import { auditService } from "../audit/service";
import { arrivalsRepo } from "./arrivals-repo";
import { arrivalsService } from "./arrivals";

export const arrivalNoticesJob = defineJob<object>({
  name: "missing-arrival-notices",
  schedule: { cron: "* * * * *" },
  // A failed scan is not worth retrying late: the next minute's scan finds the same lines.
  retry: () => ({ limit: 1, delaySeconds: 10 }),
  async run(_data, { database, config, log }) {
    const db = database.db;
    const created = await arrivalsService({ repo: arrivalsRepo(db), audit: auditService(db), company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS } }).scan();
    if (created) log.info({ arrivalNotices: created }, "missing arrival notices");
  },
});
