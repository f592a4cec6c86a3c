import { ruleMessages } from "../messages/rules";
import { QTY_MAX, QTY_MIN } from "./limits";
import { normalizeCode } from "./normalize-code";

export interface QuantityRule {
  min: number;
  max: number;
  step: number;
}

// WD40 (Q287/WD40) is only sold in boxes of six.
const SPECIAL_PRECODICE = "Q287";
const SPECIAL_CODICE = "WD40";
const BOX_OF_SIX = 6;

export function quantityRuleFor(precodice: string, codice: string): QuantityRule {
  if (normalizeCode(precodice) === SPECIAL_PRECODICE && normalizeCode(codice) === SPECIAL_CODICE) {
    return { min: BOX_OF_SIX, max: QTY_MAX, step: BOX_OF_SIX };
  }
  return { min: QTY_MIN, max: QTY_MAX, step: 1 };
}

export type QuantityCheck = { ok: true; qty: number } | { ok: false; message: string };

// Form fields and query strings deliver quantities as text, so plain digit
// strings are accepted as well as numbers; "1e3", "6.0" or "+6" are not.
function toInteger(qty: unknown): number | null {
  if (typeof qty === "number") return Number.isSafeInteger(qty) ? qty : null;
  if (typeof qty === "string") {
    const t = qty.trim();
    if (!/^-?\d+$/.test(t)) return null;
    const n = Number(t);
    return Number.isSafeInteger(n) ? n : null;
  }
  return null;
}

export function validateQuantity(precodice: string, codice: string, qty: unknown): QuantityCheck {
  const n = toInteger(qty);
  if (n === null) return { ok: false, message: ruleMessages.quantityNotInteger };
  const rule = quantityRuleFor(precodice, codice);
  // The box rule is checked first so that WD40 users see the message the spec
  // asks for ("multiplo di 6") rather than a generic minimum.
  if (rule.step !== 1 && n % rule.step !== 0) {
    return {
      ok: false,
      message: rule.step === BOX_OF_SIX ? ruleMessages.quantityMultipleOf6 : ruleMessages.quantityMultipleOf(rule.step),
    };
  }
  if (n < rule.min) return { ok: false, message: ruleMessages.quantityBelowMin(rule.min) };
  if (n > rule.max) return { ok: false, message: ruleMessages.quantityAboveMax(rule.max) };
  return { ok: true, qty: n };
}

// Spec: on the client an invalid quantity resets the field to 0.
export function coerceQuantityInput(precodice: string, codice: string, raw: string): number {
  const t = raw.trim();
  if (!/^\d+$/.test(t)) return 0;
  const check = validateQuantity(precodice, codice, t);
  return check.ok ? check.qty : 0;
}

/**
 * What a typed quantity becomes when the field is left (Enter, Tab, add). A product sold in packs
 * (step > 1) is rounded UP to the next whole pack, with a one-line notice saying so ("Venduto a
 * multipli di 6: impostato 6"): 5 WD40 means one box, never 0. Anything else invalid becomes 0
 * with the rule's message (spec §5). "" and "0" stay 0 without a message.
 */
export interface ResolvedQuantity {
  qty: number;
  /** Why the quantity is 0 (invalid input), or null. */
  error: string | null;
  /** The quantity was changed to fit the pack size, or null. */
  notice: string | null;
}

export function resolveQuantityInput(precodice: string, codice: string, raw: string): ResolvedQuantity {
  const t = raw.trim();
  if (t === "" || /^0+$/.test(t)) return { qty: 0, error: null, notice: null };
  const rule = quantityRuleFor(precodice, codice);
  if (/^\d+$/.test(t) && rule.step > 1) {
    const n = Number(t);
    const rounded = Math.max(rule.min, Math.ceil(n / rule.step) * rule.step);
    if (rounded !== n && rounded <= rule.max) return { qty: rounded, error: null, notice: ruleMessages.packRounded(rule.step, rounded) };
  }
  const check = validateQuantity(precodice, codice, t);
  return check.ok ? { qty: check.qty, error: null, notice: null } : { qty: 0, error: check.message, notice: null };
}
