// Applies the shared input rule (src/shared/rules/safe-input.ts) to every /v100 request's query,
// path parameters and parsed body, after the access check and before any handler: a NUL, a lone
// surrogate, an over-long string or an absurd number never reaches a service or SQL, on every
// route, present and future. Each route's schema then checks its own fields.
import type { FastifyInstance } from "fastify";
import { findUnsafeInput, type UnsafeReason } from "../../shared/rules/safe-input";
import { common } from "../../shared/messages/common";
import { AppError } from "../lib/app-error";

const messageOf: Record<UnsafeReason, string> = {
  nul: common.unsafeText,
  surrogate: common.unsafeText,
  tooLong: common.textTooLong,
  number: common.numberOutOfRange,
  tooDeep: common.invalidInput,
};

export function registerInputSafety(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (!request.url.startsWith("/v100/")) return;
    const found = findUnsafeInput(request.query) ?? findUnsafeInput(request.params) ?? findUnsafeInput(request.body);
    if (found) throw new AppError("validation", found.path ? `${found.path}: ${messageOf[found.reason]}` : messageOf[found.reason]);
  });
}
