// What is missing from a bench report (the CI check of `npm run bench -- --quick`): every endpoint
// measured without request errors or unexpected answers, the open-loop phases, the heavy work, the
// probe and, with the browser, every Lighthouse page, the first view's JavaScript and the offline
// cold start. Figures are reported, never asserted: only their presence is checked.
import { LIGHTHOUSE_PAGES } from "./browser";
import { heavyProblems } from "./heavy-report";
import { ENDPOINTS, type BenchReport } from "./report";

/** What is missing from a report: the CI check. Empty when complete. */
export function checkReport(r: BenchReport, opts: { browser: boolean }): string[] {
  const problems: string[] = [];
  for (const name of ENDPOINTS) {
    const e = r.endpoints[name];
    if (!e) {
      problems.push(`${name}: nessuna misura`);
      continue;
    }
    if (!(e.requests > 0) || !Number.isFinite(e.rps) || !Number.isFinite(e.p50) || !Number.isFinite(e.p99)) problems.push(`${name}: cifre mancanti (${e.requests} richieste)`);
    if (e.errors > 0 || e.timeouts > 0) problems.push(`${name}: ${e.errors} errori di richiesta, ${e.timeouts} timeout`);
    // No answer outside 2xx is expected from this load: every input is valid and every product orderable.
    if (e.non2xx > 0) problems.push(`${name}: ${e.non2xx} risposte non 2xx (${JSON.stringify(e.statusCounts)}) ${e.samples.join(" | ")}`);
    if (!Number.isFinite(e.eventLoop?.p99Ms)) problems.push(`${name}: ritardo dell'event loop mancante`);
  }
  if (r.openLoop !== undefined) {
    if (!r.openLoop) problems.push("carico a ritmo fisso: nessuna misura");
    else
      for (const [name, e] of Object.entries(r.openLoop.endpoints)) {
        if (!(e.requests > 0) || !Number.isFinite(e.p99)) problems.push(`carico a ritmo fisso, ${name}: cifre mancanti`);
      }
    const mix = r.endpoints.openLoop;
    if (mix && (mix.errors > 0 || mix.timeouts > 0 || mix.non2xx > 0)) problems.push(`carico a ritmo fisso: ${mix.errors} errori, ${mix.timeouts} timeout, ${mix.non2xx} non 2xx ${mix.samples.join(" | ")}`);
    // Over the mix's capacity, the second phase must be there and complete.
    if (r.openLoop && r.openLoopAtMix === undefined) problems.push("carico a ritmo fisso a metà della capacità del mix: nessuna misura");
    for (const [name, e] of Object.entries(r.openLoopAtMix?.endpoints ?? {})) {
      if (!(e.requests > 0) || !Number.isFinite(e.p99)) problems.push(`carico a metà della capacità del mix, ${name}: cifre mancanti`);
    }
    const atMix = r.endpoints.openLoopAtMix;
    if (atMix && (atMix.errors > 0 || atMix.timeouts > 0 || atMix.non2xx > 0)) problems.push(`carico a metà della capacità del mix: ${atMix.errors} errori, ${atMix.timeouts} timeout, ${atMix.non2xx} non 2xx ${atMix.samples.join(" | ")}`);
  }
  problems.push(...heavyProblems(r.heavyWork));
  const probe = r.endpoints.search?.probe?.result;
  if (!probe || !probe.byClient.healthz?.requests || !probe.byClient.apiVersion?.requests) problems.push("sonda durante la ricerca: cifre mancanti");
  else if (probe.errors > 0 || probe.non2xx > 0) problems.push(`sonda durante la ricerca: ${probe.errors} errori, ${probe.non2xx} non 2xx`);
  if (opts.browser) {
    if (!r.browser) problems.push("browser: nessuna misura");
    else {
      for (const page of r.browser.lighthouse) {
        if (page.error) problems.push(`Lighthouse ${page.page}: ${page.error}`);
        else if (![page.score, page.lcpMs, page.tbtMs, page.cls].every((x) => typeof x === "number" && Number.isFinite(x))) problems.push(`Lighthouse ${page.page}: cifre mancanti`);
      }
      const pages = r.browser.lighthouse.map((p) => p.page);
      const missing = LIGHTHOUSE_PAGES.filter((p) => !pages.includes(p));
      if (missing.length) problems.push(`Lighthouse: ${pages.length} pagine misurate su ${LIGHTHOUSE_PAGES.length}, mancano ${missing.join(", ")}`);
      if (!(r.browser.firstViewJs.gzipBytes > 0)) problems.push("JavaScript della prima vista: non misurato");
      // Offline: a figure, or "not available" with its reason; never silently absent.
      if (!r.browser.offline || (r.browser.offline.ms === null && !r.browser.offline.reason)) problems.push("avvio a freddo offline: né misura né motivo");
      // The counter's interactions: every viewport with its searches and adds measured.
      const counter = r.browser.counter;
      if (!counter || counter.viewports.length === 0) problems.push("interazioni al banco: nessuna misura");
      else for (const v of counter.viewports) if (v.reason || v.searchPainted.n === 0 || v.totalPainted.n === 0) problems.push(`interazioni al banco (${v.name}): ${v.reason ?? "ricerche o aggiunte non misurate"}`);
      // Warnings (the app stuck on a screen) are reported, not failed: the end-to-end suite owns the app's behaviour.
    }
  }
  return problems;
}
