// A cart line's delivery promise in words (issue 23): "Parte col giro delle 11:30 – arriva oggi
// pomeriggio", "Dal magazzino di Cagliari – arriva domani", "Dal fornitore – previsto il 30/11".
// Computed here with the shared rule from the line's stock per warehouse, the departures and the
// non-working days the countdown already has (kept offline), so it follows quantity edits at once.
import { Truck } from "lucide-react";
import type { CartViewLine } from "../api/cart-edits";
import { useDepartureSchedule } from "../api/average-departure";
import { useLineForecastDate } from "../api/line-forecast";
import { deliveryPromise, formatDeliveryPromise } from "../../../../shared/rules/delivery-promise";
import { promiseMessages } from "../../../../shared/messages/delivery-promise";

/** `now`: the cart's clock (one for every line, renewed each minute: a promise changes when a departure goes). */
export function LinePromise({ line, now }: { line: CartViewLine; now: Date }) {
  const schedule = useDepartureSchedule();
  const base = { now, customerWarehouse: line.primaryWarehouse, stockByWarehouse: line.stockByWarehouse, qty: line.qntRichiesta, departures: schedule?.departures ?? [], nonWorkingDays: schedule?.nonWorkingDays ?? new Set<string>() };
  const fromSupplier = deliveryPromise(base).kind === "supplier";
  const forecast = useLineForecastDate(line, line.orderable && fromSupplier);
  if (!line.orderable || !schedule) return null;
  const text = formatDeliveryPromise(deliveryPromise({ ...base, supplierForecastDate: forecast }), now);
  return (
    <p className="mt-1 flex items-start gap-1 text-xs text-slate-700" data-testid="line-promise">
      <Truck className="mt-px size-3.5 shrink-0 text-accent-500" aria-hidden />
      <span>
        <span className="sr-only">{promiseMessages.label}: </span>
        {text}
      </span>
    </p>
  );
}
