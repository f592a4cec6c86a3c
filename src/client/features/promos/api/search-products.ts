import { api } from "../../../lib/api-client";
import { searchResultSchema } from "../../../../shared/contract/search";
import type { ProductRow } from "../../../../shared/contract/product";

/** GET /promo/searchProducts (ADMIN): codes for the editor's product list, at list prices. */
export function searchPromoProducts(searchString: string, signal?: AbortSignal): Promise<ProductRow[]> {
  return api("/promo/searchProducts", { query: { searchString }, signal }, searchResultSchema);
}
