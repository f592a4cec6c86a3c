// The PDF pool's worker thread (lib/pdf-pool.ts): lays a document out with pdfkit off the server's
// event loop. The same renderPdf as in process; the bytes come back as a copy (a few KB).
import { renderPdf, type PdfDocumentSpec } from "./pdf-layout";

export default function render(spec: PdfDocumentSpec): Promise<Buffer> {
  return renderPdf(spec);
}
