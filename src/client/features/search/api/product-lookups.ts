// The per-row lookups of the product table (components/product-table), backed by this feature's
// endpoints. Other features showing the table (promo detail) import this from here.
import type { ProductLookups } from "../../../components/product-table/lookups";
import { alternativesOptions } from "./alternatives";
import { deliveryForecastOptions } from "./delivery-forecast";
import { deliveryDateOptions } from "./parts-availability";
import { suggestedProductsOptions } from "./suggested-products";
import { supplierAvailabilityOptions } from "./supplier-availability";

export const productLookups: ProductLookups = {
  supplierAvailability: supplierAvailabilityOptions,
  deliveryForecast: deliveryForecastOptions,
  deliveryDate: deliveryDateOptions,
  alternatives: alternativesOptions,
  suggested: suggestedProductsOptions,
};
