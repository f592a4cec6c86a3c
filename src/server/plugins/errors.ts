// The one error handler: AppError kinds map to status codes; framework errors (bad JSON, body too
// large, wrong content type) become 4xx with an Italian message; anything else is a 500 that
// carries no internals.
import type { FastifyError, FastifyInstance } from "fastify";
import { AppError, statusOfKind } from "../lib/app-error";
import { ErrorCode } from "../../shared/contract/envelope";
import { common } from "../../shared/messages/common";
import { isMalformedMultipart, refusedValueState } from "../lib/client-errors";
import { validationMessage } from "../lib/validate";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const status = statusOfKind[err.kind];
      if (status === 401) request.log.info({ path: request.url }, "unauthenticated");
      return reply.status(status).send({ data: err.data, error: err.message, errorCode: err.errorCode });
    }
    // A request part that fails the route's schema (route options, zod type provider): the same
    // Italian 400 as validate() gives, from the same message choice.
    if (hasZodFastifySchemaValidationErrors(err)) {
      const issues = err.validation.map((v) => ({ path: v.instancePath.split("/").filter(Boolean), message: v.message }));
      return reply.status(400).send({ data: null, error: validationMessage(issues), errorCode: ErrorCode.validation });
    }
    if (isMalformedMultipart(err)) {
      return reply.status(400).send({ data: null, error: common.invalidUpload, errorCode: ErrorCode.validation });
    }
    const refused = refusedValueState(err);
    if (refused) {
      // The contract should have stopped it: logged (without the statement) to fix the rule.
      request.log.warn({ sqlState: refused, route: request.routeOptions.url }, "input refused by the database");
      return reply.status(400).send({ data: null, error: common.invalidInput, errorCode: ErrorCode.validation });
    }
    const status = typeof err.statusCode === "number" ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      const message =
        err.code === "FST_ERR_CTP_INVALID_JSON_BODY" || err instanceof SyntaxError
          ? common.invalidJson
          : err.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413
            ? common.payloadTooLarge
            : err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415
              ? common.unsupportedMediaType
              : status === 429
                ? common.tooMany
                : common.invalidInput;
      return reply.status(status).send({ data: null, error: message, errorCode: ErrorCode.validation });
    }
    if (isResponseSerializationError(err)) {
      // The answer does not match the route's response schema: a bug in the contract or the server.
      request.log.error({ route: request.routeOptions.url, issues: (err.cause as { issues?: unknown } | undefined)?.issues }, "answer does not match its schema");
      return reply.status(500).send({ data: null, error: common.serverError, errorCode: ErrorCode.server });
    }
    request.log.error({ err }, "unhandled error");
    return reply.status(500).send({ data: null, error: common.serverError, errorCode: ErrorCode.server });
  });

}
