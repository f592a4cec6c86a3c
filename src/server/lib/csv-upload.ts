// One CSV file of a multipart upload (tracking, obsolete stock and discounts): read with its limit,
// refused when it is not a CSV by name or type, or binary (docs/decisions/0026).
import type { FastifyRequest } from "fastify";
import { AppError } from "./app-error";
import { looksLikeText } from "./csv";
import { readUpload, type UploadedFile, type UploadMessages } from "./upload";

const CSV_TYPES = new Set(["text/csv", "application/csv", "text/plain", "application/vnd.ms-excel", "text/comma-separated-values"]);

export async function readCsvUpload(request: FastifyRequest, maxBytes: number, msgs: UploadMessages & { notCsv: (file: string) => string }): Promise<UploadedFile> {
  const file = await readUpload(request, maxBytes, msgs);
  const byName = /\.csv$/i.test(file.fileName);
  const byType = file.declaredType ? CSV_TYPES.has(file.declaredType.split(";")[0]!.trim().toLowerCase()) : false;
  if (!(byName || byType) || !looksLikeText(file.bytes)) throw new AppError("unsupportedMediaType", msgs.notCsv(file.fileName || "file"));
  return file;
}
