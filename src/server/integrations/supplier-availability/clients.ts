// One client per supplier: the real one when its URL is configured (the simulator is then never
// reached), else the built-in simulator.
import type { Config } from "../../config";
import type { SupplierAvailabilityClients } from "./contract";
import { supplierHttpClient } from "./http-client";
import { supplierSimulator } from "./simulator";

export function supplierAvailabilityFor(config: Config): SupplierAvailabilityClients {
  return {
    AML: config.AML_URL ? supplierHttpClient("AML", config.AML_URL) : supplierSimulator("AML"),
    CLL: config.CLL_URL ? supplierHttpClient("CLL", config.CLL_URL) : supplierSimulator("CLL"),
    CLC: config.CLC_URL ? supplierHttpClient("CLC", config.CLC_URL) : supplierSimulator("CLC"),
  };
}
