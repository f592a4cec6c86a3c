// Security headers on every answer. The CSP allows only our own origin (the app bundles its code,
// styles and fonts; images may be data: or blob: URLs for generated previews). 'wasm-unsafe-eval'
// lets the app compile its own WebAssembly (the barcode reader, decision 0031): it allows
// WebAssembly.compile on code the page loaded, not eval() of strings.
//
// helmet computes the headers; they never depend on the request (no nonces), so they are computed
// once at start and set as a ready-made map on each answer: rebuilding the CSP on every request
// cost 3 % of the server's CPU under search load (BENCHMARKS.md).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance } from "fastify";
import helmet, { type HelmetOptions } from "helmet";

const options: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", "blob:"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  // HSTS is added below, only on answers served over HTTPS.
  strictTransportSecurity: false,
  crossOriginEmbedderPolicy: false,
  frameguard: { action: "deny" },
  referrerPolicy: { policy: "same-origin" },
};

/** The headers helmet sets with these options, computed once. */
export function securityHeaders(opts: HelmetOptions = options): Record<string, string> {
  const set: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      set[name] = Array.isArray(value) ? value.join(", ") : String(value);
    },
    removeHeader(name: string) {
      delete set[name];
    },
  };
  let done = false;
  helmet(opts)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet runs synchronously; if a version ever did not, the server must not start without headers.
  if (!done) throw new Error("helmet non ha calcolato le intestazioni di sicurezza in modo sincrono");
  return set;
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = securityHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  app.addHook("onSend", async (request, reply) => {
    if (request.protocol === "https") reply.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });
}
