// Reports run as a job (decision 0028), ADMIN only: start one, follow its progress, download the
// file. Any ADMIN may read any admin's report (the reports hold no per-admin data); the owner is kept.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { reportIdParamsSchema, reportStartSchema, reportStatusSchema, searchReportQuerySchema, stockQuerySchema, stockRowsSchema } from "../../../shared/contract/back-office";
import { reportJobMessages as jm, reportMessages as rm } from "../../../shared/messages/backoffice";
import { SEARCH_REPORT_MAX_DAYS } from "../../../shared/rules/back-office";
import type { JobQueue } from "../../jobs/queue";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { fileAnswer, ok, okSchema } from "../../lib/envelope";
import { BULK_DOWNLOAD_COMPRESSION } from "../../lib/bulk-compression";
import { validate } from "../../lib/validate";
import { reportBuildJob, reportFilesRepo, type ReportParams } from "./report-job";

/** The search report's dates, checked as the synchronous route checks them. */
export function searchRange(input: unknown): { startDate: string; endDate: string } {
  const q = validate(searchReportQuerySchema, input);
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1;
  if (days > SEARCH_REPORT_MAX_DAYS) throw new AppError("validation", rm.rangeTooLong(SEARCH_REPORT_MAX_DAYS));
  return { startDate: q.startDate, endDate: q.endDate };
}

const tags = ["back-office"];
const statusAnswer = { 200: okSchema(reportStatusSchema) };

export function reportJobRoutes(server: FastifyInstance, pool: pg.Pool, queue: JobQueue): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const config = { access: access.admin };
  const files = reportFilesRepo(pool);

  // Body: { kind: "stock", daySold, dep, rows: [...] } or { kind: "searches" | "noResults", startDate, endDate }.
  // The kind is checked by the body schema; its parameters by the same schemas as the direct calls.
  app.post("/v100/admin/reports", { config, schema: { tags, body: reportStartSchema, response: statusAnswer } }, async (request) => {
    const input = request.body;
    let params: ReportParams;
    if (input.kind === "stock") {
      const q = validate(stockQuerySchema, input);
      params = { daySold: q.daySold, dep: q.dep, rows: validate(stockRowsSchema, input.rows) };
    } else params = searchRange({ startDate: input.startDate, endDate: input.endDate });
    const id = await files.create(request.auth!.realUser.id, input.kind, params);
    await queue.enqueue(reportBuildJob, { reportId: id }, { key: String(id) });
    const status = await files.status(id);
    if (!status) throw new AppError("notFound", jm.notFound);
    return ok(status);
  });

  app.get("/v100/admin/reports/:id", { config, schema: { tags, params: reportIdParamsSchema, response: statusAnswer } }, async (request) => {
    const { id } = request.params;
    const status = await files.status(id);
    if (!status) throw new AppError("notFound", jm.notFound);
    return ok(status);
  });

  app.get("/v100/admin/reports/:id/file", { config, compress: BULK_DOWNLOAD_COMPRESSION, schema: { tags, params: reportIdParamsSchema, response: fileAnswer("text/csv", "Il file del report (CSV)") } }, async (request, reply) => {
    const { id } = request.params;
    const file = await files.file(id);
    if (!file) throw new AppError("notFound", jm.notFound);
    if (file.status !== "done" || file.content === null) throw new AppError("conflict", file.status === "failed" ? rm.failed : jm.notReady);
    return reply
      .header("Content-Type", "text/csv; charset=utf-8")
      .header("Content-Disposition", `attachment; filename="${file.fileName}"`)
      .send(file.content);
  });
}
