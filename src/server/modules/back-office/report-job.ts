// Reports run as a job (decision 0028): the route stores the request in report_files and enqueues
// report-build, which computes the CSV (progress in rows, updated after every batch) and stores the
// file; report-files-cleanup deletes files older than a day.
import type pg from "pg";
import { defineJob } from "../../jobs/queue";
import { csvFileName, toCsv, type CsvCell } from "../../lib/csv";
import type { ReportKind, ReportStatus, StockConfigRow } from "../../../shared/contract/back-office";
import { NO_RESULT_HEADER, reportsRepo, SEARCH_HEADER, STOCK_HEADER } from "./reports";

export interface StockParams {
  daySold: number;
  dep: string;
  rows: StockConfigRow[];
}
export interface SearchParams {
  startDate: string;
  endDate: string;
}
export type ReportParams = StockParams | SearchParams;

const FILE_PREFIX: Record<ReportKind, string> = { stock: "report-stock", searches: "report-ricerche", noResults: "report-ricerche-senza-risultati" };

export function reportFilesRepo(pool: pg.Pool) {
  return {
    async create(ownerUserId: number, kind: ReportKind, params: ReportParams): Promise<number> {
      const { rows } = await pool.query<{ id: number }>("insert into report_files (owner_user_id, kind, params) values ($1, $2, $3) returning id", [ownerUserId, kind, JSON.stringify(params)]);
      return rows[0]!.id;
    },
    async status(id: number): Promise<ReportStatus | null> {
      const { rows } = await pool.query<ReportStatus>("select id, kind, status, rows, error, file_name as \"fileName\" from report_files where id = $1", [id]);
      return rows[0] ?? null;
    },
    async file(id: number): Promise<{ status: string; fileName: string | null; content: string | null } | null> {
      const { rows } = await pool.query<{ status: string; fileName: string | null; content: string | null }>(
        'select status, file_name as "fileName", content from report_files where id = $1',
        [id],
      );
      return rows[0] ?? null;
    },
    deleteOlderThan: async (hours: number) => (await pool.query("delete from report_files where created_at < now() - make_interval(hours => $1)", [hours])).rowCount ?? 0,
  };
}

/**
 * Builds one report file. Runs once (no retry): a failure is shown to the admin, who starts it again.
 * The report's own reads go to `readPool` (Database.backgroundPool), its status and progress to `pool`.
 */
export async function buildReport(pool: pg.Pool, id: number, readPool: pg.Pool = pool): Promise<void> {
  const { rows } = await pool.query<{ kind: ReportKind; params: ReportParams; status: string }>(
    "update report_files set status = 'running', rows = 0 where id = $1 and status in ('queued', 'running') returning kind, params, status",
    [id],
  );
  const job = rows[0];
  if (!job) return; // Done, failed or deleted already: delivery is at least once.
  const reports = reportsRepo(readPool);
  const progress = (n: number) => pool.query("update report_files set rows = $2 where id = $1", [id, n]);
  try {
    const fileName = csvFileName(job.kind === "stock" ? `${FILE_PREFIX.stock}-${(job.params as StockParams).dep}` : FILE_PREFIX[job.kind]);
    const chunks: string[] = [];
    let count = 0;
    const add = async (header: readonly CsvCell[] | null, batch: readonly (readonly CsvCell[])[]) => {
      chunks.push(toCsv(header ? [header, ...batch] : batch));
      count += batch.length;
      await progress(count);
    };
    if (job.kind === "stock") {
      // Written by PostgreSQL (COPY) as the direct download is; decoded once, as a chunk may end
      // inside a character.
      const p = job.params as StockParams;
      const body: Buffer[] = [];
      let written = 0;
      for await (const chunk of reports.stockCsv(p.daySold, p.dep, p.rows, new Date(), (n) => (written = n))) body.push(chunk);
      chunks.push(toCsv([STOCK_HEADER]), Buffer.concat(body).toString("utf8"));
      count = written;
      await progress(count);
    } else if (job.kind === "noResults") {
      const p = job.params as SearchParams;
      await add(NO_RESULT_HEADER, await reports.noResults(p.startDate, p.endDate));
    } else {
      const p = job.params as SearchParams;
      let first = true;
      for await (const batch of reports.searches(p.startDate, p.endDate)) {
        await add(first ? SEARCH_HEADER : null, batch);
        first = false;
      }
    }
    await pool.query("update report_files set status = 'done', rows = $2, file_name = $3, content = $4, finished_at = now() where id = $1", [
      id,
      count,
      fileName,
      `\uFEFF${chunks.join("")}`,
    ]);
  } catch (err) {
    await pool.query("update report_files set status = 'failed', error = $2, finished_at = now() where id = $1", [id, err instanceof Error ? err.message : String(err)]);
  }
}

export const reportBuildJob = defineJob<{ reportId: number }>({
  name: "report-build",
  retry: () => ({ limit: 0, delaySeconds: 5 }),
  async run(data, { database }) {
    await buildReport(database.pool, data.reportId, database.backgroundPool);
  },
});

/** Report files are kept a day (decision 0028). */
export const REPORT_FILE_HOURS = 24;

export const reportFilesCleanupJob = defineJob<object>({
  name: "report-files-cleanup",
  schedule: { cron: "17 * * * *" },
  retry: () => ({ limit: 3, delaySeconds: 60 }),
  async run(_data, { database }) {
    await reportFilesRepo(database.pool).deleteOlderThan(REPORT_FILE_HOURS);
  },
});
