// /loadFile: a CSV (comma or semicolon) or the parts-catalogue export into the cart. The upload is
// queued on the server; this screen polls the status every 10 seconds, shows the running notice,
// then the summary per cart and the refused rows (correctable and re-sendable). The cart is
// refreshed when an upload ends.
import { useEffect, useRef, useState, type DragEvent } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { cartUploadMessages as m } from "../../../../shared/messages/workshop-tools";
import { CART_UPLOAD_MAX_BYTES_LABEL, CART_UPLOAD_MAX_ROWS_LABEL, CART_UPLOAD_MODES, type CartUploadMode } from "../../../../shared/rules/cart-upload";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { FileChooser } from "../../../ui/file-chooser";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { cartUploadKeys, sampleUrl, useCartUploadStatus, useUploadCartCsv } from "../api/cart-upload-api";
import { FailedRows } from "../components/failed-rows";
import { TableHeader, type HeaderCell } from "../../../ui/table";
import { ShowMore, useFirstRows } from "../../../ui/show-more";
import type { CartUploadStatus, UploadedProduct } from "../../../../shared/contract/cart-upload";

const headerCells: HeaderCell[] = [
  { label: "Precodice" }, { label: "Codice" }, { label: "Descrizione" }, { label: "Aggiunti", className: "text-right" }, { label: "Nel carrello", className: "text-right" },
];

const FORMAT_LABEL: Record<CartUploadMode, string> = {
  CSV: "CSV separato da virgola",
  SEMICOLON: "CSV separato da punto e virgola",
  PIPE: "Esportazione del catalogo ricambi (|)",
};
const FORMAT_HINT: Record<CartUploadMode, string> = {
  CSV: "Colonne: Codice, Quantità, Precodice (facoltativo), Note (facoltative); intestazione facoltativa.",
  SEMICOLON: "Colonne: Codice; Quantità; Precodice (facoltativo); Note (facoltative); intestazione facoltativa.",
  PIPE: "Righe senza intestazione: Precodice|Codice|Descrizione|Quantità.",
};

