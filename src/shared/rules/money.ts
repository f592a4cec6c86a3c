// Money is held as integer cents so that sums and comparisons are exact; euro
// numbers only exist at the edges (wire format, user input, display).

const MAX_CENTS = Number.MAX_SAFE_INTEGER;

export function centsToEuro(cents: number): number {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`cents must be a safe integer, got ${cents}`);
  }
  // Division by 100 is correctly rounded, so the result is the double closest
  // to the exact two-decimal value (the same one JSON.parse("12.40") yields).
  const euro = cents / 100;
  return euro === 0 ? 0 : euro;
}

// Rounds half away from zero on the *decimal* value the number stands for:
// 1.005 is stored as 1.00499999999999989..., and Math.round(1.005 * 100) gives
// 100, while whoever wrote 1.005 meant 101. Fifteen significant digits are
// always exact for a double, so they recover the intended decimal.
export function euroToCents(euro: number): number {
  if (!Number.isFinite(euro)) {
    throw new RangeError(`euro must be a finite number, got ${euro}`);
  }
  const abs = Math.abs(euro);
  if (abs * 100 > MAX_CENTS) {
    throw new RangeError(`euro amount too large: ${euro}`);
  }
  // Below this, toPrecision switches to exponent notation; such amounts are 0 cents.
  if (abs < 1e-6) return 0;
  const [intPart = "0", fracPart = ""] = abs.toPrecision(15).split(".");
  const frac = fracPart.padEnd(3, "0");
  let cents = Number(intPart) * 100 + Number(frac.slice(0, 2));
  if (frac.charCodeAt(2) >= 53 /* "5" */) cents += 1;
  if (cents === 0) return 0;
  return euro < 0 ? -cents : cents;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
}

// Italian format with our own grouping: Intl's it-IT leaves four-digit amounts
// ungrouped ("1234,56"), which looks inconsistent in price columns.
export function formatCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`cents must be a safe integer, got ${cents}`);
  }
  const abs = Math.abs(cents);
  const intPart = groupThousands(String(Math.floor(abs / 100)));
  const decPart = String(abs % 100).padStart(2, "0");
  return `${cents < 0 ? "-" : ""}${intPart},${decPart} €`;
}

export function formatEuro(euro: number): string {
  return formatCents(euroToCents(euro));
}

const PLAIN_INT = /^\d+$/;
const GROUPED_INT = /^\d{1,3}(\.\d{3})+$/;

// Accepts what Italian users type in amount filters. A comma is always the
// decimal separator; without a comma, a single dot followed by three digits
// is read as a thousands separator ("1.234"), any other single dot as a
// decimal point ("12.40", "0.1234").
export function parseItalianDecimal(s: string): number | null {
  let t = s.replace(/[\s\u00a0]+/g, "").replace(/€/g, "");
  let negative = false;
  if (t.startsWith("-")) {
    negative = true;
    t = t.slice(1);
  } else if (t.startsWith("+")) {
    t = t.slice(1);
  }
  if (t === "") return null;

  let intPart: string;
  let fracPart: string;
  const commaCount = t.split(",").length - 1;
  if (commaCount > 1) return null;
  if (commaCount === 1) {
    [intPart = "", fracPart = ""] = t.split(",");
    if (fracPart === "" || !PLAIN_INT.test(fracPart)) return null;
    if (intPart === "") intPart = "0";
    else if (GROUPED_INT.test(intPart)) intPart = intPart.replace(/\./g, "");
    else if (!PLAIN_INT.test(intPart)) return null;
  } else {
    const dotCount = t.split(".").length - 1;
    if (dotCount === 0) {
      if (!PLAIN_INT.test(t)) return null;
      intPart = t;
      fracPart = "";
    } else if (dotCount === 1) {
      const [a = "", b = ""] = t.split(".");
      if (b === "" || !PLAIN_INT.test(b)) return null;
      if (a !== "" && !PLAIN_INT.test(a)) return null;
      if (b.length === 3 && a !== "") {
        intPart = a + b;
        fracPart = "";
      } else {
        intPart = a === "" ? "0" : a;
        fracPart = b;
      }
    } else {
      if (!GROUPED_INT.test(t)) return null;
      intPart = t.replace(/\./g, "");
      fracPart = "";
    }
  }
  const value = Number(fracPart === "" ? intPart : `${intPart}.${fracPart}`);
  if (!Number.isFinite(value)) return null;
  if (value === 0) return 0;
  return negative ? -value : value;
}
