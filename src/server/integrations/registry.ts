// Outside systems, each behind an interface with a real client (chosen by configuration) and a
// built-in simulator (the default). Modules receive these, never construct their own.
import type { Config } from "../config";

// Each integration issue adds its interface here (supplier availability, IAM, ERP, KStore, GS, mail).
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface Integrations {}

export function createIntegrations(_config: Config, overrides: Partial<Integrations> = {}): Integrations {
  return { ...overrides };
}
