import type { z } from "zod";
import { AppError } from "./app-error";
import { common } from "../../shared/messages/common";

/** One input problem: where (field path) and zod's (Italian) message. */
export interface InputIssue {
  path: readonly PropertyKey[];
  message?: string | undefined;
}

/**
 * The Italian 400 message for the first issue. The one place that picks it: validate() below and the
 * error handler (plugins/errors.ts, for the schemas in the route options) both use it.
 */
export function validationMessage(issues: readonly InputIssue[]): string {
  const issue = issues[0];
  const field = issue?.path.length ? `${issue.path.map(String).join(".")}: ` : "";
  const message = issue?.message && !issue.message.startsWith("Invalid") ? issue.message : `${common.invalidInput}`;
  return field && !isCustom(message) ? `${field}${message}` : message;
}

// Parses input with a shared zod schema; the first issue's (Italian) message becomes the 400 answer.
// Routes declare their schemas in the route options (typed routes); this is for what is not a
// request part (a header token, a multipart form's fields).
export function validate<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  throw new AppError("validation", validationMessage(result.error.issues));
}

// Messages written by us (the spec's verbatim texts) stand alone; zod's generic ones get the field name.
function isCustom(message: string): boolean {
  return /^[A-ZÈ]/.test(message) && !message.startsWith("Input") && !message.startsWith("Valore");
}
