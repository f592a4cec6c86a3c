// The order confirmation's "Quando arriva": each line's delivery promise as of the send (issue 23).
import { Truck } from "lucide-react";
import type { CheckoutResult } from "../../../../shared/contract/cart";
import { promiseMessages } from "../../../../shared/messages/delivery-promise";
import { Spinner } from "../../../ui/spinner";
import { useOrderPromises } from "../api/order-promises";

export function OrderPromises({ result }: { result: Pick<CheckoutResult, "tipoDoc" | "numeroDoc" | "anno"> }) {
  const { data, isPending, isError } = useOrderPromises(result);
  if (isError || !result.tipoDoc) return null;
  return (
    <section aria-labelledby="order-promises-title" className="space-y-1.5" data-testid="order-promises">
      <h3 id="order-promises-title" className="flex items-center gap-1.5 text-sm font-semibold text-slate-900">
        <Truck className="size-4 text-accent-500" aria-hidden /> {promiseMessages.confirmationTitle}
      </h3>
      {isPending ? (
        <Spinner />
      ) : (
        <ul className="max-h-48 space-y-1 overflow-y-auto text-sm">
          {data.map((p) => (
            <li key={p.riga} className="flex flex-wrap gap-x-2">
              <span className="font-mono text-xs text-slate-600">
                {p.precodice} {p.codice}
              </span>
              <span className="text-slate-800" data-testid="order-promise">
                {p.promessa ?? "—"}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
