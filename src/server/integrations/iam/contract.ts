// Equivalent codes (IAM, spec core-ordering §4 "Cross-reference lookup", §7 GET /iam/alternatives):
// given a code, the outside service answers the codes of equivalent parts of other makers. The
// search module keeps those we sell and answers them as product rows.
export interface EquivalentCode {
  brand: string; // the maker, e.g. "MANN-FILTER"
  code: string; // as the maker writes it, e.g. "W 712/75"
}

export interface IamClient {
  readonly kind: "http" | "simulator";
  alternatives(codice: string): Promise<EquivalentCode[]>;
}

/** What the simulator needs from our catalogue: codes that share a cross-reference with a code. */
export interface EquivalentsDirectory {
  equivalentCodes(codeNorm: string): Promise<EquivalentCode[]>;
}

export class IamUnavailableError extends Error {
  constructor(reason: string) {
    super(`IAM: ${reason}`);
    this.name = "IamUnavailableError";
  }
}
