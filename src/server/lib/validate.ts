import type { z } from "zod";
import { AppError } from "./app-error";
import { common } from "../../shared/messages/common";

// Parses input with a shared zod schema; the first issue's (Italian) message becomes the 400 answer.
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? `${issue.path.join(".")}: ` : "";
  const message = issue?.message && !issue.message.startsWith("Invalid") ? issue.message : `${common.invalidInput}`;
  throw new AppError("validation", field && !isCustom(message) ? `${field}${message}` : message);
}

// Messages written by us (the spec's verbatim texts) stand alone; zod's generic ones get the field name.
function isCustom(message: string): boolean {
  return /^[A-ZÈ]/.test(message) && !message.startsWith("Input") && !message.startsWith("Valore");
}
