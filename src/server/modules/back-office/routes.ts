// Back-office routes, ADMIN only (spec document 2 §7 Reports and Price list; decision 0028): the
// price list loader with its dry run and rollback, the stock report and the search report.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import type { Config } from "../../config";
import type { Db } from "../../db/connection";
import {
  loadCsvQuerySchema,
  loadIdParamsSchema,
  priceListLoadsSchema,
  priceListResultSchema,
  priceListUploadSchema,
  searchReportQuerySchema,
  stockQuerySchema,
  stockRowsSchema,
} from "../../../shared/contract/back-office";
import { priceListMessages as pm } from "../../../shared/messages/backoffice";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { csvFileName, sendCsv, streamCsv } from "../../lib/csv";
import { BULK_DOWNLOAD_COMPRESSION } from "../../lib/bulk-compression";
import { fileAnswer, multipartBody, ok, okSchema } from "../../lib/envelope";
import { openUpload } from "../../lib/upload";
import type { JobQueue } from "../../jobs/queue";
import type { AuditService } from "../audit/service";
import { priceListService } from "./price-list";
import { reportJobRoutes, searchRange } from "./report-routes";
import { NO_RESULT_HEADER, reportsRepo, SEARCH_HEADER, STOCK_HEADER } from "./reports";

const CSV_TYPES = new Set(["text/csv", "application/vnd.ms-excel", "application/csv", "text/comma-separated-values"]);
/** Room for the multipart envelope around the file itself. */
const MULTIPART_SLACK = 64 * 1024;

const tags = ["back-office"];
const csvAnswer = (what: string) => fileAnswer("text/csv", `${what} (CSV, separatore ;)`);

export interface BackOfficeDeps {
  db: Db;
  pool: pg.Pool;
  /** The reports' reads (Database.backgroundPool: yields the CPU to the counter on the embedded database). */
  backgroundPool: pg.Pool;
  audit: AuditService;
  config: Config;
  queue: JobQueue;
}

export function backOfficeRoutes(server: FastifyInstance, { pool, backgroundPool, audit, config, queue }: BackOfficeDeps): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const admin = { access: access.admin };
  const priceList = priceListService({ pool, audit });
  const reports = reportsRepo(backgroundPool);
  const maxBytes = config.PRICE_LIST_MAX_MB * 1024 * 1024;
  const uploadMsgs = { notMultipart: pm.notMultipart, missing: pm.missingFile, tooLarge: pm.tooLarge(config.PRICE_LIST_MAX_MB) };

  app.post(
    "/v100/admin/loadCSV",
    { config: admin, schema: { tags, querystring: loadCsvQuerySchema, body: multipartBody(priceListUploadSchema), response: { 200: okSchema(priceListResultSchema) } } },
    async (request) => {
      const { dryRun } = request.query;
      // Refused before a byte of the body is read when the declared size is already over the limit.
      const declared = Number(request.headers["content-length"] ?? 0);
      if (declared > maxBytes + MULTIPART_SLACK) throw new AppError("payloadTooLarge", uploadMsgs.tooLarge);
      const part = await openUpload(request, maxBytes, uploadMsgs);
      const fileName = part.filename || "file";
      if (!/\.csv$/i.test(fileName) || !CSV_TYPES.has(part.mimetype)) {
        part.file.resume();
        throw new AppError("unsupportedMediaType", pm.notCsv(fileName));
      }
      try {
        return ok(await priceList.load(request.auth!, { stream: part.file, fileName }, dryRun === "1" || dryRun === "true", request.log));
      } catch (err) {
        if ((err as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE" || part.file.truncated) throw new AppError("payloadTooLarge", uploadMsgs.tooLarge);
        throw err;
      }
    },
  );

  app.get("/v100/admin/priceList/loads", { config: admin, schema: { tags, response: { 200: okSchema(priceListLoadsSchema) } } }, async () => ok(await priceList.loads()));

  app.post("/v100/admin/priceList/rollback/:loadId", { config: admin, schema: { tags, params: loadIdParamsSchema, response: { 200: okSchema(z.string()) } } }, async (request) => {
    await priceList.rollback(request.auth!, request.params.loadId);
    return ok(pm.rollbackDone);
  });

  app.post(
    "/v100/admin/getStock",
    { config: admin, compress: BULK_DOWNLOAD_COMPRESSION, schema: { tags, querystring: stockQuerySchema, body: stockRowsSchema, response: csvAnswer("Il report della scorta") } },
    async (request, reply) => {
      const q = request.query;
      return streamCsv(reply, csvFileName(`report-stock-${q.dep}`), STOCK_HEADER, reports.stockCsv(q.daySold, q.dep, request.body, new Date()));
    },
  );

  // Two files from one call (decision 0028): part=searches (default) every search, part=noResults
  // the texts that found nothing, grouped by frequency.
  app.get(
    "/v100/search/searchReport",
    { config: admin, compress: BULK_DOWNLOAD_COMPRESSION, schema: { tags, querystring: searchReportQuerySchema, response: csvAnswer("Le ricerche del periodo, o i testi senza risultati") } },
    async (request, reply) => {
      const q = { ...searchRange(request.query), part: request.query.part };
      if (q.part === "noResults") {
        const rows = await reports.noResults(q.startDate, q.endDate);
        return sendCsv(reply, csvFileName("report-ricerche-senza-risultati"), [NO_RESULT_HEADER, ...rows]);
      }
      return streamCsv(reply, csvFileName("report-ricerche"), SEARCH_HEADER, reports.searchesCsv(q.startDate, q.endDate));
    },
  );

  reportJobRoutes(server, pool, queue);
}
