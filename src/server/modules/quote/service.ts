// Quote request (spec document 2 §2, §5, §7): stored, and mailed with its images to the quote desk
// with a copy to the customer, in one transaction with the outbox (decision 0018). The copy goes
// to the addresses of the user's profile, not to an address sent with the form: the portal never
// mails an address its user typed (docs/decisions/0030-workshop-tools.md).
import type { DeskQuote, QuoteAnswer, QuoteFields, QuoteRequest } from "../../../shared/contract/quote";
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

type QuoteRow = Awaited<ReturnType<QuoteRepo["list"]>>[number];

/** A stored request as the API shows it. */
function quoteView(q: QuoteRow): QuoteRequest {
  return {
    id: q.id,
    telaio: q.telaio,
    body: q.body,
    createdAt: q.createdAt.toISOString(),
    status: q.status,
    images: q.imageNames,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    reply: q.reply,
  };
}

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
        const stored = images.map((i) => ({ fileName: i.filename, contentType: i.contentType, bytes: i.content }));
        const id = await repo.insert(tx, { userId, actorUserId: actorId(auth), customerId, telaio, body: fields.body, replyTo: copyTo.join(", "), imageNames: images.map((i) => i.filename) }, stored);
        await queueMail(tx, { to: [deps.deskEmail], ...desk, attachments });
        await queueMail(tx, { to: copyTo, ...copy, attachments });
        await audit.record(auth, "quote.send", { id, telaio, images: images.length }, tx);
        return { id };
      });
    },

    async list(auth: AuthContext): Promise<QuoteRequest[]> {
      const { customerId, userId } = owner(auth);
      return (await repo.list(customerId, userId)).map(quoteView);
    },

    /** The quote desk (ADMIN): every request, newest first. */
    async listAll(): Promise<DeskQuote[]> {
      return (await repo.listAll(500)).map((q) => ({ ...quoteView(q), customerId: q.customerId, customerName: q.customerName, username: q.username, answeredBy: q.answeredBy }));
    },

    /** "Segna come evaso": ANSWERED with who and when, audited, and the reply mailed to the customer. */
    async answer(auth: AuthContext, id: number, input: QuoteAnswer): Promise<{ id: number; status: "ANSWERED" }> {
      const reply = input.reply.trim() || null;
      return repo.db.transaction(async (tx) => {
        const q = await repo.get(tx, id);
        if (!q) throw new AppError("notFound", m.notFound);
        if (q.status !== "SENT") throw new AppError("conflict", m.alreadyAnswered);
        const done = await repo.markAnswered(tx, id, actorId(auth), reply);
        if (!done) throw new AppError("conflict", m.alreadyAnswered);
        const to = q.replyTo.split(/[;,\s]+/).filter((a) => EMAIL.test(a));
        const mail = renderMail(
          {
            subject: `Risposta alla sua richiesta di preventivo ${q.telaio}`,
            greeting: "Gentile cliente,",
            paragraphs: [
              "la sua richiesta di preventivo è stata evasa.",
              ...(reply ? [reply] : []),
              m.validity,
            ],
            facts: [
              ["Telaio / Targa", q.telaio],
              ["Richiesta del", formatItalianDateTime(q.createdAt)],
              ["Messaggio", q.body],
            ],
          },
          deps.company,
        );
        if (to.length) await queueMail(tx, { to, ...mail });
        await audit.record(auth, "quote.answer", { id, customerId: q.customerId, telaio: q.telaio, reply: reply !== null, mailed: to.length > 0 }, tx);
        return { id, status: "ANSWERED" as const };
      });
    },

    async image(id: number, idx: number) {
      const img = await repo.image(id, idx);
      if (!img) throw new AppError("notFound", m.imageNotFound);
      return img;
    },
  };
}
export type QuoteService = ReturnType<typeof quoteService>;
