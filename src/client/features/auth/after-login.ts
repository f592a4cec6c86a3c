// Steps that run right after a successful login and may change where the user lands
// (e.g. the first-login profile check of spec §4, added by the customer-info feature).
import type { SessionUser } from "../../../shared/contract/auth";

export type AfterLoginStep = (user: SessionUser, target: string) => Promise<string>;

const steps: AfterLoginStep[] = [];

export function addAfterLoginStep(step: AfterLoginStep): void {
  steps.push(step);
}

export async function runAfterLogin(user: SessionUser, target: string): Promise<string> {
  let t = target;
  for (const step of steps) {
    try {
      t = await step(user, t);
    } catch {
      // A failing check must never keep the user out of the portal.
    }
  }
  return t;
}
