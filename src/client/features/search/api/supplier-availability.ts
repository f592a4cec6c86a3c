// GET /AML|CLL|CLC/productAvailability: the supplier's stock of a Q/R/S + 3 digits part.
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { afterNextPaint } from "../../../lib/after-first-paint";
import { supplierAvailabilitySchema } from "../../../../shared/contract/search";
import type { ProductRef } from "../../../../shared/contract/product";
import type { ExternalAvailabilitySource } from "../../../../shared/rules/availability";
import { searchKeys } from "./search-keys";

export function getSupplierAvailability(source: ExternalAvailabilitySource, ref: ProductRef) {
  return api(`/${source}/productAvailability`, { query: { makerCode: ref.precodice, productCode: ref.codice } }, supplierAvailabilitySchema);
}

export const supplierAvailabilityOptions = (source: ExternalAvailabilitySource, ref: ProductRef) =>
  queryOptions({ queryKey: searchKeys.supplier(source, ref), queryFn: () => afterNextPaint().then(() => getSupplierAvailability(source, ref)), staleTime: 60_000 });
