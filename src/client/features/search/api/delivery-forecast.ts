// GET /parts/deliveryForecast: supplier arrivals of a P/F part short in stock (our path; the spec
// does not name it — docs/decisions/0011-search-design.md).
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { afterNextPaint } from "../../../lib/after-first-paint";
import { deliveryForecastSchema } from "../../../../shared/contract/search";
import type { ProductRef } from "../../../../shared/contract/product";
import { searchKeys } from "./search-keys";

export function getDeliveryForecast(ref: ProductRef) {
  return api("/parts/deliveryForecast", { query: { preCode: ref.precodice, productCode: ref.codice } }, deliveryForecastSchema);
}

export const deliveryForecastOptions = (ref: ProductRef) =>
  queryOptions({ queryKey: searchKeys.deliveryForecast(ref), queryFn: () => afterNextPaint().then(() => getDeliveryForecast(ref)), staleTime: 5 * 60_000 });
