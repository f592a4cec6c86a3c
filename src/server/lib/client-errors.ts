// Errors that a client's bad input causes deep down, recognised by the one error handler so they
// answer 400 instead of 500: a malformed multipart body (busboy throws plain errors), and values
// PostgreSQL refuses (class 22 "data exception", 54000 "program limit exceeded"), a last line of
// defence behind the contract's rules (src/shared/rules/safe-input.ts).

const MULTIPART_MESSAGES = /^(Multipart: |Unexpected end of (form|file|multipart data)|Malformed (part header|urlencoded form)|Part terminated early|Boundary not found)/;

export function isMalformedMultipart(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (code === "FST_MP_PREMATURE_CLOSE" || code === "FST_INVALID_MULTIPART_CONTENT_TYPE" || code === "FST_PROTO_VIOLATION") return true;
  return MULTIPART_MESSAGES.test(err.message);
}

/** The PostgreSQL SQLSTATE of a refused value, wherever the driver or drizzle put the error. */
export function refusedValueState(err: unknown): string | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string" && /^(22[0-9A-Z]{3}|54000)$/.test(code)) return code;
  }
  return null;
}
