// Serves the built PWA (dist/client) from the same process as the API. In-app routes (any GET
// that is not an API call or a file) answer the app shell, so deep links and reloads work.
import type { FastifyInstance } from "fastify";
import fastifyStatic from "@fastify/static";
import { existsSync } from "node:fs";
import { ErrorCode } from "../../shared/contract/envelope";
import { common } from "../../shared/messages/common";

export async function registerStaticApp(app: FastifyInstance, clientDir: string | null): Promise<void> {
  const hasClient = clientDir !== null && existsSync(`${clientDir}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // dist/client holds .br and .gz copies made at build time (scripts/precompress.mjs).
      preCompressed: true,
      setHeaders(reply, path) {
        // Hashed build assets never change; the shell and the service worker must always be revalidated.
        if (path.includes("/assets/")) reply.header("Cache-Control", "public, max-age=31536000, immutable");
        else reply.header("Cache-Control", "no-cache");
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith("/v100") || request.url === "/healthz";
    const looksLikeFile = /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (hasClient && request.method === "GET" && !isApi && !looksLikeFile) {
      reply.header("Cache-Control", "no-cache");
      return reply.sendFile("index.html");
    }
    return reply.status(404).send({ data: null, error: common.notFound, errorCode: ErrorCode.notFound });
  });
}
