// /preventivo: the quote request. Telaio/Targa and message required, up to 5 images (beyond 5 the
// last 5 are kept) and 15 MB in all, checked here with the §5 messages and again by the server
// (by content). Photos can be taken with the tablet's camera. Below, the user's requests.
import { useRef, useState, type FormEvent } from "react";
import { Camera, X } from "lucide-react";
import { quoteFieldsSchema, QUOTE_IMAGE_TYPES } from "../../../../shared/contract/quote";
import { quoteMessages as m } from "../../../../shared/messages/workshop-tools";
import { QUOTE_MAX_BYTES, QUOTE_MAX_IMAGES, TELAIO_MAX } from "../../../../shared/rules/limits";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { useSession } from "../../../lib/session";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Input, Textarea } from "../../../ui/input";
import { FieldError, Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { ListStates } from "../../../components/filtered-list";
import { QuoteStatusBadge } from "../components/quote-status";
import { useQuoteList, useSendQuote } from "../api/quote-api";

type Errors = Partial<Record<"telaio" | "body" | "files", string>>;

export function QuoteScreen() {
  const session = useSession();
  const [telaio, setTelaio] = useState("");
  const [text, setText] = useState("");
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const fileInput = useRef<HTMLInputElement>(null);
  const send = useSendQuote();
  const list = useQuoteList();

  const addFiles = (picked: FileList | null) => {
    if (!picked?.length) return;
    const all = [...files, ...Array.from(picked)];
    if (all.some((f) => !(QUOTE_IMAGE_TYPES as readonly string[]).includes(f.type))) {
      setErrors((e) => ({ ...e, files: m.badFiles }));
      return;
    }
    if (all.length > QUOTE_MAX_IMAGES) notify.warning(m.tooMany);
    const kept = all.slice(-QUOTE_MAX_IMAGES);
    setErrors((e) => ({ ...e, files: kept.reduce((n, f) => n + f.size, 0) > QUOTE_MAX_BYTES ? m.tooLarge : undefined }));
    setFiles(kept);
    if (fileInput.current) fileInput.current.value = "";
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = quoteFieldsSchema.safeParse({ telaio, body: text });
    const next: Errors = {};
    if (!parsed.success) for (const i of parsed.error.issues) next[i.path[0] as "telaio" | "body"] ??= i.message;
    if (files.reduce((n, f) => n + f.size, 0) > QUOTE_MAX_BYTES) next.files = m.tooLarge;
    setErrors(next);
    if (Object.keys(next).length) return;
    send.mutate(
      { telaio, body: text, mail: session.user?.uEmailsString ?? "", files },
      {
        onSuccess: () => {
          notify.success(m.sent);
          setTelaio("");
          setText("");
          setFiles([]);
        },
        onError: (err) => notify.error(`${m.failed}: ${errorMessage(err, m.failed)}`),
      },
    );
  };

  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>{m.title}</PageTitle>
      <Alert tone="info" className="mb-4">
        <p>Indica il telaio o la targa del veicolo e descrivi i ricambi o il lavoro: puoi allegare fino a 5 foto (anche scattate ora con la fotocamera), 15 MB in tutto.</p>
        <p className="mt-1 font-medium">{m.validity}</p>
      </Alert>
      <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4">
        <div className="grid gap-1">
          <Label htmlFor="telaio">Telaio/Targa</Label>
          <Input id="telaio" value={telaio} maxLength={TELAIO_MAX} autoCapitalize="characters" autoComplete="off" onChange={(e) => setTelaio(e.target.value)} aria-invalid={Boolean(errors.telaio)} aria-describedby="telaio-err" />
          <FieldError id="telaio-err">{errors.telaio}</FieldError>
        </div>
        <div className="grid gap-1">
          <Label htmlFor="messaggio">Messaggio</Label>
          <Textarea id="messaggio" rows={5} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={Boolean(errors.body)} aria-describedby="body-err" />
          <FieldError id="body-err">{errors.body}</FieldError>
        </div>
        <div className="grid gap-2">
          <Label htmlFor="immagini">Immagini (facoltative)</Label>
          <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600 focus-within:ring-offset-2">
            <Camera className="size-4" aria-hidden /> Scatta o scegli foto
            <input id="immagini" ref={fileInput} type="file" accept="image/*" capture="environment" multiple className="sr-only" aria-describedby="immagini-scelte" onChange={(e) => addFiles(e.target.files)} />
          </label>
          {files.length ? null : (
            <p id="immagini-scelte" className="text-sm text-slate-600">
              Nessun file scelto
            </p>
          )}
          {files.length ? (
            <ul id="immagini-scelte" className="flex flex-wrap gap-2" aria-label="Immagini allegate">
              {files.map((f, i) => (
                <li key={`${f.name}-${i}`} className="inline-flex items-center gap-1 rounded border border-slate-200 bg-slate-50 px-2 py-1 text-sm">
                  {f.name} ({Math.ceil(f.size / 1024).toLocaleString("it-IT")} KB)
                  <button type="button" aria-label={`Rimuovi ${f.name}`} onClick={() => setFiles(files.filter((_, j) => j !== i))} className="rounded p-0.5 hover:bg-slate-200">
                    <X className="size-3.5" />
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <FieldError>{errors.files}</FieldError>
        </div>
        <div>
          <Button type="submit" disabled={send.isPending} aria-busy={send.isPending}>
            Richiedi Preventivo
          </Button>
        </div>
      </form>

      <section className="mt-8" aria-labelledby="quote-list-title">
        <h2 id="quote-list-title" className="mb-2 text-lg font-semibold text-slate-900">
          {m.listTitle}
        </h2>
        <ListStates query={list} errorMessage={m.listError} emptyText={m.listEmpty}>
          {(quotes) => (
            <ul className="grid gap-2" data-testid="quote-list">
              {quotes.map((q) => (
                <li key={q.id} className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-medium">
                      {q.telaio} · {formatItalianDateTime(q.createdAt)}
                    </span>
                    <QuoteStatusBadge status={q.status} />
                  </div>
                  <p className="mt-1 whitespace-pre-wrap text-slate-700">{q.body}</p>
                  {q.images.length ? <p className="mt-1 text-slate-500">Allegati: {q.images.join(", ")}</p> : null}
                  {q.status === "ANSWERED" && q.reply ? (
                    <div className="mt-2 rounded border-l-4 border-green-600 bg-green-50 p-2">
                      <p className="font-medium text-slate-900">{m.replyHeading}</p>
                      <p className="whitespace-pre-wrap text-slate-700">{q.reply}</p>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ListStates>
      </section>
    </div>
  );
}
