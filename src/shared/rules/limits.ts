// Business constants and limits from spec §9 (core ordering) and the shared
// layout rules. Both client and server read them so that the two never disagree.

export const SEARCH_MIN_CHARS = 3;
export const SEARCH_MAX_CHARS = 100;

export const QTY_MIN = 1;
export const QTY_MAX = 10000;

export const ITEM_NOTE_MAX = 250;
export const ORDER_REF_MAX = 30;
export const OPERATOR_NOTE_MAX = 500;

export const SUGGESTED_MAX = 2;

export const URGENT_LOCK_MS = 5000;
export const REMOVE_AFTER_ADD_MS = 2500;
export const HINT_MS = 5000;

export const SESSION_POLL_MS = 20000;
export const EXPIRED_REDIRECT_MS = 3000;
export const COUNTDOWN_TICK_MS = 1000;

export const MISSING_PAGE_SIZES = [5, 10, 15, 30, 50] as const;
export const MISSING_DEFAULT_PAGE_SIZE = 10;
export const PROMO_DETAIL_PAGE_SIZE = 15;

export const PROMO_ORDER_MIN = 1;
export const PROMO_ORDER_MAX = 1000;
export const PROMO_POPUP_MIN = 0;
export const PROMO_POPUP_MAX = 10;

export const NOTIFY_TOP_OFFSET = 200;
export const NOTIFY_DURATION_MS = 3000;
export const NOTIFY_MAX = 3;

// Attached images (quote request, return photos): at most 5, 15 MiB in all.
export const IMAGES_MAX_COUNT = 5;
export const IMAGES_MAX_BYTES = 15728640;
/** Types accepted (§5), as the browser declares them; the server checks the content. */
export const IMAGE_TYPES = ["image/apng", "image/bmp", "image/gif", "image/jpeg", "image/pjpeg", "image/png", "image/svg+xml", "image/tiff", "image/webp", "image/x-icon"] as const;
export const QUOTE_MAX_IMAGES = IMAGES_MAX_COUNT;
export const QUOTE_MAX_BYTES = IMAGES_MAX_BYTES;

// A VIN (telaio) is 17 characters long.
export const TELAIO_MAX = 17;

export const CART_UPLOAD_POLL_MS = 10000;

export const RETURNS_OVERDUE_BUSINESS_DAYS = 4;

export const CLIENT_VERSION = "1.28.3";

export const WAREHOUSES = [
  { code: "01", name: "Senise" },
  { code: "03", name: "Cagliari" },
] as const;

export type WarehouseCode = (typeof WAREHOUSES)[number]["code"];

/** "01 Senise"; an unknown code as it is. */
export function warehouseLabel(code: string): string {
  const w = WAREHOUSES.find((x) => x.code === code);
  return w ? `${w.code} ${w.name}` : code;
}

export const DEFAULT_WAREHOUSE: WarehouseCode = "01";

// After the order (orders, missing list, documents). The spec does not give the server's page
// sizes: these are ours (docs/decisions, orders and documents).
export const ORDERS_PAGE_SIZE = 20;
export const MISSING_API_PAGE_SIZE = 100;
export const DDTS_PAGE_SIZE = 20;
export const INVOICES_PAGE_SIZE = 20;
export const DDT_DETAIL_PAGE_SIZE = 50;
// spec (returns-documents-admin §9): delivery-note detail paging is capped at 10 pages.
export const DDT_DETAIL_MAX_PAGES = 10;
export const FILTER_TEXT_MAX = 60;
export const VAT_RATE_PERCENT = 22;
