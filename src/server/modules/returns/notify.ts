// Queues the mails of a return request's current status, in the caller's transaction: the
// customer's addresses always (when the user has any), the warehouse on a new request and on a
// withdrawal. Used by the service (request, handle, withdraw, resend) and by the ERP adapter's
// updates (RICEVUTO, BOLLA CLIENTE MANCANTE, COMPLETO).
import { queueMail, type MailAttachment, type MailExecutor } from "../mail/service";
import type { Company } from "../mail/service";
import { ddtLabel, mailAddresses, returnStatusMail, warehouseReturnMail, type ReturnMailData } from "./mail";
import type { RequestRow } from "./repo";

export function mailData(r: RequestRow): ReturnMailData {
  return {
    rId: r.id,
    businessName: r.businessName,
    customerId: r.customerId,
    username: r.username,
    status: r.status,
    precodice: r.precodice,
    codice: r.codice,
    description: r.description,
    qty: r.qty,
    reason: r.reasonText,
    note: r.note,
    sirNote: r.sirNote,
    authCode: r.authCode,
    ddtLabel: ddtLabel(r.ddtType, r.numDdt, r.shipDate),
    creditNote: r.cnType && r.cnNumber !== null && r.cnTotalCents !== null ? { label: `${r.cnType} ${r.cnNumber}/${r.cnAnno}`, totalCents: r.cnTotalCents } : null,
  };
}

export interface ReturnMailTargets {
  company: Company;
  /** The warehouse's address for new requests (RETURNS_WAREHOUSE_EMAIL). */
  warehouse: string;
}

export function returnMailTargets(config: { COMPANY_NAME: string; COMPANY_ADDRESS: string; RETURNS_WAREHOUSE_EMAIL: string }): ReturnMailTargets {
  return { company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS }, warehouse: config.RETURNS_WAREHOUSE_EMAIL };
}

/** Queues the status mails; answers whether the customer's mail could be queued (has addresses). */
export async function queueReturnMails(ex: MailExecutor, r: RequestRow, targets: ReturnMailTargets, opts: { warehouse?: boolean; attachments?: MailAttachment[] } = {}): Promise<boolean> {
  const data = mailData(r);
  if (opts.warehouse) {
    const to = mailAddresses(targets.warehouse);
    if (to.length) {
      const m = warehouseReturnMail(data, targets.company);
      await queueMail(ex, { to, subject: m.subject, text: m.text, html: m.html, attachments: opts.attachments ?? [] });
    }
  }
  const to = mailAddresses(r.emails);
  if (to.length === 0) return false;
  const m = returnStatusMail(data, targets.company);
  await queueMail(ex, { to, subject: m.subject, text: m.text, html: m.html });
  return true;
}
