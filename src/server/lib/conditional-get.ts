// Conditional GET (RFC 9110 §13.1.2, §13.1.3): a poll sends back the ETag of the answer it holds,
// and the route answers 304 without reading or building the answer again when it would be the
// same. The ETag is made from what the answer is made of, so it is known before the answer is.
import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";
import { CLIENT_VERSION } from "../../shared/rules/limits";

/**
 * A weak validator (the body's encoding varies) of the parts an answer is made from. The build's
 * version is one of them: after a deployment every answer held by a client is sent again.
 */
export function weakEtag(parts: unknown): string {
  const digest = createHash("sha1").update(JSON.stringify([CLIENT_VERSION, parts])).digest("base64url");
  return `W/"${digest.slice(0, 22)}"`;
}

/** If-None-Match names `etag` (weak comparison, as GET asks for): the route answers 304. */
export function notModified(request: FastifyRequest, etag: string): boolean {
  const header = request.headers["if-none-match"];
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}
