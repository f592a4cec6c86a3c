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
