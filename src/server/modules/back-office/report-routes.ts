// Reports run as a job (decision 0028), ADMIN only: start one, follow its progress, download the
// file. Any ADMIN may read any admin's report (the reports hold no per-admin data); the owner is kept.
import type { FastifyInstance, FastifyReply } from "fastify";
import type pg from "pg";
import { reportIdParamsSchema, reportStartSchema, searchReportQuerySchema, stockQuerySchema, stockRowsSchema } from "../../../shared/contract/back-office";
import { reportJobMessages as jm, reportMessages as rm } from "../../../shared/messages/backoffice";
import { SEARCH_REPORT_MAX_DAYS } from "../../../shared/rules/back-office";
import type { JobQueue } from "../../jobs/queue";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok } from "../../lib/envelope";
import { validate } from "../../lib/validate";
import { reportBuildJob, reportFilesRepo, type ReportParams } from "./report-job";

/** The search report's dates, checked as the synchronous route checks them. */
export function searchRange(input: unknown): { startDate: string; endDate: string } {
  const q = validate(searchReportQuerySchema, input);
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1;
  if (days > SEARCH_REPORT_MAX_DAYS) throw new AppError("validation", rm.rangeTooLong(SEARCH_REPORT_MAX_DAYS));
  return { startDate: q.startDate, endDate: q.endDate };
}

export function reportJobRoutes(app: FastifyInstance, pool: pg.Pool, queue: JobQueue): void {
  const admin = { config: { access: access.admin } };
  const files = reportFilesRepo(pool);

  // Body: { kind: "stock", daySold, dep, rows: [...] } or { kind: "searches" | "noResults", startDate, endDate }.
  app.post("/v100/admin/reports", admin, async (request) => {
    const input = validate(reportStartSchema, request.body) as Record<string, unknown> & { kind: "stock" | "searches" | "noResults" };
    let params: ReportParams;
    if (input.kind === "stock") {
      const q = validate(stockQuerySchema, input);
      params = { daySold: q.daySold, dep: q.dep, rows: validate(stockRowsSchema, input.rows) };
    } else params = searchRange({ startDate: input.startDate, endDate: input.endDate });
    const id = await files.create(request.auth!.realUser.id, input.kind, params);
    await queue.enqueue(reportBuildJob, { reportId: id }, { key: String(id) });
    return ok(await files.status(id));
  });

  app.get("/v100/admin/reports/:id", admin, async (request) => {
    const { id } = validate(reportIdParamsSchema, request.params);
    const status = await files.status(id);
    if (!status) throw new AppError("notFound", jm.notFound);
    return ok(status);
  });

  app.get("/v100/admin/reports/:id/file", admin, async (request, reply: FastifyReply) => {
    const { id } = validate(reportIdParamsSchema, request.params);
    const file = await files.file(id);
    if (!file) throw new AppError("notFound", jm.notFound);
    if (file.status !== "done" || file.content === null) throw new AppError("conflict", file.status === "failed" ? rm.failed : jm.notReady);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });
}
