// The result of a price-list load: tabs Caricati and Errori (Errori disabled when there are none).
import type { PriceListResult } from "../../../../shared/contract/back-office";
import { PRICE_LIST_LIST_MAX } from "../../../../shared/rules/back-office";
import { formatEuro } from "../../../../shared/rules/money";
import type { ReactNode } from "react";
import { TableHeader, type HeaderCell } from "../../../ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";

const th = "px-3 py-2 text-left font-medium text-slate-600";
const td = "px-3 py-1.5";
const euro = (v: number | null) => (v === null ? "—" : formatEuro(v));
const loadedColumns: HeaderCell[] = [{ label: "Riga" }, { label: "Precodice" }, { label: "Codice" }, { label: "EAN" }, { label: "Listino", className: "text-right" }, { label: "Accisa", className: "text-right" }, { label: "Stato" }];
const errorColumns: HeaderCell[] = [{ label: "Riga" }, { label: "Contenuto" }, { label: "Motivo" }];

/** One tab's table: the column titles, then the rows. */
function ResultTable({ columns, children }: { columns: HeaderCell[]; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200">
      <table className="w-full text-sm">
        <TableHeader className="bg-slate-50" cellClassName={th} cells={columns} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

export function PriceListResultTabs({ result }: { result: PriceListResult }) {
  const t = result.totals;
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {`${result.dryRun ? "Anteprima (nessuna modifica applicata)" : "Caricamento applicato"}: ${t.read} righe lette · ${t.nuovi} nuove · ${t.modificati} modificate · ${t.invariati} invariate · ${t.notParsed} con errori`}
      </p>
      <Tabs defaultValue="loaded">
        <TabsList aria-label="Risultato del caricamento">
          <TabsTrigger value="loaded">{`Caricati (${t.loaded})`}</TabsTrigger>
          <TabsTrigger value="errors" disabled={t.notParsed === 0}>{`Errori (${t.notParsed})`}</TabsTrigger>
        </TabsList>
        <TabsContent value="loaded">
          {result.adList.length === 0 ? (
            <p className="text-sm text-slate-500">Nessuna riga caricata.</p>
          ) : (
            <ResultTable columns={loadedColumns}>
              {result.adList.map((r) => (
                <tr key={r.numRiga} className="border-t border-slate-100">
                  <td className={`${td} tabular-nums`}>{r.numRiga}</td>
                  <td className={td}>{r.precodice}</td>
                  <td className={td}>{r.codice}</td>
                  <td className={`${td} tabular-nums`}>{r.ean ?? "—"}</td>
                  <td className={`${td} text-right tabular-nums`}>{euro(r.listino)}</td>
                  <td className={`${td} text-right tabular-nums`}>{euro(r.fee)}</td>
                  <td className={td}>{r.stato}</td>
                </tr>
              ))}
            </ResultTable>
          )}
          {t.loaded > result.adList.length ? <p className="mt-2 text-xs text-slate-500">{`Mostrate le prime ${PRICE_LIST_LIST_MAX} righe.`}</p> : null}
        </TabsContent>
        <TabsContent value="errors">
          <ResultTable columns={errorColumns}>
            {result.notParsed.map((r) => (
              <tr key={r.numRiga} className="border-t border-slate-100">
                <td className={`${td} tabular-nums`}>{r.numRiga}</td>
                <td className={`${td} font-mono text-xs break-all`}>{r.riga}</td>
                <td className={`${td} text-red-800`}>{r.motivo}</td>
              </tr>
            ))}
          </ResultTable>
          {t.notParsed > result.notParsed.length ? <p className="mt-2 text-xs text-slate-500">{`Mostrati i primi ${PRICE_LIST_LIST_MAX} errori.`}</p> : null}
        </TabsContent>
      </Tabs>
    </div>
  );
}
