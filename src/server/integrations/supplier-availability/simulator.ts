// The built-in supplier simulator (the default when AML_URL / CLL_URL / CLC_URL are not set).
// Honest and deterministic: the answer is a function of the supplier and the normalised code only,
// so the same code always answers the same stock. About one code in seven is out of stock; the
// others have 6 to 245 pieces in the supplier's nearest warehouse. The demo seed stores the same
// figure as our mirror of the supplier stock, so search rows and this lookup agree.
import type { SupplierAvailability } from "../../../shared/contract/search";
import type { ExternalAvailabilitySource } from "../../../shared/rules/availability";
import { normalizeCode } from "../../../shared/rules/normalize-code";
import { stableHash } from "../../lib/stable-hash";
import type { SupplierAvailabilityClient, SupplierAvailabilityRequest } from "./contract";

const WAREHOUSES: Record<ExternalAvailabilitySource, string[]> = {
  AML: ["Milano", "Bologna"],
  CLL: ["Napoli", "Bari"],
  CLC: ["Roma", "Firenze"],
};

export function simulatedSupplierAvailability(source: ExternalAvailabilitySource, makerCode: string, productCode: string): SupplierAvailability {
  const h = stableHash(`${source}|${normalizeCode(makerCode)}|${normalizeCode(productCode)}`);
  const warehouse = WAREHOUSES[source][h % 2] as string;
  const total = h % 7 === 0 ? 0 : 6 + ((h >>> 8) % 240);
  return {
    totalOrderable: total,
    availabilityWarehouse: `${source} ${warehouse}: ${total}`,
    primaryWarehouse: `${source} ${warehouse}`,
  };
}

export function supplierSimulator(source: ExternalAvailabilitySource): SupplierAvailabilityClient {
  return {
    kind: "simulator",
    async productAvailability(req: SupplierAvailabilityRequest) {
      return simulatedSupplierAvailability(source, req.makerCode, req.productCode);
    },
  };
}
