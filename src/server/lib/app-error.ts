// Services throw AppError with a kind and an Italian message; plugins/errors.ts maps the kind to
// the HTTP status and writes the envelope. Nothing else decides status codes.
import { ErrorCode } from "../../shared/contract/envelope";

export type ErrorKind =
  | "validation"
  | "unauthenticated"
  | "forbidden"
  | "notFound"
  | "conflict"
  | "businessRule"
  | "throttled"
  | "payloadTooLarge"
  | "unsupportedMediaType"
  | "upstream";

export const statusOfKind: Record<ErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  businessRule: 422,
  throttled: 429,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  upstream: 502,
};

const defaultCode: Record<ErrorKind, number> = {
  validation: ErrorCode.validation,
  unauthenticated: ErrorCode.unauthenticated,
  forbidden: ErrorCode.forbidden,
  notFound: ErrorCode.notFound,
  conflict: ErrorCode.conflict,
  businessRule: ErrorCode.businessRule,
  throttled: ErrorCode.throttled,
  payloadTooLarge: ErrorCode.validation,
  unsupportedMediaType: ErrorCode.validation,
  upstream: ErrorCode.upstream,
};

export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly errorCode: number;
  readonly data: unknown;

  constructor(kind: ErrorKind, message: string, opts: { errorCode?: number; data?: unknown } = {}) {
    super(message);
    this.kind = kind;
    this.errorCode = opts.errorCode ?? defaultCode[kind];
    this.data = opts.data ?? null;
  }
}
