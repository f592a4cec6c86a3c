// The one axe-core set-up of the end-to-end suite: every rule (best practices included), run in the
// page itself. Legacy mode: @axe-core/playwright's default run opens a new blank page for every
// scan to merge the frames' results: 2–6 s a scan on a quiet two-core machine against 1–2 s
// (the app has no iframes, so the default's cross-frame merge has nothing to merge). Only the
// violations come back with their nodes.
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

export function axe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ["violations"] });
}
