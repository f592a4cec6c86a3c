// GET /parts/availability: the delivery-date lookup (our stock and when the part can arrive).
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { partsAvailabilitySchema } from "../../../../shared/contract/search";
import type { ProductRef } from "../../../../shared/contract/product";
import { searchKeys } from "./search-keys";

export function getPartsAvailability(ref: ProductRef) {
  return api("/parts/availability", { query: { preCode: ref.precodice, productCode: ref.codice } }, partsAvailabilitySchema);
}

export const deliveryDateOptions = (ref: ProductRef) =>
  queryOptions({ queryKey: searchKeys.deliveryDate(ref), queryFn: () => getPartsAvailability(ref), staleTime: 60_000, retry: false });
