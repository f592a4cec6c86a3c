// /loadTariffario (ADMIN): the price list loader (spec document 2 §2, §5, §8; decision 0028):
// requirements in a collapsible list, preview (dry run) or load, tabs Caricati and Errori, and
// the last loads with the rollback of the latest.
import { useRef, useState } from "react";
import { Eye, RotateCcw, Upload } from "lucide-react";
import { useQueryClient } from "@tanstack/react-query";
import type { PriceListResult } from "../../../../shared/contract/back-office";
import { priceListMessages as pm } from "../../../../shared/messages/backoffice";
import { PRICE_LIST_MAX_MB } from "../../../../shared/rules/back-office";
import { formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { ApiError } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { FileChooser } from "../../../ui/file-chooser";
import { Button } from "../../../ui/button";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { backOfficeKeys, rollbackLoad, uploadPriceList, usePriceListLoads } from "../api/back-office-api";
import { PriceListResultTabs } from "../components/price-list-result";

const isCsv = (f: File) => /\.csv$/i.test(f.name) && (f.type === "" || ["text/csv", "application/vnd.ms-excel", "application/csv"].includes(f.type));

export function LoadTariffarioScreen() {
  const qc = useQueryClient();
  const loads = usePriceListLoads();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [open, setOpen] = useState(true);
  const [pending, setPending] = useState<"dry" | "load" | null>(null);
  const [result, setResult] = useState<PriceListResult | null>(null);
  const [message, setMessage] = useState<{ tone: "error" | "warning" | "success"; text: string } | null>(null);

  async function send(dryRun: boolean) {
    if (!file) {
      setMessage({ tone: "error", text: pm.missingFile });
      return;
    }
    if (!isCsv(file)) {
      setMessage({ tone: "error", text: pm.notCsv(file.name) });
      return;
    }
    setPending(dryRun ? "dry" : "load");
    setMessage(null);
    try {
      const r = await uploadPriceList(file, dryRun);
      setResult(r);
      const text = r.totals.notParsed > 0 ? pm.withErrors(file.name) : pm.loaded(file.name);
      setMessage({ tone: r.totals.notParsed > 0 ? "warning" : "success", text: dryRun ? `Anteprima: ${text}` : text });
      if (!dryRun) await qc.invalidateQueries({ queryKey: backOfficeKeys.loads });
    } catch (err) {
      setResult(null);
      // A refused file keeps the server's message; anything else is an upload error (spec §8).
      const text = err instanceof ApiError && err.status >= 400 && err.status < 500 ? err.message : pm.uploadError(err instanceof Error ? err.message : String(err));
      setMessage({ tone: "error", text });
      notify.error(text);
    } finally {
      setPending(null);
    }
  }

  async function rollback(id: number) {
    try {
      notify.success(await rollbackLoad(id));
      await qc.invalidateQueries({ queryKey: backOfficeKeys.loads });
    } catch (err) {
      notify.error(err instanceof Error ? err.message : String(err));
    }
  }

  const latest = loads.data?.find((l) => !l.rolledBackAt);

  return (
    <section aria-labelledby="tariffario-title" className="space-y-5">
      <PageTitle>
        <span id="tariffario-title">Carica tariffario</span>
      </PageTitle>
      <CollapsiblePanel open={open} onOpenChange={setOpen} title="Requisiti del file">
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          <li>File CSV (.csv, tipo text/csv), codifica UTF-8, al massimo {PRICE_LIST_MAX_MB} MB.</li>
          <li>Separatore punto e virgola (;), nessuna riga di intestazione.</li>
          <li>Colonne nell'ordine: Precodice; Codice; EAN; Listino (facoltativo); Accisa (facoltativa).</li>
          <li>EAN di 8, 12, 13 o 14 cifre con cifra di controllo corretta. Importi in euro, con virgola o punto decimale (es. 12,50).</li>
          <li>Una cella vuota lascia invariato il valore attuale. Il prodotto deve esistere a catalogo e comparire una sola volta.</li>
          <li>Le righe valide vengono caricate, quelle errate elencate in «Errori» con il numero di riga: nessuna modifica parziale.</li>
        </ul>
      </CollapsiblePanel>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1.5">
          <Label htmlFor="price-file" className="block">
            File del tariffario
          </Label>
          <FileChooser
            id="price-file"
            inputRef={input}
            accept=".csv,text/csv"
            file={file}
            onFile={(f) => {
              setFile(f);
              setMessage(null);
            }}
          />
        </div>
        <Button variant="outline" pending={pending === "dry"} disabled={pending !== null} onClick={() => void send(true)}>
          <Eye aria-hidden />
          Anteprima
        </Button>
        <Button pending={pending === "load"} disabled={pending !== null} onClick={() => void send(false)}>
          <Upload aria-hidden />
          Carica
        </Button>
      </div>
      {message ? (
        <Alert tone={message.tone} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      {result ? <PriceListResultTabs result={result} /> : null}
      <div>
        <h2 className="mb-2 text-base font-semibold text-slate-900">Ultimi caricamenti</h2>
        {loads.isPending ? <p className="text-sm text-slate-500">Caricamento…</p> : null}
        {loads.data?.length === 0 ? <p className="text-sm text-slate-500">Nessun caricamento.</p> : null}
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm">
          {loads.data?.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-3 py-2">
              <span className="tabular-nums">{formatItalianDateTime(l.at)}</span>
              <span className="font-medium">{l.fileName}</span>
              <span className="text-slate-600">{`${l.rowsChanged} modificati · ${l.rowsNotParsed} errori · ${l.admin}`}</span>
              {l.rolledBackAt ? <span className="text-slate-500">annullato</span> : null}
              {latest?.id === l.id && l.undoable ? (
                <Button variant="outline" size="sm" className="ml-auto" onClick={() => void rollback(l.id)}>
                  <RotateCcw aria-hidden />
                  Annulla caricamento
                </Button>
              ) : null}
              {latest?.id === l.id && !l.undoable ? <span className="ml-auto text-slate-500">{pm.notUndoable}</span> : null}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
