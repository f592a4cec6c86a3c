import { useEffect } from "react";
import { documentsMessages as m } from "../../../../shared/messages/documents";
import { ordersMessages } from "../../../../shared/messages/orders";
import { formatEuro } from "../../../../shared/rules/money";
import { notify } from "../../../lib/notify";
import { QueryError } from "../../../components/query-error";
import { ArticleCode, LineNote } from "../../../components/article-line";
import { Spinner } from "../../../ui/spinner";
import { useDdtDetails } from "../api/get-ddt-details";

/** The lines of one DDT, loaded when opened. */
export function DdtLines({ idDoc }: { idDoc: number }) {
  const q = useDdtDetails(idDoc, true);
  useEffect(() => {
    if (q.isError) notify.error(m.ddtDetailError);
  }, [q.isError]);
  if (q.isPending) return <Spinner className="p-2" />;
  if (q.isError)
    return (
      <QueryError message={m.ddtDetailError} query={q} />
    );
  return (
    <ul className="divide-y divide-slate-100 text-sm" data-testid="ddt-lines">
      {q.data.map((l) => (
        <li key={l.idRiga} className="flex flex-wrap items-baseline gap-x-3 gap-y-0.5 py-1.5">
          <span className="w-40 shrink-0 font-medium"><ArticleCode article={l} /></span>
          <span className="min-w-40 flex-1 text-slate-700">{l.descrArticolo}<LineNote note={l.noteCliente} as="span" className="block" /></span>
          <span className="text-xs text-slate-500">{l.ordine ?? ""}</span>
          <span className="w-16 text-right tabular-nums">
            {ordersMessages.colQty} {l.quantita}
          </span>
          <span className="w-24 text-right tabular-nums text-slate-600">{formatEuro(l.netto)}</span>
          <span className="w-24 text-right font-medium tabular-nums">{formatEuro(l.importo)}</span>
        </li>
      ))}
    </ul>
  );
}
