// The session cookie: HttpOnly, SameSite=Lax, Secure with the __Host- prefix behind HTTPS.
// Remember me gives a persistent cookie; otherwise it lives as long as the browser session.
import type { FastifyReply, FastifyRequest } from "fastify";

/** A session just created by login, impersonation or rotation: what the cookie carries. */
export interface NewSession {
  token: string;
  remember: boolean;
  expiresAt: Date;
}

const PLAIN = "banco_sid";
const SECURE = "__Host-banco_sid";

function isHttps(request: FastifyRequest): boolean {
  return request.protocol === "https";
}

/**
 * Over HTTPS only the __Host- cookie counts: a plain banco_sid can be planted by anyone who can
 * write a cookie for the domain (a sibling subdomain, a plain-HTTP answer), which the __Host-
 * prefix exists to rule out. Over plain HTTP (development, tests) only the plain one exists.
 */
export function readSessionToken(request: FastifyRequest): string | null {
  const cookies = request.cookies ?? {};
  return (isHttps(request) ? cookies[SECURE] : cookies[PLAIN]) ?? null;
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, session: NewSession): void {
  const secure = isHttps(request);
  reply.setCookie(secure ? SECURE : PLAIN, session.token, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure,
    ...(session.remember ? { expires: session.expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const secure = isHttps(request);
  reply.clearCookie(secure ? SECURE : PLAIN, { path: "/", httpOnly: true, sameSite: "lax", secure });
}
