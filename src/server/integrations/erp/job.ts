// The ERP background job: the simulator by default, the real ERP's sync when ERP_URL is set.
import type { Job } from "../../jobs";
import { runErpSimulatorStep, simulatorOptions } from "./simulator";
import { runErpSyncStep } from "./sync";

export const erpJob: Job = {
  name: "erp",
  intervalMs: (config) => config.ERP_SIM_INTERVAL_MS,
  async run({ database, config, integrations, log }) {
    const adapter = integrations.erp;
    if (adapter.kind === "http") {
      const r = await runErpSyncStep(database.db, adapter.client, new Date());
      if (r.submitted || r.failed) log.info({ erp: r }, "erp sync");
      return;
    }
    const r = await runErpSimulatorStep(database.db, new Date(), simulatorOptions(config.ERP_SIM_INTERVAL_MS));
    if (r.accepted || r.fulfilled || r.arrived || r.invoices) log.info({ erp: r }, "erp simulator step");
  },
};
