// Supplier stock (spec core-ordering §4, §7): products whose prefix is Q, R or S followed by three
// digits belong to the suppliers AML, CLL and CLC; their availability is asked to the supplier.
import type { SupplierAvailability } from "../../../shared/contract/search";
import type { ExternalAvailabilitySource } from "../../../shared/rules/availability";

export interface SupplierAvailabilityRequest {
  makerCode: string; // our prefix (precodice), e.g. "Q287"
  productCode: string; // codice, e.g. "WD40"
  token?: string;
}

export interface SupplierAvailabilityClient {
  readonly kind: "http" | "simulator";
  productAvailability(req: SupplierAvailabilityRequest): Promise<SupplierAvailability>;
}

export type SupplierAvailabilityClients = Record<ExternalAvailabilitySource, SupplierAvailabilityClient>;

/** The supplier did not answer, or answered something we cannot read. */
export class SupplierUnavailableError extends Error {
  constructor(source: string, reason: string) {
    super(`${source}: ${reason}`);
    this.name = "SupplierUnavailableError";
  }
}
