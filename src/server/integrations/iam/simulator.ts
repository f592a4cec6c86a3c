// The built-in IAM simulator (the default when IAM_URL is not set). Deterministic and honest: two
// parts are equivalent when they share an original-equipment or aftermarket cross-reference code
// in our catalogue (e.g. MAHLE OC90 and MANN-FILTER W712/75 both list PSA 1109.AY). It answers the
// product codes of those other parts; nothing is invented.
import { normalizeCode } from "../../../shared/rules/normalize-code";
import type { EquivalentsDirectory, IamClient } from "./contract";

export function iamSimulator(directory: EquivalentsDirectory): IamClient {
  return {
    kind: "simulator",
    async alternatives(codice: string) {
      const norm = normalizeCode(codice);
      if (!norm) return [];
      return directory.equivalentCodes(norm);
    },
  };
}
