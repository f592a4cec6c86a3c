// The quote request's vehicle: an Italian plate (AB123CD; older ones with a province code, e.g.
// MI 123456, also allowed) or a 17-character VIN (ISO 3779: no I, O, Q). Spaces and dashes are
// ignored, as people type them.
const PLATE = /^[A-HJ-NPR-TV-Z]{2}\d{3}[A-HJ-NPR-TV-Z]{2}$/;
const OLD_PLATE = /^[A-Z]{2}[0-9A-Z]{5,6}$/;
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

export function compactVehicleId(value: string): string {
  return value.replace(/[\s-]+/g, "").toUpperCase();
}

export function isVehicleId(value: string): boolean {
  const v = compactVehicleId(value);
  if (v.length === 17) return VIN.test(v) && /\d/.test(v);
  return PLATE.test(v) || (OLD_PLATE.test(v) && /\d/.test(v));
}
