// /stockCheck (ADMIN): the stock report generator (spec document 2 §2, §5, §9; decision 0028).
import { useState, type FormEvent } from "react";
import { Download, Plus, Trash2 } from "lucide-react";
import { stockConfigRowSchema, stockQuerySchema } from "../../../../shared/contract/back-office";
import { reportMessages as rm } from "../../../../shared/messages/backoffice";
import { DAY_SOLD_DEFAULT, DAY_SOLD_MAX, DAY_SOLD_MIN, DEFAULT_STOCK_ROWS, STOCK_ROWS_MAX, WAREHOUSES } from "../../../../shared/rules/back-office";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/input";
import { FieldError } from "../../../ui/label";
import { SelectField, TextField } from "../../../ui/form-fields";
import { ReportScreen, useReportJob } from "../components/report-job";

type Row = { qty: string; days: string };

export function StockCheckScreen() {
  const [daySold, setDaySold] = useState(String(DAY_SOLD_DEFAULT));
  const [dep, setDep] = useState("01");
  const [rows, setRows] = useState<Row[]>(DEFAULT_STOCK_ROWS.map((r) => ({ qty: String(r.qntaVendutaGreaterOrEqualTo), days: String(r.dayOfStock) })));
  const [errors, setErrors] = useState<{ daySold?: string; rows?: string }>({});
  const job = useReportJob();

  const setRow = (i: number, k: keyof Row, v: string) => setRows((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const q = stockQuerySchema.safeParse({ daySold, dep });
    const parsedRows = rows.map((r) => stockConfigRowSchema.safeParse({ qntaVendutaGreaterOrEqualTo: r.qty, dayOfStock: r.days }));
    const badRow = parsedRows.find((p) => !p.success);
    const next = { daySold: q.success ? undefined : rm.daySoldRange, rows: rows.length === 0 ? rm.rowsRequired : badRow && !badRow.success ? badRow.error.issues[0]!.message : undefined };
    setErrors(next);
    if (next.daySold || next.rows) return;
    await job.run("stock", { daySold: q.data!.daySold, dep: q.data!.dep, rows: parsedRows.map((p) => p.data!) });
  }

  return (
    <ReportScreen titleId="stock-title" title="Report giacenze" intro="Per ogni prodotto il cui venduto nel periodo raggiunge una soglia si applica la riga con la soglia più alta raggiunta: scorta obiettivo = venduto × giorni di scorta / giorni analizzati (per eccesso), da riordinare = scorta obiettivo − giacenza." job={job}>
      <form onSubmit={submit} noValidate className="space-y-5">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="daySold" label={`Giorni di vendita da analizzare (${DAY_SOLD_MIN}–${DAY_SOLD_MAX})`} inputMode="numeric" value={daySold} error={errors.daySold} onChange={setDaySold} />
          <SelectField id="dep" label="Magazzino" value={dep} onChange={setDep}>
            {WAREHOUSES.map((w) => (
              <option key={w.code} value={w.code}>{`${w.code} ${w.name}`}</option>
            ))}
          </SelectField>
        </div>
        <fieldset className="space-y-2" aria-describedby="rows-error">
          <legend className="text-sm font-medium text-slate-700">Configurazione (venduto maggiore o uguale a → giorni di scorta)</legend>
          {rows.map((r, i) => (
            <div key={i} className="flex items-center gap-2">
              <Input aria-label={`Riga ${i + 1}: quantità venduta almeno`} inputMode="numeric" value={r.qty} onChange={(e) => setRow(i, "qty", e.target.value)} className="w-28 tabular-nums" />
              <span aria-hidden className="text-slate-500">→</span>
              <Input aria-label={`Riga ${i + 1}: giorni di scorta`} inputMode="numeric" value={r.days} onChange={(e) => setRow(i, "days", e.target.value)} className="w-28 tabular-nums" />
              <Button variant="ghost" size="icon" aria-label={`Rimuovi la riga ${i + 1}`} onClick={() => setRows((rs) => rs.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden />
              </Button>
            </div>
          ))}
          <FieldError id="rows-error">{errors.rows}</FieldError>
          <Button variant="outline" size="sm" disabled={rows.length >= STOCK_ROWS_MAX} onClick={() => setRows((rs) => [...rs, { qty: "", days: "" }])}>
            <Plus aria-hidden />
            Aggiungi riga
          </Button>
        </fieldset>
        <Button type="submit" pending={job.pending}>
          <Download aria-hidden />
          Scarica il report CSV
        </Button>
      </form>
    </ReportScreen>
  );
}
