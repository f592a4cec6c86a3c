import { api } from "../../../lib/api-client";
import { censimentoStatusSchema, type CensimentoStatus } from "../../../../shared/contract/customer-info";

/** GET /registration/checkCensimento: MISSING, TO_UPDATE, OK (or NOT_REQUIRED for staff acting for nobody). */
export function checkCensimento(): Promise<CensimentoStatus> {
  return api("/registration/checkCensimento", {}, censimentoStatusSchema);
}
