// Quote request (spec document 2 §2, §5, §7): stored, and mailed with its images to the quote desk
// with a copy to the customer, in one transaction with the outbox (decision 0018). The copy goes
// to the addresses of the user's profile, not to an address sent with the form: the portal never
// mails an address its user typed (docs/decisions/0030-workshop-tools.md).
import type { QuoteFields, QuoteRequest } from "../../../shared/contract/quote";
import { quoteMessages as m } from "../../../shared/messages/workshop-tools";
import { cartMessages } from "../../../shared/messages/cart";
import { compactVehicleId } from "../../../shared/rules/vehicle-id";
import { formatItalianDateTime } from "../../../shared/rules/italian-date";
import { AppError } from "../../lib/app-error";
import { actorId, effectiveCustomerId, type AuthContext } from "../../lib/auth-context";
import type { AuditService } from "../audit/service";
import { queueMail } from "../mail/service";
import { renderMail, type Company } from "../mail/service";
import type { CleanImage } from "../../lib/images";
import type { QuoteRepo } from "./repo";

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

export function quoteService(deps: { repo: QuoteRepo; audit: AuditService; deskEmail: string; company: Company }) {
  const { repo, audit } = deps;
  function owner(auth: AuthContext) {
    const customerId = effectiveCustomerId(auth);
    if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
    return { customerId, userId: auth.user.id };
  }

  return {
    async send(auth: AuthContext, fields: QuoteFields, images: CleanImage[]): Promise<{ id: number }> {
      const { customerId, userId } = owner(auth);
      const copyTo = auth.user.emails.split(/[;,\s]+/).filter((a) => EMAIL.test(a));
      if (copyTo.length === 0) throw new AppError("businessRule", m.noRecipient);
      const telaio = compactVehicleId(fields.telaio);
      const when = formatItalianDateTime(new Date());
      const facts: [string, string][] = [
        ["Cliente", `${customerId} (${auth.user.username})`],
        ["Telaio / Targa", telaio],
        ["Data", when],
        ["Immagini", String(images.length)],
      ];
      const desk = renderMail(
        { subject: `Richiesta preventivo ${telaio} – cliente ${customerId}`, greeting: "Richiesta di preventivo dal portale B2B.", paragraphs: [fields.body, `Rispondere a: ${copyTo.join(", ")}`], facts },
        deps.company,
      );
      const copy = renderMail(
        {
          subject: `Copia della sua richiesta di preventivo ${telaio}`,
          greeting: "Gentile cliente,",
          paragraphs: ["abbiamo ricevuto la sua richiesta di preventivo; le risponderemo al più presto.", fields.body, m.validity],
          facts,
        },
        deps.company,
      );
      const attachments = images.map((i) => ({ filename: i.filename, contentType: i.contentType, content: i.content }));
      return repo.db.transaction(async (tx) => {
        const id = await repo.insert(tx, { userId, actorUserId: actorId(auth), customerId, telaio, body: fields.body, replyTo: copyTo.join(", "), imageNames: images.map((i) => i.filename) });
        await queueMail(tx, { to: [deps.deskEmail], ...desk, attachments });
        await queueMail(tx, { to: copyTo, ...copy, attachments });
        await audit.record(auth, "quote.send", { id, telaio, images: images.length }, tx);
        return { id };
      });
    },

    async list(auth: AuthContext): Promise<QuoteRequest[]> {
      const { customerId, userId } = owner(auth);
      return (await repo.list(customerId, userId)).map((q) => ({
        id: q.id,
        telaio: q.telaio,
        body: q.body,
        createdAt: q.createdAt.toISOString(),
        status: q.status,
        images: q.imageNames,
      }));
    },
  };
}
export type QuoteService = ReturnType<typeof quoteService>;
