// Italian discount chains ("sconti in cascata"): "40+10" is 40% off the list
// price, then 10% off what remains, i.e. 46% in all, never 50%.
//
// Steps are carried as percentages with at most two decimals, so every step
// is a whole number of basis points and the chain can be applied exactly with
// BigInt; floats would drift (12.40 * 0.6 * 0.9 = 6.695999...) and a half-cent
// could round the wrong way.

const BP_PER_UNIT = 10000n;
const STEP = /^(\d{1,3})(?:[.,](\d{1,2}))?%?$/;

export function parseDiscountChain(s: string): number[] | null {
  const t = s.trim();
  if (t === "") return [];
  const steps: number[] = [];
  for (const raw of t.split("+")) {
    const m = STEP.exec(raw.trim());
    if (!m) return null;
    const value = Number(`${m[1] ?? "0"}.${m[2] ?? "0"}`);
    if (value > 100) return null;
    steps.push(value);
  }
  return steps;
}

function stepToBasisPoints(step: number): bigint {
  if (!Number.isFinite(step) || step < 0 || step > 100) {
    throw new RangeError(`discount step must be between 0 and 100, got ${step}`);
  }
  const bp = Math.round(step * 100);
  if (Math.abs(step * 100 - bp) > 1e-6) {
    throw new RangeError(`discount step has more than two decimals: ${step}`);
  }
  return BigInt(bp);
}

// Exact remaining fraction numerator / denominator of the chain.
function remainingFraction(steps: readonly number[]): { num: bigint; den: bigint } {
  let num = 1n;
  let den = 1n;
  for (const step of steps) {
    num *= BP_PER_UNIT - stepToBasisPoints(step);
    den *= BP_PER_UNIT;
  }
  return { num, den };
}

// Half away from zero on an exact fraction with a positive denominator.
function roundHalfUp(num: bigint, den: bigint): bigint {
  const negative = num < 0n;
  const abs = negative ? -num : num;
  const q = (2n * abs + den) / (2n * den);
  return negative ? -q : q;
}

// Share of the list price that is still paid: [40, 10] -> 0.54. For display
// and estimates only; prices go through netUnitCents.
export function chainFactor(steps: readonly number[]): number {
  const { num, den } = remainingFraction(steps);
  return Number(num) / Number(den);
}

// Overall discount in percent, exact to six decimals: [40, 10] -> 46,
// [12.5, 3] -> 15.125.
export function chainTotalPercent(steps: readonly number[]): number {
  const { num, den } = remainingFraction(steps);
  const scale = 1_000_000n;
  const micro = roundHalfUp((den - num) * 100n * scale, den);
  return Number(micro) / Number(scale);
}

export function netUnitCents(listCents: number, steps: readonly number[]): number {
  if (!Number.isSafeInteger(listCents)) {
    throw new RangeError(`listCents must be a safe integer, got ${listCents}`);
  }
  const { num, den } = remainingFraction(steps);
  return Number(roundHalfUp(BigInt(listCents) * num, den));
}

export function lineTotalCents(netUnitCents: number, qty: number): number {
  if (!Number.isSafeInteger(netUnitCents)) {
    throw new RangeError(`netUnitCents must be a safe integer, got ${netUnitCents}`);
  }
  if (!Number.isSafeInteger(qty)) {
    throw new RangeError(`qty must be a safe integer, got ${qty}`);
  }
  const total = netUnitCents * qty;
  if (!Number.isSafeInteger(total)) {
    throw new RangeError("line total out of range");
  }
  return total === 0 ? 0 : total;
}

export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) {
      throw new RangeError(`cents must be a safe integer, got ${v}`);
    }
    total += v;
  }
  if (!Number.isSafeInteger(total)) {
    throw new RangeError("sum out of range");
  }
  return total;
}

function formatStep(step: number, decimalSeparator: string): string {
  // Going through basis points drops float noise such as 12.500000000000002.
  const bp = Number(stepToBasisPoints(step));
  const whole = Math.trunc(bp / 100);
  const frac = bp % 100;
  if (frac === 0) return String(whole);
  const fracText = String(frac).padStart(2, "0").replace(/0$/, "");
  return `${whole}${decimalSeparator}${fracText}`;
}

// Canonical form (dot decimals) for storage and the wire: [40, 10] -> "40+10".
export function formatChain(steps: readonly number[]): string {
  return steps.map((s) => formatStep(s, ".")).join("+");
}

// What the user sees in the "sconto" column: Italian decimal comma, and
// nothing at all when the chain takes nothing off.
export function discountLabel(steps: readonly number[]): string {
  if (steps.every((s) => s === 0)) return "";
  return steps.map((s) => formatStep(s, ",")).join("+");
}

/** The label of a chain as stored ("" when it has no discount or cannot be read). */
export function chainLabel(chain: string): string {
  return discountLabel(parseDiscountChain(chain) ?? []);
}
