// The heavy-work phase in the report (bench/heavy-work.ts measures it): what is missing for the
// completeness check, and its table in BENCHMARKS.md with the targets of issue 22 item 6.
import type { HeavyWorkFigures, ProbeFigures, PriceListFigures } from "./heavy-work";

export const HEAVY_TARGETS = { priceListRowsPerSec: 1_000_000 / 60, reportMs: 10_000, cartCsvMs: 10_000, probeRatio: 2 };

function probeProblems(name: string, p: ProbeFigures | undefined): string[] {
  if (!p || !(p.requests > 0) || !Number.isFinite(p.p99)) return [`${name}: sonda senza cifre`];
  return p.errors > 0 || p.non2xx > 0 ? [`${name}: sonda con ${p.errors} errori, ${p.non2xx} non 2xx`] : [];
}

/** What is missing from the heavy-work figures (checkReport). */
export function heavyProblems(h: HeavyWorkFigures | null | undefined): string[] {
  if (!h) return ["lavori pesanti: nessuna misura"];
  const problems = probeProblems("lavori pesanti, sonda da sola", h.baseline);
  if (h.priceList.length === 0 || h.priceList.some((x) => !(x.rows > 0 && x.ms > 0 && x.rssPeakMiB > 0 && x.changed > 0))) problems.push("listino: cifre mancanti");
  problems.push(...probeProblems("listino", h.priceListDuring.probe), ...probeProblems("report stock", h.stockReport.probe), ...probeProblems("report ricerche", h.searchReport.probe));
  if (!(h.stockReport.bytes > 0) || !(h.searchReport.bytes > 0) || !(h.searchReport.logRows > 0)) problems.push("report: cifre mancanti");
  if (!h.cartCsv) problems.push("CSV nel carrello: nessuna misura");
  else {
    problems.push(...probeProblems("CSV nel carrello", h.cartCsv.probe));
    if (!(h.cartCsv.added > 0)) problems.push(`CSV nel carrello: nessun prodotto aggiunto (${h.cartCsv.refused} righe rifiutate)`);
  }
  return problems;
}

const n = (x: number, d = 0) => x.toLocaleString("en-US", { maximumFractionDigits: d });
const tick = (ok: boolean) => (ok ? "✅" : "❌");

/** " (CPU: server 9.1 s, PostgreSQL 12.3 s)" when the run measured it. */
function cpuNote(x: PriceListFigures): string {
  if (x.serverCpuSec == null) return "";
  return ` (CPU: server ${n(x.serverCpuSec, 1)} s, PostgreSQL ${x.dbCpuSec == null ? "—" : `${n(x.dbCpuSec, 1)} s`})`;
}

/** The heavy-work table of one run in BENCHMARKS.md. */
export function heavySection(h: HeavyWorkFigures | null | undefined): string[] {
  if (!h) return [];
  const T = HEAVY_TARGETS;
  const ratio = (p: ProbeFigures) => p.p99 / Math.max(h.baseline.p99, 0.001);
  const probeCell = (p: ProbeFigures) => `${n(p.p99, 2)} ms (${n(ratio(p), 2)}×)`;
  const lines = [
    "",
    `Heavy work (issue 22 item 6): search probe at ${h.probeRate} req/s alongside, p99 alone ${n(h.baseline.p99, 2)} ms; the work is repeated to fill the probe's window where it is read-only or undone (runs). Targets: price list 1,000,000 rows < 60 s (≥ ${n(T.priceListRowsPerSec)} rows/s), reports and cart CSV < 10 s, search p99 during a price-list load ≤ ${T.probeRatio}× alone.`,
    "",
    "| work | size | time | rate | server RSS before → peak | search p99 alongside (× alone) | target |",
    "|---|---:|---:|---:|---:|---:|---|",
  ];
  for (const x of h.priceList)
    lines.push(`| price list load (then rolled back in ${n(x.rollbackMs)} ms) | ${n(x.rows)} rows (${n(x.changed)} changed, ${n(x.notParsed)} refused) | ${n(x.ms / 1000, 1)} s${cpuNote(x)} | ${n(x.rowsPerSec)} rows/s | ${n(x.rssBeforeMiB)} → ${n(x.rssPeakMiB)} MiB | | ${tick(x.rowsPerSec >= T.priceListRowsPerSec)} rows/s |`);
  const pd = h.priceListDuring;
  lines.push(`| price list load + rollback, with the probe | ${pd.runs} runs | ${n(pd.ms / 1000, 1)} s | | | ${probeCell(pd.probe)} | ${tick(ratio(pd.probe) <= T.probeRatio)} p99 |`);
  lines.push(`| stock report | ${n(h.stockReport.bytes / 1024)} KiB CSV, ${h.stockReport.runs} runs | ${n(h.stockReport.ms / 1000, 2)} s | | | ${probeCell(h.stockReport.probe)} | ${tick(h.stockReport.ms < T.reportMs)} time |`);
  const s = h.searchReport;
  lines.push(`| search report ${s.window} | ${n(s.logRows)} logged searches, ${n(s.bytes / 1024)} KiB CSV, ${s.runs} runs | ${n(s.ms / 1000, 2)} s | ${n((s.logRows / s.ms) * 1000)} rows/s | | ${probeCell(s.probe)} | ${tick(s.ms < T.reportMs)} time |`);
  const c = h.cartCsv;
  if (c) lines.push(`| cart CSV, upload → summary (second server, BACKGROUND_JOBS_ONLY=cart-upload) | ${n(c.rows)} rows (${n(c.added)} added, ${n(c.refused)} refused) | ${n(c.ms / 1000, 2)} s | ${n((c.rows / c.ms) * 1000)} rows/s | | ${probeCell(c.probe)} | ${tick(c.ms < T.cartCsvMs)} time |`);
  return lines;
}
