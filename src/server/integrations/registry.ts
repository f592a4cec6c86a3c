// Outside systems, each behind an interface with a real client (chosen by configuration) and a
// built-in simulator (the default). Modules receive these, never construct their own.
import type { Config } from "../config";
import { erpAdapterFor } from "./erp/adapter";
import type { ErpAdapter } from "./erp/contract";
import type { SupplierAvailabilityClients } from "./supplier-availability/contract";
import { supplierAvailabilityFor } from "./supplier-availability/clients";
import { IamUnavailableError, type EquivalentsDirectory, type IamClient } from "./iam/contract";
import { iamHttpClient } from "./iam/http-client";
import { iamSimulator } from "./iam/simulator";
import type { CatalogueStore, TyreStore } from "./stores/contract";
import { catalogueStoreFor, tyreStoreFor } from "./stores/clients";

// Each integration issue adds its interface here (supplier availability, IAM, ERP, KStore, GS, mail).
export interface Integrations {
  /** The ERP: built-in simulator, or the real one over HTTP when ERP_URL is set. */
  erp: ErpAdapter;
  /** Supplier stock for prefixes Q/R/S + 3 digits: AML_URL, CLL_URL, CLC_URL, else simulators. */
  supplierAvailability: SupplierAvailabilityClients;
  /** Equivalent codes: IAM_URL, else the simulator over our cross-references. */
  iam: IamClient;
  /** The parts catalogue store (KSTORE_URL) and the tyre store (GS_URL), else simulators. */
  catalogueStore: CatalogueStore;
  tyreStore: TyreStore;
}

/** What simulators need from Banco's own data (passed by app.ts). */
export interface IntegrationDeps {
  equivalents?: EquivalentsDirectory;
}

function iamFor(config: Config, deps: IntegrationDeps): IamClient {
  if (config.IAM_URL) return iamHttpClient(config.IAM_URL);
  if (deps.equivalents) return iamSimulator(deps.equivalents);
  return {
    kind: "simulator",
    alternatives: async () => {
      throw new IamUnavailableError("simulatore senza catalogo");
    },
  };
}

export function createIntegrations(config: Config, overrides: Partial<Integrations> = {}, deps: IntegrationDeps = {}): Integrations {
  return { erp: erpAdapterFor(config), supplierAvailability: supplierAvailabilityFor(config), iam: iamFor(config, deps), catalogueStore: catalogueStoreFor(config), tyreStore: tyreStoreFor(config), ...overrides };
}
