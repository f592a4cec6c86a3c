// Every morning each obsolete-stock supplier gets one mail with what sold of its stock the day
// before (Rome days), so it can ship it within its delivery days. One mail per supplier and day:
// the marker row is written with the mail, so a repeated run sends nothing more.
import { defineJob } from "../../jobs/queue";
import { formatItalianDate } from "../../../shared/rules/italian-date";
import { formatEuro } from "../../../shared/rules/money";
import { romeParts } from "../../../shared/rules/rome-time";
import { queueMail } from "../mail/service";
import { renderMail } from "../mail/service";
import { obsoleteRepo } from "./repo";
import { saleOf } from "./service";

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** The Rome day before the given instant, YYYY-MM-DD. */
export function previousRomeDay(now: Date): string {
  const today = romeParts(now).date;
  const d = new Date(`${today}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export async function sendSupplierSalesMails(db: Parameters<typeof obsoleteRepo>[0], day: string, company: { name: string; address: string }): Promise<number> {
  const repo = obsoleteRepo(db);
  let sent = 0;
  for (const s of await repo.suppliers()) {
    const to = s.emails.split(/[;,\s]+/).filter((a) => EMAIL.test(a));
    if (to.length === 0) continue;
    const sales = (await repo.sales(s.userId, { day })).map(saleOf);
    if (sales.length === 0) continue;
    const mail = renderMail(
      {
        subject: `Vendite stock obsoleto del ${formatItalianDate(day)}`,
        greeting: `Gentile ${s.businessName},`,
        paragraphs: [`ecco i suoi prodotti venduti il ${formatItalianDate(day)} attraverso il portale: li consegni nei giorni di consegna concordati.`],
        table: {
          head: ["Ordine", "Precodice", "Codice", "Descrizione", "Quantità", "Netto fornitore"],
          rows: sales.map((x) => [x.orderLabel, x.precodice, x.codice, x.description, String(x.qty), x.nettoFornitore === null ? "" : formatEuro(x.nettoFornitore)]),
        },
      },
      company,
    );
    if (await repo.queueSalesMail(s.userId, day, (tx) => queueMail(tx, { to, subject: mail.subject, text: mail.text, html: mail.html }))) sent++;
  }
  return sent;
}

export const obsoleteSalesMailJob = defineJob<object>({
  name: "obsolete-sales-mail",
  schedule: { cron: "0 7 * * *" },
  retry: () => ({ limit: 3, delaySeconds: 300 }),
  async run(_data, { database, config }) {
    await sendSupplierSalesMails(database.db, previousRomeDay(new Date()), { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS });
  },
});
