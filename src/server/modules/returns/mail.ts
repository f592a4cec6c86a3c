// The returns' mails (issue 17): to the customer's addresses (uEmailsString of the user who asked)
// at every status, to the warehouse on a new request and on a withdrawal. Queued in the same
// transaction as the change (modules/mail/service.ts).
import { formatCents } from "../../../shared/rules/money";
import { formatItalianDate } from "../../../shared/rules/italian-date";
import { renderMail, type Company, type RenderedMail } from "../mail/service";
import type { ReturnStatus } from "../../../shared/rules/returns";

export interface ReturnMailData {
  rId: number;
  businessName: string;
  customerId: number;
  username: string;
  status: ReturnStatus;
  precodice: string;
  codice: string;
  description: string;
  qty: number;
  reason: string;
  note: string;
  sirNote: string;
  authCode: string | null;
  ddtLabel: string; // "B101 123 del 03/11/2026"
  creditNote: { label: string; totalCents: number } | null;
}

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** The addresses of a uEmailsString ("a@x.it;b@y.it", commas or spaces too); invalid ones dropped. */
export function mailAddresses(emails: string): string[] {
  return [...new Set(emails.split(/[;,\s]+/).map((e) => e.trim()).filter((e) => EMAIL.test(e)))];
}

function facts(d: ReturnMailData): [string, string][] {
  const out: [string, string][] = [
    ["Richiesta di reso", `n. ${d.rId}`],
    ["Stato", d.status],
    ["Articolo", `${d.precodice} ${d.codice} – ${d.description}`],
    ["Quantità", String(d.qty)],
    ["Bolla di consegna", d.ddtLabel],
    ["Motivazione", d.reason],
  ];
  if (d.note) out.push(["Note", d.note]);
  if (d.authCode) out.push(["Codice di autorizzazione", d.authCode]);
  if (d.sirNote) out.push(["Nota del magazzino", d.sirNote]);
  if (d.creditNote) out.push(["Nota di credito", `${d.creditNote.label} – ${formatCents(d.creditNote.totalCents)}`]);
  return out;
}

const STATUS_TEXT: Record<ReturnStatus, (d: ReturnMailData) => { subject: string; paragraphs: string[] }> = {
  RICHIESTO: (d) => ({
    subject: `Richiesta di reso n. ${d.rId} ricevuta`,
    paragraphs: [`abbiamo ricevuto la sua richiesta di reso n. ${d.rId}. Il magazzino la esaminerà e le comunicheremo per e-mail se è autorizzata. Non spedisca la merce prima dell'autorizzazione.`],
  }),
  AUTORIZZATO: (d) => ({
    subject: `Reso n. ${d.rId} autorizzato – codice ${d.authCode ?? ""}`,
    paragraphs: [
      `la sua richiesta di reso n. ${d.rId} è stata autorizzata con il codice ${d.authCode ?? ""}.`,
      `Scriva sul pacco, ben visibili, il codice di autorizzazione ${d.authCode ?? ""} e il riferimento alla bolla ${d.ddtLabel}, e metta nel pacco la sua bolla di reso: senza la bolla il reso resta in stato BOLLA CLIENTE MANCANTE.`,
    ],
  }),
  RIFIUTATO: (d) => ({
    subject: `Reso n. ${d.rId} non autorizzato`,
    paragraphs: [`la sua richiesta di reso n. ${d.rId} non è stata autorizzata.`, d.sirNote ? `Nota del magazzino: ${d.sirNote}` : "Per chiarimenti contatti il banco."],
  }),
  RICEVUTO: (d) => ({
    subject: `Reso n. ${d.rId} ricevuto dal magazzino`,
    paragraphs: [`il magazzino ha ricevuto la merce del reso n. ${d.rId}. La nota di credito le verrà emessa a breve.`],
  }),
  "BOLLA CLIENTE MANCANTE": (d) => ({
    subject: `Reso n. ${d.rId}: manca la sua bolla di reso`,
    paragraphs: [`il magazzino ha ricevuto la merce del reso n. ${d.rId} senza la sua bolla di reso. La invii per e-mail al magazzino indicando il codice ${d.authCode ?? ""}: il reso verrà chiuso appena arriva.`],
  }),
  COMPLETO: (d) => ({
    subject: `Reso n. ${d.rId} completato – nota di credito ${d.creditNote?.label ?? ""}`,
    paragraphs: [`il reso n. ${d.rId} è completo: le abbiamo emesso la nota di credito ${d.creditNote?.label ?? ""}, che trova nel portale in Documenti, scheda Fatture/Note Cred.`],
  }),
  ANNULLATO: (d) => ({
    subject: `Richiesta di reso n. ${d.rId} ritirata`,
    paragraphs: [`la richiesta di reso n. ${d.rId} è stata ritirata ed è chiusa. Non spedisca la merce.`],
  }),
};

/** The customer's mail for the request's current status. */
export function returnStatusMail(d: ReturnMailData, company: Company): RenderedMail {
  const t = STATUS_TEXT[d.status](d);
  return renderMail({ subject: t.subject, greeting: `Gentile ${d.businessName},`, paragraphs: t.paragraphs, facts: facts(d) }, company);
}

/** The warehouse's mail on a new request (or its withdrawal). */
export function warehouseReturnMail(d: ReturnMailData, company: Company): RenderedMail {
  const withdrawn = d.status === "ANNULLATO";
  return renderMail(
    {
      subject: withdrawn ? `Reso n. ${d.rId} ritirato dal cliente ${d.customerId}` : `Nuova richiesta di reso n. ${d.rId} – ${d.businessName} (${d.customerId})`,
      greeting: "Al magazzino,",
      paragraphs: [
        withdrawn
          ? `il cliente ${d.businessName} (${d.customerId}) ha ritirato la richiesta di reso n. ${d.rId}.`
          : `il cliente ${d.businessName} (${d.customerId}), utente ${d.username}, ha chiesto un reso. La autorizzi o la rifiuti in Richieste di reso.`,
      ],
      facts: facts(d),
    },
    company,
  );
}

export function ddtLabel(docType: string, numDdt: number, shipDate: string): string {
  return `${docType} ${numDdt} del ${formatItalianDate(shipDate)}`;
}
