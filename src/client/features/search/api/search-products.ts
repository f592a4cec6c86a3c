// GET /search: the product rows for a code (any form), best first.
import { api } from "../../../lib/api-client";
import { searchResultSchema } from "../../../../shared/contract/search";
import type { ProductRow } from "../../../../shared/contract/product";

export function searchProducts(searchString: string, signal?: AbortSignal): Promise<ProductRow[]> {
  return api("/search", { query: { searchString }, signal }, searchResultSchema);
}
