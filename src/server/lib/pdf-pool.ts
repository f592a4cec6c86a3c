// Document PDFs rendered in a worker thread (piscina), not on the event loop: laying out an order
// with pdfkit is milliseconds of synchronous work, and every request queued behind it waited that
// long (BENCHMARKS.md, "Profile, session 10"; docs/decisions/0041-pdf-worker-and-search-page-cost.md). One pool per
// process, shared by the apps that use it (tests run several), destroyed when the last one closes.
// The worker is lib/pdf-worker.ts (where its file is, built or from source: lib/thread-file.ts).
import { Piscina } from "piscina";
import type { PdfDocumentSpec } from "./pdf-layout";
import { threadFile } from "./thread-file";

/**
 * One worker, started with the first PDF and kept: PDFs are a few per cent of the requests and one
 * thread lays out a hundred or more a second; a second thread on two cores cost more CPU per PDF
 * (each warms its own copy of pdfkit) and competed with the database (BENCHMARKS.md).
 */
const THREADS = 1;

let pool: Piscina<PdfDocumentSpec, Uint8Array> | null = null;
let users = 0;

/**
 * `stricterFIFO`: first asked, first laid out. By default piscina put a task that found the thread
 * busy back at the end of its queue, and under a steady stream of PDFs one request waited for
 * seconds (8 clients on one thread: max 7.7–10 s; with it 42 ms, p99 17 → 23 ms as the wait is
 * shared fairly; piscina issue 1031, option since 5.3). BENCHMARKS.md, session 29.
 */
function thePool(): Piscina<PdfDocumentSpec, Uint8Array> {
  pool ??= new Piscina<PdfDocumentSpec, Uint8Array>({ ...threadFile({ source: new URL("./pdf-worker.ts", import.meta.url), built: "pdf-worker" }), minThreads: THREADS, maxThreads: THREADS, stricterFIFO: true });
  return pool;
}

/** The PDF of `spec`, rendered in a worker thread: the same bytes as renderPdf(spec). */
export async function renderPdfOffLoop(spec: PdfDocumentSpec): Promise<Buffer> {
  const bytes = await thePool().run(spec);
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/** An app that renders PDFs: call the answer when it closes (the last one stops the workers). */
export function joinPdfPool(): () => Promise<void> {
  users++;
  let released = false;
  return async () => {
    if (released) return;
    released = true;
    users--;
    if (users === 0 && pool) {
      const p = pool;
      pool = null;
      await p.destroy();
    }
  };
}
