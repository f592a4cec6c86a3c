// Italian e-mail templates, each as plain text and HTML from the same content: one layout (the
// company's name and address at the foot, "do not reply" line) and the mails Banco sends.
import { formatCents } from "../../../shared/rules/money";

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export interface Company {
  name: string;
  address: string;
}

export interface MailContent {
  subject: string;
  /** "Gentile cliente," and the like. */
  greeting: string;
  paragraphs: string[];
  /** Label and value pairs shown as a small table (e.g. the order's number and date). */
  facts?: [string, string][];
  /** A table of lines: header row then rows. */
  table?: { head: string[]; rows: string[][] };
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

const NO_REPLY = "Questo messaggio è stato inviato automaticamente dal portale Banco: non rispondere a questo indirizzo.";

/** The generic layout every Banco mail uses. */
export function renderMail(content: MailContent, company: Company): RenderedMail {
  const text = [
    content.greeting,
    "",
    ...content.paragraphs.flatMap((p) => [p, ""]),
    ...(content.facts?.length ? [...content.facts.map(([k, v]) => `${k}: ${v}`), ""] : []),
    ...(content.table ? [content.table.head.join(" | "), ...content.table.rows.map((r) => r.join(" | ")), ""] : []),
    "--",
    company.name,
    company.address,
    NO_REPLY,
  ].join("\n");

  const cell = "padding:4px 8px;border:1px solid #d4d4d8;text-align:left";
  const html = `<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>${escapeHtml(content.subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;line-height:1.5">
<p>${escapeHtml(content.greeting)}</p>
${content.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${
  content.facts?.length
    ? `<table style="border-collapse:collapse">${content.facts.map(([k, v]) => `<tr><th style="${cell}">${escapeHtml(k)}</th><td style="${cell}">${escapeHtml(v)}</td></tr>`).join("")}</table>`
    : ""
}
${
  content.table
    ? `<table style="border-collapse:collapse;margin-top:12px"><thead><tr>${content.table.head.map((h) => `<th style="${cell}">${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>${content.table.rows
        .map((r) => `<tr>${r.map((c) => `<td style="${cell}">${escapeHtml(c)}</td>`).join("")}</tr>`)
        .join("")}</tbody></table>`
    : ""
}
<hr style="border:none;border-top:1px solid #d4d4d8;margin-top:24px">
<p style="font-size:12px;color:#52525b">${escapeHtml(company.name)}<br>${escapeHtml(company.address)}<br>${escapeHtml(NO_REPLY)}</p>
</body></html>`;
  return { subject: content.subject, text, html };
}

export interface OrderConfirmationData {
  businessName: string;
  orderLabel: string; // e.g. "OW 123/2026"
  webOrderCode: string;
  date: string; // dd/MM/yyyy
  reference: string | null;
  lines: { codice: string; descrizione: string; quantita: number; totaleCents: number }[];
  totalCents: number;
}

/** Sent to the customer when an order is sent from the cart. */
export function orderConfirmationMail(o: OrderConfirmationData, company: Company): RenderedMail {
  return renderMail(
    {
      subject: `Conferma ordine ${o.orderLabel}`,
      greeting: `Gentile ${o.businessName},`,
      paragraphs: [
        `abbiamo ricevuto il suo ordine ${o.orderLabel} del ${o.date}. Lo trova anche nel portale, in "I miei ordini", dove può seguirne l'evasione.`,
      ],
      facts: [
        ["Numero ordine", o.orderLabel],
        ["Codice ordine web", o.webOrderCode],
        ...(o.reference ? ([["Riferimento", o.reference]] as [string, string][]) : []),
        ["Totale netto", formatCents(o.totalCents)],
      ],
      table: {
        head: ["Codice", "Descrizione", "Quantità", "Totale"],
        rows: o.lines.map((l) => [l.codice, l.descrizione, String(l.quantita), formatCents(l.totaleCents)]),
      },
    },
    company,
  );
}

export interface ShippingData {
  businessName: string;
  orderLabel: string;
  webOrderCode: string;
  courier: string;
  tracking: string;
  trackingUrl: string | null;
  parcelNumber: string | null;
  shipped: string; // dd/MM/yyyy
  expected: string; // dd/MM/yyyy
}

/** Sent once to the customer when an order gets its tracking (modules/tracking). */
export function shippingMail(s: ShippingData, company: Company): RenderedMail {
  return renderMail(
    {
      subject: `Il suo ordine ${s.orderLabel} è stato spedito`,
      greeting: `Gentile ${s.businessName},`,
      paragraphs: [
        `il suo ordine ${s.orderLabel} è stato affidato al corriere ${s.courier} il ${s.shipped}; la consegna è prevista per il ${s.expected}.`,
        ...(s.trackingUrl ? [`Può seguire la spedizione qui: ${s.trackingUrl}`] : []),
      ],
      facts: [
        ["Numero ordine", s.orderLabel],
        ["Codice ordine web", s.webOrderCode],
        ["Corriere", s.courier],
        ["Tracking Number", s.tracking],
        ...(s.parcelNumber ? ([["Pacco Numero", s.parcelNumber]] as [string, string][]) : []),
        ["Consegna prevista", s.expected],
      ],
    },
    company,
  );
}
