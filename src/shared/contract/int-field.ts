// A whole number in a range, read from a query, a path or a form (coerced from text), with one
// Italian message for every way it can be wrong: not a number, not whole, out of range.
import { z } from "zod";

export function intInRange(min: number, max: number, message: string) {
  return z.coerce.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}
