// Business rules of the back office shared by the screens and the server (decision 0028).
import { euroToCents, parseItalianDecimal } from "./money";

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 200;
export const WELCOME_LINK_HOURS = 48;
export const WAREHOUSES = [
  { code: "01", name: "Senise" },
  { code: "03", name: "Cagliari" },
] as const;
export const ALLOWED_PROMO = ["ALL", "CONFIG_DEPO", "CUSTOM", "NONE"] as const;

// Stock report (spec §5, §9).
export const DAY_SOLD_MIN = 60;
export const DAY_SOLD_MAX = 365;
export const DAY_SOLD_DEFAULT = 365;
export const STOCK_QTY_MIN = 1;
export const STOCK_QTY_MAX = 10_000;
export const STOCK_DAYS_MIN = 1;
export const STOCK_DAYS_MAX = 365;
export const STOCK_ROWS_MAX = 50;
export const DEFAULT_STOCK_ROWS = [
  { qntaVendutaGreaterOrEqualTo: 4, dayOfStock: 90 },
  { qntaVendutaGreaterOrEqualTo: 5, dayOfStock: 70 },
  { qntaVendutaGreaterOrEqualTo: 6, dayOfStock: 60 },
  { qntaVendutaGreaterOrEqualTo: 7, dayOfStock: 50 },
  { qntaVendutaGreaterOrEqualTo: 8, dayOfStock: 45 },
];
/** The search report covers at most this many days per download. */
export const SEARCH_REPORT_MAX_DAYS = 366;

// Price list (decision 0028): Precodice;Codice;EAN[;Listino[;Accisa]], no header, UTF-8.
export const PRICE_LIST_MIN_COLUMNS = 3;
export const PRICE_LIST_MAX_COLUMNS = 5;
export const PRICE_LIST_MAX_MB = 100;
/** Rows of each list (adList, notParsed) returned by a load; the counts cover them all. */
export const PRICE_LIST_LIST_MAX = 1000;
/**
 * The values a load replaced are kept for the latest loads not rolled back, this many, so each can
 * still be undone in turn; older ones (and those of rolled-back loads) are dropped by a job.
 */
export const PRICE_LIST_UNDO_LOADS = 10;
const MAX_PRICE_CENTS = 100_000_000; // one million euro

export interface PriceRow {
  precodice: string;
  codice: string;
  /** Digits only; null when the cell is empty (the product has no EAN). */
  ean: string | null;
  /** null: the column is absent or empty, the current list price stays. */
  listCents: number | null;
  feeCents: number | null;
}

export type PriceRowError = "columns" | "precodice" | "codice" | "ean" | "listino" | "fee";

const CODE = /^[A-Z0-9][A-Z0-9 ./_-]{0,59}$/;

/** GTIN-8/12/13/14 with a valid check digit. */
export function isValidEan(digits: string): boolean {
  if (!/^\d+$/.test(digits) || ![8, 12, 13, 14].includes(digits.length)) return false;
  let sum = 0;
  for (let i = digits.length - 2, w = 3; i >= 0; i--, w = w === 3 ? 1 : 3) sum += Number(digits[i]) * w;
  return (10 - (sum % 10)) % 10 === Number(digits[digits.length - 1]);
}

/** The usual cell ("12,41", "7"): at most 9 digits, so integer arithmetic gives exactly the cents of the general path below. */
const SIMPLE_PRICE = /^(\d{1,7})(?:,(\d{1,2}))?$/;

function price(cell: string | undefined): number | null | "bad" {
  if (cell === undefined || cell.trim() === "") return null;
  const simple = SIMPLE_PRICE.exec(cell);
  if (simple) {
    const frac = simple[2] ?? "";
    const cents = Number(simple[1]) * 100 + (frac.length === 1 ? Number(frac) * 10 : Number(frac));
    return cents > MAX_PRICE_CENTS ? "bad" : cents;
  }
  const euro = parseItalianDecimal(cell);
  if (euro === null || euro < 0) return "bad";
  const cents = euroToCents(euro);
  return cents > MAX_PRICE_CENTS ? "bad" : cents;
}

/** One record of a price list, or the reason it is refused. Codes are compared upper-case. */
export function parsePriceRow(cells: string[]): { ok: true; row: PriceRow } | { ok: false; reason: PriceRowError; columns?: number } {
  if (cells.length < PRICE_LIST_MIN_COLUMNS || cells.length > PRICE_LIST_MAX_COLUMNS) return { ok: false, reason: "columns", columns: cells.length };
  const precodice = cells[0]!.trim().toUpperCase();
  const codice = cells[1]!.trim().toUpperCase();
  if (!CODE.test(precodice) || precodice.length > 20) return { ok: false, reason: "precodice" };
  if (!CODE.test(codice)) return { ok: false, reason: "codice" };
  const eanCell = cells[2]!.replace(/\s+/g, "");
  if (eanCell !== "" && !isValidEan(eanCell)) return { ok: false, reason: "ean" };
  const listCents = price(cells[3]);
  if (listCents === "bad") return { ok: false, reason: "listino" };
  const feeCents = price(cells[4]);
  if (feeCents === "bad") return { ok: false, reason: "fee" };
  return { ok: true, row: { precodice, codice, ean: eanCell === "" ? null : eanCell, listCents, feeCents } };
}
