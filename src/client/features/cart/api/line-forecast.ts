// GET /parts/deliveryForecast for a cart line neither warehouse can fill: the supplier's expected
// arrival the line's delivery promise shows (docs/decisions/0033-delivery-promise.md).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { deliveryForecastSchema } from "../../../../shared/contract/search";
import type { ProductRef } from "../../../../shared/contract/product";
import { cartKeys } from "./cart-keys";

export function lineForecastOptions(ref: ProductRef) {
  return queryOptions({
    queryKey: [...cartKeys.all, "lineForecast", ref.precodice, ref.codice] as const,
    queryFn: () => api("/parts/deliveryForecast", { query: { preCode: ref.precodice, productCode: ref.codice } }, deliveryForecastSchema),
    staleTime: 5 * 60_000,
  });
}

/** The first supplier arrival of the part ("YYYY-MM-DD"), asked only when `enabled`. */
export function useLineForecastDate(ref: ProductRef, enabled: boolean): string | null {
  const { data } = useQuery({ ...lineForecastOptions(ref), enabled });
  return data?.forecasts[0]?.expectedDate ?? null;
}
