// What a product table asks the server per row: the feature that shows the table passes query
// options (src/client/features/search/api/product-lookups.ts), so this component folder imports
// no feature (docs/decisions/0003-feature-boundaries.md).
import type { UseQueryOptions } from "@tanstack/react-query";
import type { ProductRef, ProductRow } from "../../../shared/contract/product";
import type { DeliveryForecast, PartsAvailability, SuggestedRow, SupplierAvailability } from "../../../shared/contract/search";
import type { ExternalAvailabilitySource } from "../../../shared/rules/availability";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type LookupOptions<T> = UseQueryOptions<T, Error, T, any>;

export interface ProductLookups {
  /** Supplier stock of Q/R/S + 3 digits parts (AML, CLL, CLC). */
  supplierAvailability: (source: ExternalAvailabilitySource, ref: ProductRef) => LookupOptions<SupplierAvailability>;
  /** Supplier arrivals of P/F parts short in stock. */
  deliveryForecast: (ref: ProductRef) => LookupOptions<DeliveryForecast>;
  /** The delivery-date lookup. */
  deliveryDate: (ref: ProductRef) => LookupOptions<PartsAvailability>;
  /** Equivalent parts (IAM). */
  alternatives: (codice: string) => LookupOptions<ProductRow[]>;
  /** Suggested substitutes with prices (at most 2). */
  suggested: (ref: ProductRef) => LookupOptions<SuggestedRow[]>;
}

export const rowKey = (r: ProductRef): string => `${r.precodice}/${r.codice}`;
