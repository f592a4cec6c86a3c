import type { FastifyReply } from "fastify";

export interface PdfFile {
  filename: string;
  bytes: Buffer;
}

/** A PDF answer: shown inline by the browser, with a file name; a customer's data, never stored by a cache. */
export function sendPdf(reply: FastifyReply, file: PdfFile): FastifyReply {
  return reply
    .header("Content-Type", "application/pdf")
    .header("Content-Disposition", `inline; filename="${file.filename.replace(/[^\w.-]/g, "_")}"`)
    .header("Cache-Control", "private, no-store")
    .send(file.bytes);
}
