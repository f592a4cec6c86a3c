import { buildUrl } from "../../../lib/api-client";

/** GET /documents/getPdf?idDoc=&typeDoc=: the PDF of a DDT or an invoice, opened in a new window. */
export function documentPdfUrl(idDoc: number, typeDoc: string): string {
  return buildUrl("/documents/getPdf", { idDoc, typeDoc });
}
