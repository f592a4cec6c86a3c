import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { checkReport } from "./report-check";
import type { BenchReport } from "./report";

// A complete quick run as the bench wrote it (session 35: the floor measured twice, the counter's interactions).
const stored = (): BenchReport => JSON.parse(readFileSync(join(import.meta.dirname, "results/2026-12-03-07-53-embedded-20000-quick.json"), "utf8")) as BenchReport;

describe("the report's completeness check (CI)", () => {
  it("finds nothing missing in a complete quick run", () => {
    expect(checkReport(stored(), { browser: true })).toEqual([]);
  });

  it("asks for the second floor phase, and for an endpoint's answers all 2xx", () => {
    const r = stored();
    delete r.endpoints.floorAgain;
    r.endpoints.search = { ...r.endpoints.search!, non2xx: 3, statusCounts: { 200: 10, 500: 3 }, samples: ["500 …"] };
    const problems = checkReport(r, { browser: true });
    expect(problems).toContain("floorAgain: nessuna misura");
    expect(problems.some((p) => p.startsWith("search: 3 risposte non 2xx"))).toBe(true);
    expect(problems).toHaveLength(2);
  });

  it("asks for every Lighthouse page when the browser was part of the run", () => {
    const r = stored();
    r.browser!.lighthouse = r.browser!.lighthouse.filter((p) => p.page !== "/cart");
    expect(checkReport(r, { browser: true })).toEqual(["Lighthouse: 4 pagine misurate su 5, mancano /cart"]);
    expect(checkReport(r, { browser: false })).toEqual([]);
  });

  it("asks for the counter's interactions on every viewport, or says why they are missing", () => {
    const r = stored();
    const [phone, tablet] = r.browser!.counter!.viewports;
    r.browser!.counter!.viewports = [phone!, { ...tablet!, reason: "la ricerca di OC90 non mostra risultati in 15 s" }];
    expect(checkReport(r, { browser: true })).toEqual(["interazioni al banco (tablet): la ricerca di OC90 non mostra risultati in 15 s"]);
    delete r.browser!.counter;
    expect(checkReport(r, { browser: true })).toEqual(["interazioni al banco: nessuna misura"]);
  });
});
