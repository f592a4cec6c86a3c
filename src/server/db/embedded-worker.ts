// Worker-thread entry: owns the PGlite instance so its WebAssembly never runs on the HTTP thread.
import { parentPort, workerData } from "node:worker_threads";
import { startEmbeddedPglite } from "./embedded-pglite";

const { dataDir, maxConnections } = workerData as { dataDir: string; maxConnections: number };

startEmbeddedPglite(dataDir, maxConnections)
  .then((db) => {
    parentPort?.postMessage({ type: "ready", port: db.port });
    parentPort?.on("message", (msg: { type: string }) => {
      if (msg.type === "close") {
        db.close().finally(() => parentPort?.postMessage({ type: "closed" }));
      }
    });
  })
  .catch((err: unknown) => {
    parentPort?.postMessage({ type: "error", message: err instanceof Error ? err.message : String(err) });
  });
