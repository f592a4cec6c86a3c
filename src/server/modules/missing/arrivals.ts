// Arrival notices (issue 23, docs/decisions/0033-delivery-promise.md): when a customer's missing
// line arrives in stock or ships, the customer is told once — a mail through the outbox, queued in
// the same transaction as the notice row (unique per missing line), and a notice in the app until
// they say they have seen it.
import type { ArrivalNotice } from "../../../shared/contract/arrival-notices";
import { orderNumberLabel } from "../../../shared/messages/orders";
import type { AuthContext } from "../../lib/auth-context";
import { customerScope } from "../../lib/customer-scope";
import { queueMail, renderMail, type Company, type RenderedMail } from "../mail/service";
import type { AuditService } from "../audit/service";
import type { ArrivalCandidate, ArrivalsRepo } from "./arrivals-repo";

/** Lines closed (shipped) longer ago than this are history, not news: no notice. */
export const SHIPPED_LOOKBACK_MS = 3 * 24 * 60 * 60_000;
const SCAN_LIMIT = 200;
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

function addresses(emails: string): string[] {
  return [...new Set(emails.split(/[;,\s]+/).filter((e) => EMAIL.test(e)))];
}

export function arrivalMail(c: ArrivalCandidate, orderLabel: string, company: Company): RenderedMail {
  const code = `${c.precodice} ${c.codice}`;
  const arrived = c.kind === "arrived";
  return renderMail(
    {
      subject: arrived ? `Articolo mancante arrivato: ${code}` : `Articolo mancante spedito: ${code}`,
      greeting: `Gentile ${c.businessName ?? "cliente"},`,
      paragraphs: [
        arrived
          ? `l'articolo ${code} che mancava nel vostro ordine ${orderLabel} è arrivato in magazzino e partirà con il prossimo giro di consegne.`
          : `l'articolo ${code} che mancava nel vostro ordine ${orderLabel} è stato spedito.`,
      ],
      facts: [
        ["Articolo", `${code} – ${c.description}`],
        ["Quantità", String(c.qty)],
        ["Ordine", orderLabel],
      ],
    },
    company,
  );
}

export function arrivalsService(deps: { repo: ArrivalsRepo; audit: AuditService; company: Company; now?: () => Date }) {
  const { repo, audit, company } = deps;
  const clock = deps.now ?? (() => new Date());
  return {
    /** One scan: every new arrival gets its notice and mail, in one transaction. Answers how many. */
    async scan(now: Date = clock()): Promise<number> {
      return repo.transaction(async (tx) => {
        await repo.watchShort(tx, now);
        const found = await repo.candidates(tx, new Date(now.getTime() - SHIPPED_LOOKBACK_MS), SCAN_LIMIT);
        let created = 0;
        for (const c of found) {
          const label = orderNumberLabel(c);
          const id = await repo.insertNotice(tx, c, label, now);
          if (id === null) continue;
          created++;
          const to = addresses(c.emails);
          if (to.length === 0) continue;
          const m = arrivalMail(c, label, company);
          await repo.setMail(tx, id, await queueMail(tx, { to, subject: m.subject, text: m.text, html: m.html }));
        }
        return created;
      });
    },

    /** GET /missing/arrivalNotices: the effective customer's notices not yet seen. */
    async unseen(auth: AuthContext): Promise<ArrivalNotice[]> {
      const rows = await repo.unseen(customerScope(auth));
      return rows.map((r) => ({
        id: r.id,
        kind: r.kind,
        precodice: r.precodice,
        codice: r.codice,
        description: r.description,
        qty: r.qty,
        order: r.orderLabel,
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** POST /missing/arrivalNotices/seen: the notices leave the app; other customers' ids change nothing. */
    async seen(auth: AuthContext, ids: number[]): Promise<{ seen: number }> {
      const scope = customerScope(auth);
      return repo.transaction(async (tx) => {
        const changed = await repo.markSeen(tx, scope, ids, clock());
        if (changed.length) await audit.record(auth, "missing.arrivalSeen", { ids: changed }, tx);
        return { seen: changed.length };
      });
    },
  };
}

export type ArrivalsService = ReturnType<typeof arrivalsService>;

