// The ERP background job, one per ERP_SIM_INTERVAL_MS time slot on the job queue: the simulator by
// default, the real ERP's sync when ERP_URL is set. Idempotent: the simulator acts "as of" the slot
// (a second run of the same slot finds nothing left to do) and the sync claims outbox rows and
// applies updates after a stored cursor.
import { defineJob, type TickData } from "../../jobs/queue";
import { runErpSimulatorStep, simulatorOptions } from "./simulator";
import { runErpSyncStep } from "./sync";
import { returnSimulatorOptions, runReturnsSimulatorStep } from "./returns-simulator";
import { returnMailTargets } from "../../modules/returns/notify";

export const erpJob = defineJob<TickData>({
  name: "erp-step",
  schedule: { everyMs: (config) => config.ERP_SIM_INTERVAL_MS },
  // A failed step is not worth retrying late: the next slot runs the same step again.
  retry: () => ({ limit: 1, delaySeconds: 1 }),
  keepCompletedSeconds: 3600,
  async run({ tick }, { database, config, integrations, log }) {
    const now = tick ? new Date(tick) : new Date();
    const adapter = integrations.erp;
    if (adapter.kind === "http") {
      const r = await runErpSyncStep(database.db, adapter.client, now, 50, { returnMail: returnMailTargets(config) });
      if (r.submitted || r.failed) log.info({ erp: r }, "erp sync");
      return;
    }
    const r = await runErpSimulatorStep(database.db, now, simulatorOptions(config.ERP_SIM_INTERVAL_MS));
    if (r.accepted || r.fulfilled || r.arrived || r.invoices) log.info({ erp: r }, "erp simulator step");
    // Returns act as of the moment the step runs (never before its slot): a queue running behind
    // its slots must not hold back a return the warehouse authorised after the slot's time. Their
    // transitions are idempotent by status, so a repeated step changes nothing.
    const returnsNow = new Date(Math.max(now.getTime(), Date.now()));
    const ret = await runReturnsSimulatorStep(database.db, returnsNow, returnMailTargets(config), returnSimulatorOptions(config.ERP_SIM_INTERVAL_MS));
    if (ret.received || ret.notesArrived || ret.yearEnd || ret.credited) log.info({ erpReturns: ret }, "erp simulator returns step");
  },
});
