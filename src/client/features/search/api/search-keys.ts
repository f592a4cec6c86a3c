// Query keys of the search feature's lookups (one factory, DESIGN.md).
import type { ProductRef } from "../../../../shared/contract/product";

const ref = (r: ProductRef) => `${r.precodice}/${r.codice}`;

export const searchKeys = {
  all: ["search"] as const,
  suggested: (r: ProductRef) => [...searchKeys.all, "suggested", ref(r)] as const,
  deliveryDate: (r: ProductRef) => [...searchKeys.all, "deliveryDate", ref(r)] as const,
  deliveryForecast: (r: ProductRef) => [...searchKeys.all, "deliveryForecast", ref(r)] as const,
  supplier: (source: string, r: ProductRef) => [...searchKeys.all, "supplier", source, ref(r)] as const,
  alternatives: (codice: string) => [...searchKeys.all, "alternatives", codice] as const,
};
