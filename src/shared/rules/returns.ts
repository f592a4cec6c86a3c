// Return request rules (spec document 2: §3 Return request and Return reason, §4 Return request
// statuses, §5 Return request modal, §9), shared by the server and the screens.
import { businessDaysBetween, type NonWorkingDays } from "./business-days";

export const RETURN_STATUSES = ["RICHIESTO", "AUTORIZZATO", "RIFIUTATO", "RICEVUTO", "BOLLA CLIENTE MANCANTE", "COMPLETO", "ANNULLATO"] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** The reason whose note must name the vehicle plate and the fault (the warranty case). */
export const REASON_NEEDS_NOTE = 4;
/** The reason name that exempts a request from the overdue mark (deposit / core return). */
export const DEPOSIT_REASON_NAME = "Cauzione";
/** Overdue mark: more than this many business days between the outbound DDT and the request. */
export const OVERDUE_BUSINESS_DAYS = 4;
export const RETURN_NOTE_MAX = 500;
export const SIR_NOTE_MAX = 500;
/** Closing document of a return received in one year and settled in the next (help text). */
export const YEAR_END_DOCUMENT = "XX-999999";
/** Returns tables (§9). */
export const RETURN_PAGE_SIZES = [5, 10, 15, 30, 50] as const;
export const RETURN_DEFAULT_PAGE_SIZE = 10;
export const FIRST_YEAR = 2020;
/** Requests: first 50 pages (page limit 49) or all (§9); a page is the table's default size. */
export const REQUESTS_PAGE_LIMIT = 49;
export const REQUESTS_PAGE_ROWS = RETURN_DEFAULT_PAGE_SIZE;

/** A fixed colour per status (§4): background and text, contrast AA on white text sizes used. */
export const STATUS_COLOURS: Record<ReturnStatus, { bg: string; fg: string }> = {
  RICHIESTO: { bg: "#fef3c7", fg: "#78350f" },
  AUTORIZZATO: { bg: "#dbeafe", fg: "#1e3a8a" },
  RIFIUTATO: { bg: "#fee2e2", fg: "#7f1d1d" },
  RICEVUTO: { bg: "#e0e7ff", fg: "#312e81" },
  "BOLLA CLIENTE MANCANTE": { bg: "#ffedd5", fg: "#7c2d12" },
  COMPLETO: { bg: "#dcfce7", fg: "#14532d" },
  ANNULLATO: { bg: "#e4e4e7", fg: "#27272a" },
};

/** Years of the year selector: the current year down to 2020. */
export function returnYears(currentYear: number): number[] {
  const out: number[] = [];
  for (let y = currentYear; y >= FIRST_YEAR; y--) out.push(y);
  return out;
}

/** Quantity still returnable on a delivery-note line after the requests already made on it. */
export function returnableQty(lineQty: number, alreadyRequested: number): number {
  return Math.max(0, lineQty - alreadyRequested);
}

/** Statuses whose quantity no longer counts against the line (refused, withdrawn). */
export function releasesQuantity(status: ReturnStatus): boolean {
  return status === "RIFIUTATO" || status === "ANNULLATO";
}

export function isDepositReason(reasonText: string): boolean {
  return reasonText.trim().toLowerCase() === DEPOSIT_REASON_NAME.toLowerCase();
}

/**
 * The red overdue mark (§4): a RICHIESTO request whose request date is more than 4 business days
 * after the outbound DDT's date, unless its reason is Cauzione. Dates "YYYY-MM-DD"; the
 * non-working days are Italy's holidays and the company's closures (server calendar).
 */
export function isOverdue(
  r: { status: ReturnStatus; requestDate: string; ddtDate: string; reasonText: string },
  closed: NonWorkingDays,
): boolean {
  if (r.status !== "RICHIESTO" || isDepositReason(r.reasonText)) return false;
  return businessDaysBetween(r.ddtDate, r.requestDate, closed) > OVERDUE_BUSINESS_DAYS;
}

/** The authorisation code given with AUTORIZZATO, e.g. "AR26-000123". */
export function authCodeFor(anno: number, seq: number): string {
  return `AR${String(anno % 100).padStart(2, "0")}-${String(seq).padStart(6, "0")}`;
}
