// The rows an upload refused, with the reason; code and quantity can be corrected here and the
// corrected rows sent again as a new (semicolon) upload.
import { useState } from "react";
import type { CartCsvCells, FailedRow } from "../../../../shared/contract/cart-upload";
import { cartUploadMessages as m } from "../../../../shared/messages/workshop-tools";
import { common } from "../../../../shared/messages/common";
import { Button } from "../../../ui/button";
import { TableHeader, type HeaderCell } from "../../../ui/table";
import { ShowMore, useFirstRows } from "../../../ui/show-more";

const headerCells: HeaderCell[] = [{ label: "Riga" }, { label: "Codice" }, { label: "Quantità" }, { label: "Precodice" }, { label: "Motivo" }, { label: "Escludi" }];

const cell = (s: string) => (/[;"\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

export function FailedRows({ rows, onResend, busy }: { rows: FailedRow[]; onResend: (file: File) => void; busy: boolean }) {
  // All rows are sent again, those not shown yet as the file had them.
  const { shown, left, next, showMore } = useFirstRows(rows);
  const [edits, setEdits] = useState<Record<number, CartCsvCells & { skip: boolean }>>({});
  const value = (r: FailedRow) => edits[r.riga] ?? { codice: r.codice, quantita: r.quantita, precodice: r.precodice, note: r.note, skip: false };
  const set = (r: FailedRow, patch: Partial<ReturnType<typeof value>>) => setEdits((e) => ({ ...e, [r.riga]: { ...value(r), ...patch } }));
  const resend = () => {
    const lines = rows.map(value).filter((v) => !v.skip && v.codice.trim());
    const text = ["Codice;Quantità;Precodice;Note", ...lines.map((v) => [v.codice, v.quantita, v.precodice, v.note].map(cell).join(";"))].join("\r\n");
    onResend(new File([text], "righe-corrette.csv", { type: "text/csv" }));
  };
  return (
    <section aria-labelledby="failed-title" className="mt-6">
      <h2 id="failed-title" className="mb-2 text-lg font-semibold text-red-800">
        {m.failedTitle} ({rows.length})
      </h2>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-sm" data-testid="failed-rows">
          <TableHeader className="bg-slate-50 text-left text-slate-600" cellClassName="px-2 py-1.5" cells={headerCells} />
          <tbody>
            {shown.map((r) => {
              const v = value(r);
              return (
                <tr key={r.riga} className="border-t border-slate-100 align-top">
                  <td className="px-2 py-1.5 tabular-nums">{r.riga}</td>
                  <td className="px-2 py-1.5">
                    <input aria-label={`Codice riga ${r.riga}`} className="w-32 rounded border border-slate-300 px-1.5 py-1" value={v.codice} onChange={(e) => set(r, { codice: e.target.value })} />
                  </td>
                  <td className="px-2 py-1.5">
                    <input aria-label={`Quantità riga ${r.riga}`} inputMode="numeric" className="w-16 rounded border border-slate-300 px-1.5 py-1" value={v.quantita} onChange={(e) => set(r, { quantita: e.target.value })} />
                  </td>
                  <td className="px-2 py-1.5">
                    <input aria-label={`Precodice riga ${r.riga}`} className="w-16 rounded border border-slate-300 px-1.5 py-1" value={v.precodice} onChange={(e) => set(r, { precodice: e.target.value })} />
                  </td>
                  <td className="px-2 py-1.5 text-red-800">{r.motivo}</td>
                  <td className="px-2 py-1.5">
                    <input type="checkbox" aria-label={`Escludi riga ${r.riga}`} checked={v.skip} onChange={(e) => set(r, { skip: e.target.checked })} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        <ShowMore left={left} label={common.moreRows(next, left)} onClick={showMore} />
      </div>
      <Button className="mt-3" variant="outline" onClick={resend} disabled={busy} aria-busy={busy}>
        {m.resend}
      </Button>
    </section>
  );
}
