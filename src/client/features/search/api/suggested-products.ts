// GET /search/suggestedProductList: the product's suggested substitutes (SOSTITUITO, RIGENERATO)
// as full rows with the customer's prices.
import { queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { suggestedListSchema } from "../../../../shared/contract/search";
import type { ProductRef } from "../../../../shared/contract/product";
import { searchKeys } from "./search-keys";

export function getSuggestedProducts(ref: ProductRef) {
  return api(
    "/search/suggestedProductList",
    { query: { precodice: ref.precodice, codice: ref.codice, scDecType: ["SOSTITUITO", "RIGENERATO"] } },
    suggestedListSchema,
  );
}

export const suggestedProductsOptions = (ref: ProductRef) =>
  queryOptions({ queryKey: searchKeys.suggested(ref), queryFn: () => getSuggestedProducts(ref), staleTime: 60_000 });
