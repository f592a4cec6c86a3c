// Runs PGlite (PostgreSQL compiled to WebAssembly) behind a PostgreSQL wire-protocol socket, so
// that the server always speaks node-postgres, on PGlite and on a real PostgreSQL alike.
// PGlite executes on the thread that calls it: main.ts starts this in a worker thread so queries
// never block the HTTP event loop (docs/decisions/0001-pglite-behind-socket.md).
import { PGlite } from "@electric-sql/pglite";
import { PGLiteSocketServer } from "@electric-sql/pglite-socket";
import { mkdirSync } from "node:fs";
import { keepProtocolBatchesTogether } from "./pglite-protocol-batches";

export interface EmbeddedPglite {
  port: number;
  close(): Promise<void>;
}

export async function startEmbeddedPglite(dataDir: string, maxConnections = 8): Promise<EmbeddedPglite> {
  if (dataDir !== "memory://") mkdirSync(dataDir, { recursive: true });
  const db = await PGlite.create(dataDir);
  const server = new PGLiteSocketServer({ db, port: 0, host: "127.0.0.1", maxConnections });
  keepProtocolBatchesTogether(server);
  await server.start();
  const address = (server as unknown as { server?: { address(): { port: number } | string | null } }).server?.address();
  const port = typeof address === "object" && address ? address.port : Number.NaN;
  if (!Number.isFinite(port)) throw new Error("PGlite socket server did not report its port");
  return {
    port,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}
