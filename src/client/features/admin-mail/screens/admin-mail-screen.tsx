// /adminMail (ADMIN): the portal's outgoing mail with its delivery state (what would have been sent
// when no SMTP server is configured), and the background jobs that used up their retries.
import { useMemo } from "react";
import { Paperclip, RotateCcw } from "lucide-react";
import type { DeadLetterJob, MailStatus, OutboxMail } from "../../../../shared/contract/mail";
import { mailMessages as m } from "../../../../shared/messages/mail";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { ListStates, PagedList, useQueryErrorNotice } from "../../../components/filtered-list";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Section } from "../../../ui/section";
import { attachmentUrl, useDeadLetters, useOutbox, useRetryDeadLetter } from "../api/admin-mail-api";

const tone: Record<MailStatus, "neutral" | "success" | "danger" | "warning"> = { queued: "neutral", sent: "success", failed: "danger", held: "warning" };

const sizeText = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024).toLocaleString("it-IT")} KB`);

function MailItem({ mail }: { mail: OutboxMail }) {
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm" data-testid="outbox-mail">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{mail.subject}</span>
        <Badge tone={tone[mail.status]}>{m.status[mail.status]}</Badge>
      </div>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-slate-700">
        <dt className="text-slate-500">{m.columnTo}</dt>
        <dd className="break-all">{mail.to}</dd>
        <dt className="text-slate-500">{m.columnCreated}</dt>
        <dd className="tabular-nums">
          {formatItalianDateTime(mail.createdAt)}
          {mail.attempts > 0 ? ` · ${m.attempts(mail.attempts)}` : ""}
        </dd>
        {mail.sentAt ? (
          <>
            <dt className="text-slate-500">{m.sentAt}</dt>
            <dd className="tabular-nums">{formatItalianDateTime(mail.sentAt)}</dd>
          </>
        ) : null}
        {mail.lastError && mail.status !== "sent" ? (
          <>
            <dt className="text-slate-500">{m.error}</dt>
            <dd className="break-all text-red-700">{mail.lastError}</dd>
          </>
        ) : null}
      </dl>
      {mail.attachments.length ? (
        <div className="mt-2">
          <span className="text-slate-500">{m.attachments}: </span>
          <ul className="inline-flex flex-wrap gap-2">
            {mail.attachments.map((a) => (
              <li key={a.id}>
                <a className="inline-flex items-center gap-1 text-brand-700 underline" href={attachmentUrl(mail.id, a.id)} download={a.filename}>
                  <Paperclip className="size-3.5" aria-hidden />
                  {a.filename} ({sizeText(a.size)})
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <details className="mt-2">
        <summary className="cursor-pointer text-brand-700">{m.showBody}</summary>
        <pre className="mt-2 whitespace-pre-wrap break-words rounded bg-slate-50 p-2 font-sans text-slate-800">{mail.body}</pre>
      </details>
    </li>
  );
}

function DeadLetterItem({ job }: { job: DeadLetterJob }) {
  const retry = useRetryDeadLetter();
  const onRetry = () =>
    retry.mutate(job.id, {
      onSuccess: () => notify.success(m.retried),
      onError: (err) => notify.error(errorMessage(err, m.retryError)),
    });
  return (
    <li className="rounded-lg border border-red-200 bg-white p-3 text-sm" data-testid="dead-letter">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-medium text-slate-900">{m.jobNames[job.job] ?? job.job}</span>
        <span className="text-xs tabular-nums text-slate-500">
          {m.columnFailedAt} {formatItalianDateTime(job.failedAt)} · {m.attempts(job.attempts)}
        </span>
      </div>
      <p className="mt-1 break-all text-red-700">{job.error}</p>
      <p className="mt-1 break-all text-xs text-slate-600">
        {m.columnData}: {JSON.stringify(job.data)}
      </p>
      <Button className="mt-2" variant="outline" onClick={onRetry} pending={retry.isPending}>
        <RotateCcw aria-hidden /> {m.retry}
      </Button>
    </li>
  );
}

export function AdminMailScreen() {
  const outbox = useOutbox();
  const dead = useDeadLetters();
  const mails = useMemo(() => outbox.data?.pages.flatMap((p) => p.rows) ?? [], [outbox.data]);

  useQueryErrorNotice(outbox, m.loadError);

  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>{m.title}</PageTitle>
      <p className="-mt-2 mb-4 text-sm text-slate-600">{m.intro}</p>

      <Section id="dead-title" title={m.deadTitle} className="mb-6">
        <p className="text-sm text-slate-600">{m.deadIntro}</p>
        <ListStates query={dead} errorMessage={m.deadLoadError} emptyText={m.deadEmpty}>
          {(jobs) => <ul className="space-y-2">{jobs.map((j) => <DeadLetterItem key={j.id} job={j} />)}</ul>}
        </ListStates>
      </Section>

      <Section id="outbox-title" title={m.title}>
        <PagedList query={outbox} items={mails} errorMessage={m.loadError} emptyText={m.empty} loadMoreLabel={m.loadMore}>
          {(rows) => <ul className="space-y-2">{rows.map((mail) => <MailItem key={mail.id} mail={mail} />)}</ul>}
        </PagedList>
      </Section>
    </div>
  );
}
