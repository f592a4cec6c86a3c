// /kstoreLanding (public): where the catalogue store hands the chosen parts back. It exchanges the
// single-use token (pGeneric) for the landing cookie, shows 'Ricerca in corso...' then the parts
// (15 per page), each added to the cart with its own pending state.
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ShoppingCart } from "lucide-react";
import type { LandingAnswer, LandingRow } from "../../../../shared/contract/stores";
import { LANDING_PAGE_SIZE } from "../../../../shared/contract/stores";
import { storeMessages as m } from "../../../../shared/messages/workshop-tools";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { Spinner } from "../../../ui/spinner";
import { addFromLanding, exchangeLandingToken, getLanding, getLandingAvailability } from "../api/stores-api";
import { TableHeader, type HeaderCell } from "../../../ui/table";

const headerCells: HeaderCell[] = [
  { label: "Precodice" }, { label: "Codice" }, { label: "Descrizione" }, { label: "Disponibilità", className: "text-right" }, { label: "Quantità" }, { label: "Azioni", srOnly: true },
];

// The token works once: React may run the effect twice, the exchange happens once per token.
const exchanges = new Map<string, Promise<unknown>>();

function Row({ row, sessionKey }: { row: LandingRow; sessionKey: string }) {
  const [qty, setQty] = useState(String(row.qntRichiesta));
  const [state, setState] = useState<"idle" | "adding" | "added">("idle");
  // Supplier parts: each row asks its own availability and shows it pending meanwhile (§4).
  const [avail, setAvail] = useState<{ pending: boolean; disp: number | null; where: string | null; failed?: boolean }>({
    pending: row.availabilityPending,
    disp: row.disp,
    where: row.availabilityWarehouse,
  });
  useEffect(() => {
    if (!row.availabilityPending) return;
    let live = true;
    getLandingAvailability({ sessionKey, precodice: row.precodice, codice: row.codice })
      .then((a) => live && setAvail({ pending: false, disp: a.totalOrderable, where: a.availabilityWarehouse }))
      .catch(() => live && setAvail({ pending: false, disp: null, where: null, failed: true }));
    return () => {
      live = false;
    };
  }, [row, sessionKey]);
  const add = async () => {
    setState("adding");
    try {
      await addFromLanding({ sessionKey, precodice: row.precodice, codice: row.codice, qntRichiesta: Number(qty) });
      notify.success(m.added(row.codice));
      setState("added");
    } catch (err) {
      notify.error(errorMessage(err, "Impossibile aggiungere al carrello"));
      setState("idle");
    }
  };
  return (
    <tr className="border-t border-slate-100">
      <td className="px-2 py-1.5">{row.precodice}</td>
      <td className="px-2 py-1.5 font-medium">{row.codice}</td>
      <td className="px-2 py-1.5">{row.description}</td>
      <td className="px-2 py-1.5 text-right tabular-nums" aria-busy={avail.pending}>
        {avail.pending ? <Spinner /> : avail.failed ? <span className="text-red-700">{m.availabilityFailed}</span> : (avail.disp ?? "–")}
        {avail.where && !avail.pending ? <span className="block text-xs text-slate-500">{avail.where}</span> : null}
      </td>
      <td className="px-2 py-1.5">
        <input aria-label={`Quantità ${row.codice}`} inputMode="numeric" className="w-16 rounded border border-slate-300 px-1.5 py-1" value={qty} onChange={(e) => setQty(e.target.value)} />
      </td>
      <td className="px-2 py-1.5">
        <Button size="sm" onClick={() => void add()} disabled={state === "adding" || !row.orderable} aria-busy={state === "adding"}>
          <ShoppingCart aria-hidden /> {state === "added" ? "Aggiunto" : "Aggiungi al carrello"}
        </Button>
      </td>
    </tr>
  );
}

export function KStoreLandingScreen() {
  const [params] = useSearchParams();
  const token = params.get("pGeneric") ?? "";
  const sessionKey = params.get("sessionKey") ?? "";
  const [result, setResult] = useState<{ status: "loading" } | { status: "error" } | { status: "ok"; data: LandingAnswer }>({ status: "loading" });
  const [page, setPage] = useState(0);

  useEffect(() => {
    if (!token || !sessionKey) {
      setResult({ status: "error" });
      return;
    }
    let exchange = exchanges.get(token);
    if (!exchange) {
      // A reload finds the token used: the cookie from the first time still opens the landing.
      exchange = exchangeLandingToken(token).catch(() => null);
      exchanges.set(token, exchange);
    }
    void exchange
      .then(() => getLanding(sessionKey, token))
      .then((data) => setResult({ status: "ok", data }))
      .catch(() => setResult({ status: "error" }));
  }, [token, sessionKey]);

  const rows = result.status === "ok" ? result.data.rows : [];
  const pages = Math.max(1, Math.ceil(rows.length / LANDING_PAGE_SIZE));
  return (
    <main className="mx-auto max-w-5xl p-4">
      <h1 className="mb-4 text-xl font-semibold text-slate-900">{m.landingHeading}</h1>
      {result.status === "loading" ? (
        <p className="flex items-center gap-2 text-slate-700" role="status">
          <Spinner /> {m.searching}
        </p>
      ) : result.status === "error" ? (
        <Alert tone="error">{m.landingInvalid}</Alert>
      ) : rows.length === 0 ? (
        <Alert tone="info">{m.landingEmpty}</Alert>
      ) : (
        <>
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-sm" data-testid="landing-rows">
              <TableHeader className="bg-slate-50 text-left text-slate-600" cellClassName="px-2 py-1.5" cells={headerCells} />
              <tbody>
                {rows.slice(page * LANDING_PAGE_SIZE, (page + 1) * LANDING_PAGE_SIZE).map((r) => (
                  <Row key={`${r.precodice}/${r.codice}`} row={r} sessionKey={sessionKey} />
                ))}
              </tbody>
            </table>
          </div>
          {pages > 1 ? (
            <nav className="mt-3 flex items-center gap-2" aria-label="Pagine">
              <Button size="sm" variant="outline" disabled={page === 0} onClick={() => setPage(page - 1)}>
                Precedente
              </Button>
              <span className="text-sm">
                Pagina {page + 1} di {pages}
              </span>
              <Button size="sm" variant="outline" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)}>
                Successiva
              </Button>
            </nav>
          ) : null}
        </>
      )}
      {result.status === "ok" && result.data.notFound.length ? <p className="mt-3 text-sm text-slate-600">{m.notInCatalogue(result.data.notFound)}</p> : null}
    </main>
  );
}
