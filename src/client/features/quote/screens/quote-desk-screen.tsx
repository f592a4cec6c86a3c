// /preventiviConsole (ADMIN): the quote desk. Every customer's requests, newest first, with their
// photos (thumbnails opening the full image) and "Segna come evaso" with an optional reply, which
// the customer receives by e-mail and sees on /preventivo.
import { useState } from "react";
import { quoteMessages as m } from "../../../../shared/messages/workshop-tools";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import type { DeskQuote } from "../../../../shared/contract/quote";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Button } from "../../../ui/button";
import { Textarea } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { ListStates } from "../../../components/filtered-list";
import { QuoteStatusBadge } from "../components/quote-status";
import { quoteImageUrl, useAnswerQuote, useQuoteDeskList } from "../api/quote-api";

function AnswerForm({ q }: { q: DeskQuote }) {
  const [reply, setReply] = useState("");
  const answer = useAnswerQuote();
  const id = `reply-${q.id}`;
  return (
    <form
      className="mt-3 grid gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        answer.mutate({ id: q.id, reply }, { onSuccess: () => notify.success(m.answered), onError: (err) => notify.error(errorMessage(err, m.alreadyAnswered)) });
      }}
    >
      <Label htmlFor={id}>{m.replyLabel}</Label>
      <Textarea id={id} rows={3} maxLength={4000} value={reply} onChange={(e) => setReply(e.target.value)} />
      <div>
        <Button type="submit" disabled={answer.isPending} aria-busy={answer.isPending}>
          {m.markAnswered}
        </Button>
      </div>
    </form>
  );
}

export function QuoteDeskScreen() {
  const list = useQuoteDeskList();
  return (
    <div className="mx-auto max-w-4xl">
      <PageTitle>{m.deskTitle}</PageTitle>
      <ListStates query={list} errorMessage={m.deskError} emptyText={m.deskEmpty}>
        {(quotes) => (
          <ul className="grid gap-3" data-testid="quote-desk-list">
            {quotes.map((q) => (
              <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm" aria-labelledby={`q-${q.id}`}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <h2 id={`q-${q.id}`} className="font-semibold text-slate-900">
                    {q.customerId} {q.customerName ?? ""} · {q.telaio}
                  </h2>
                  <QuoteStatusBadge status={q.status} />
                </div>
                <p className="text-slate-500">
                  {formatItalianDateTime(q.createdAt)} · utente {q.username}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-800">{q.body}</p>
                {q.images.length ? (
                  <ul className="mt-2 flex flex-wrap gap-2" aria-label="Foto allegate">
                    {q.images.map((name, i) => (
                      <li key={`${name}-${i}`}>
                        <a href={quoteImageUrl(q.id, i)} target="_blank" rel="noopener noreferrer" className="block rounded border border-slate-200 hover:border-brand-600 focus-visible:ring-2 focus-visible:ring-brand-600">
                          <img src={quoteImageUrl(q.id, i)} alt={`Foto ${name}`} loading="lazy" className="size-20 object-cover" />
                        </a>
                      </li>
                    ))}
                  </ul>
                ) : null}
                {q.status === "ANSWERED" ? (
                  <div className="mt-3 rounded border-l-4 border-green-600 bg-green-50 p-2">
                    <p className="text-slate-700">
                      Evasa da {q.answeredBy ?? "—"}
                      {q.answeredAt ? ` il ${formatItalianDateTime(q.answeredAt)}` : ""}
                    </p>
                    {q.reply ? <p className="mt-1 whitespace-pre-wrap text-slate-800">{q.reply}</p> : null}
                  </div>
                ) : (
                  <AnswerForm q={q} />
                )}
              </li>
            ))}
          </ul>
        )}
      </ListStates>
    </div>
  );
}
