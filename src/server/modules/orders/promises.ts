// The delivery promise of an order's lines (issue 23, docs/decisions/0033-delivery-promise.md):
// the shared rule as of the moment the order was sent, with the stock, supplier arrivals,
// departures and the company's calendar of the server. Computed once — when the confirmation asks
// for it right after the send, or at the first PDF — then stored, so every later view shows the
// same words.
import { departuresFromAverage } from "../../../shared/rules/countdown";
import { deliveryPromise, formatDeliveryPromise } from "../../../shared/rules/delivery-promise";
import { WAREHOUSES } from "../../../shared/rules/limits";
import { romeParts } from "../../../shared/rules/rome-time";
import type { Config } from "../../config";
import type { BusinessCalendar } from "../../lib/business-calendar";
import type { NewLinePromise, PromiseRepo } from "./promise-repo";

export interface PromiseOrder {
  id: number;
  warehouse: string;
  dataDocumento: Date;
}
export interface PromiseLine {
  id: number;
  productId: number;
  qty: number;
}

export function orderPromises(deps: { repo: PromiseRepo; config: Pick<Config, "DEPARTURE_MORNING" | "DEPARTURE_EVENING">; calendar: BusinessCalendar }) {
  const { repo, config, calendar } = deps;
  const departures = departuresFromAverage({ aMorningDepartureTime: config.DEPARTURE_MORNING, aEveningDepartureTime: config.DEPARTURE_EVENING });

  /** The promise text of each order line, by order line id. */
  return async function promisesOf(order: PromiseOrder, lines: PromiseLine[]): Promise<Map<number, string>> {
    const stored = await repo.stored(order.id);
    const missing = lines.filter((l) => !stored.some((s) => s.orderLineId === l.id));
    if (missing.length) {
      const ids = [...new Set(missing.map((l) => l.productId))];
      const sentDay = romeParts(order.dataDocumento).date;
      const [stockRows, forecasts] = await Promise.all([repo.stockOf(ids), repo.forecastsOf(ids, sentDay)]);
      const own = order.warehouse;
      const others = WAREHOUSES.map((w) => w.code).filter((c) => c !== own);
      const closed = calendar.nonWorkingDays(own);
      const transferClosed = { has: (d: string) => others.some((c) => calendar.nonWorkingDays(c).has(d)) };
      const rows: NewLinePromise[] = missing.map((l) => {
        const p = deliveryPromise({
          now: order.dataDocumento,
          customerWarehouse: own,
          stockByWarehouse: stockRows.filter((s) => s.productId === l.productId),
          qty: l.qty,
          departures,
          nonWorkingDays: closed,
          transferNonWorkingDays: transferClosed,
          supplierForecastDate: forecasts.find((f) => f.productId === l.productId)?.expectedDate ?? null,
        });
        return {
          orderLineId: l.id,
          orderId: order.id,
          kind: p.kind,
          text: formatDeliveryPromise(p, order.dataDocumento),
          arrivalDate: "arrivalDate" in p ? p.arrivalDate : null,
        };
      });
      await repo.store(rows);
    }
    const all = missing.length ? await repo.stored(order.id) : stored;
    return new Map(all.map((s) => [s.orderLineId, s.text]));
  };
}

export type OrderPromises = ReturnType<typeof orderPromises>;