export function LoadFileScreen() {
  const qc = useQueryClient();
  const [mode, setMode] = useState<CartUploadMode>("SEMICOLON");
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const status = useCartUploadStatus();
  const upload = useUploadCartCsv();
  const wasRunning = useRef(false);

  const running = status.data?.running ?? false;
  useEffect(() => {
    // Spec §4: when the polled status reports not running, the cart is refreshed.
    if (wasRunning.current && !running) void qc.invalidateQueries({ queryKey: ["cart"] });
    wasRunning.current = running;
  }, [running, qc]);

  const send = (f: File, m0: CartUploadMode) =>
    upload.mutate(
      { mode: m0, file: f },
      {
        onSuccess: () => {
          notify.success(m.uploaded(f.name));
          setFile(null);
          if (input.current) input.current.value = "";
          void qc.invalidateQueries({ queryKey: cartUploadKeys.status() });
        },
        onError: (err) => notify.error(`${m.failed}: ${errorMessage(err, m.failed)}`),
      },
    );

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const f = e.dataTransfer.files[0];
    if (f) setFile(f);
  };

  const s = status.data;
  return (
    <div className="mx-auto max-w-5xl">
      <PageTitle>{m.title}</PageTitle>
      <form
        className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (file) send(file, mode);
        }}
      >
        <fieldset className="min-w-0">
          <legend className="mb-2 font-medium text-slate-900">Formato del file</legend>
          <div className="grid gap-2 sm:grid-cols-3">
            {CART_UPLOAD_MODES.map((fm) => (
              <label key={fm} className={`flex cursor-pointer items-start gap-2 rounded-md border p-2 text-sm ${mode === fm ? "border-brand-600 bg-brand-50" : "border-slate-200"}`}>
                <input type="radio" name="mode" value={fm} checked={mode === fm} onChange={() => setMode(fm)} className="mt-1" />
                <span>
                  <span className="font-medium">{FORMAT_LABEL[fm]}</span>
                  <span className="block text-slate-600">{FORMAT_HINT[fm]}</span>
                </span>
              </label>
            ))}
          </div>
          <a className="mt-2 inline-flex items-center gap-1 text-sm text-brand-700 underline" href={sampleUrl(mode)} download>
            <Download className="size-4" aria-hidden /> Scarica il file di esempio ({FORMAT_LABEL[mode]})
          </a>
        </fieldset>
        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={`rounded-lg border-2 border-dashed p-6 text-center text-sm ${dragging ? "border-brand-600 bg-brand-50" : "border-slate-300"}`}
        >
          <Upload className="mx-auto mb-2 size-6 text-slate-500" aria-hidden />
          <label htmlFor="csv-file" className="block font-medium text-slate-900">
            Trascina qui il file oppure selezionalo
          </label>
          <FileChooser id="csv-file" inputRef={input} accept=".csv,.txt,text/csv,text/plain" file={file} onFile={setFile} className="mt-3 justify-center" />
          <p className="mt-2 text-slate-500">
            Fino a {CART_UPLOAD_MAX_ROWS_LABEL} righe e {CART_UPLOAD_MAX_BYTES_LABEL}. I codici possono essere nostri, EAN o codici originali/equivalenti; i codici ripetuti si sommano.
          </p>
        </div>
        <div>
          <Button type="submit" disabled={!file || upload.isPending} aria-busy={upload.isPending}>
            Carica nel carrello
          </Button>
        </div>
      </form>

      {/* What changed, said once: not the summary's tables (up to 10,000 rows). */}
      <p aria-live="polite" className="sr-only">
        {s?.running ? m.running : s?.startInst ? `${m.summaryTitle}: ${s.fileName}` : ""}
      </p>
      <section className="mt-6">
        {status.isPending ? (
          <Spinner />
        ) : status.isError && !s ? (
          <Alert tone="error">{m.statusFailed}</Alert>
        ) : !s || !s.startInst ? (
          <p className="text-slate-600">{m.noUploads}</p>
        ) : s.running ? (
          <Alert tone="info">
            <p className="flex items-center gap-2 font-medium">
              <Spinner /> {m.running}
            </p>
            <p>
              {s.fileName} · {s.rows} righe · avviato {formatItalianDateTime(s.startInst)}
            </p>
            {s.queued ? <p>{m.queued(s.queued)}</p> : null}
          </Alert>
        ) : (
          <Summary status={s} onResend={(f) => send(f, "SEMICOLON")} busy={upload.isPending} />
        )}
        {status.isError && s ? <Alert tone="error" className="mt-2">{m.statusFailed}</Alert> : null}
      </section>
    </div>
  );
}

function Summary({ status: s, onResend, busy }: { status: CartUploadStatus; onResend: (f: File) => void; busy: boolean }) {
  return (
    <div>
      <h2 className="text-lg font-semibold text-slate-900">{m.summaryTitle}</h2>
      <p className="text-sm text-slate-600">
        {s.fileName} · {s.rows} righe · terminato {s.endInst ? formatItalianDateTime(s.endInst) : ""}
      </p>
      {s.failed ? <Alert tone="error" className="mt-2">{m.failed}</Alert> : null}
      {s.resultCarts.map((c) => (
        <CartSummary key={`${c.cId}/${s.endInst}`} cId={c.cId} products={c.productsList} />
      ))}
      {s.failedRows.length ? <FailedRows key={s.endInst} rows={s.failedRows} onResend={onResend} busy={busy} /> : null}
    </div>
  );
}

function CartSummary({ cId, products }: { cId: number; products: UploadedProduct[] }) {
  const { shown, left, next, showMore } = useFirstRows(products);
  return (
    <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-sm" data-testid="upload-summary">
        <caption className="px-2 py-1.5 text-left font-medium">{m.productsAdded(cId, products.length)}</caption>
        <TableHeader className="bg-slate-50 text-left text-slate-600" cellClassName="px-2 py-1.5" cells={headerCells} />
        <tbody>
          {shown.map((p) => (
            <tr key={`${p.precodice}/${p.codice}`} className="border-t border-slate-100">
              <td className="px-2 py-1.5">{p.precodice}</td>
              <td className="px-2 py-1.5 font-medium">{p.codice}</td>
              <td className="px-2 py-1.5">{p.description}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{p.qntRichiesta}</td>
              <td className="px-2 py-1.5 text-right tabular-nums">{p.qntCarrello}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ShowMore left={left} label={m.moreProducts(next, left)} onClick={showMore} />
    </div>
  );
}
