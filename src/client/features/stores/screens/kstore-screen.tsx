// /kstore: opens the parts catalogue store in a window 85 % of the screen. The store hands the
// chosen parts back to /kstoreLanding (in that window), where they go into the cart.
import { useEffect, useState } from "react";
import { ExternalLink } from "lucide-react";
import { storeMessages as m } from "../../../../shared/messages/workshop-tools";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { getKStoreUrl, openStoreWindow } from "../api/stores-api";

export function KStoreScreen() {
  const [state, setState] = useState<{ status: "opening" } | { status: "opened" | "blocked"; url: string } | { status: "error" }>({ status: "opening" });
  const open = async () => {
    setState({ status: "opening" });
    try {
      const url = await getKStoreUrl();
      setState({ status: openStoreWindow(url, "kstore") ? "opened" : "blocked", url });
    } catch {
      notify.error(m.kstoreFailed);
      setState({ status: "error" });
    }
  };
  useEffect(() => {
    void open();
  }, []);
  return (
    <div className="mx-auto max-w-3xl">
      <PageTitle>Catalogo KStore</PageTitle>
      {state.status === "opening" ? (
        <p className="flex items-center gap-2 text-slate-700">
          <Spinner /> Apertura del catalogo…
        </p>
      ) : state.status === "error" ? (
        <Alert tone="error">{m.kstoreFailed}</Alert>
      ) : (
        <Alert tone={state.status === "blocked" ? "warning" : "info"}>
          <p>{state.status === "blocked" ? m.popupBlocked : m.opened}</p>
          <p className="mt-1">Scegli i ricambi nel catalogo e trasferiscili al portale: li aggiungerai al carrello dalla pagina che si apre.</p>
          <a className="mt-2 inline-flex items-center gap-1 font-medium text-brand-700 underline" href={state.url} target="kstore" rel="opener">
            <ExternalLink className="size-4" aria-hidden /> Apri il catalogo
          </a>
        </Alert>
      )}
      {state.status !== "opening" ? (
        <Button variant="outline" className="mt-4" onClick={() => void open()}>
          Riapri il catalogo
        </Button>
      ) : null}
    </div>
  );
}
