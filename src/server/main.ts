// Starts Banco: database (the embedded PostgreSQL in DATA_DIR, or an external one with DATABASE_URL),
// migrations, demo data on first start, the HTTP server with the built PWA, the job queue's workers.
import { fileURLToPath } from "node:url";
import { existsSync } from "node:fs";
import pino from "pino";
import { loadConfig } from "./config";
import { connectDatabase } from "./db/connection";
import { DataDirError } from "./db/data-dir";
import { runMigrations } from "./db/migrate";
import { seedReturnReasons } from "./db/seed/returns";
import { seedDemo } from "./db/seed/demo";
import { demoAccounts, DEMO_PASSWORD } from "./db/seed/identity";
import { buildApp } from "./app";

async function main(): Promise<void> {
  const config = loadConfig();
  const logger = pino({ level: config.LOG_LEVEL });
  const database = await connectDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DB_POOL_SIZE,
    onLog: (line) => logger.debug({ postgres: line }),
  });
  logger.info({ db: database.kind }, "database connected");
  await runMigrations(database.db);
  // Reference data every database needs, demo or not (idempotent).
  await seedReturnReasons(database.db);

  const shouldSeed = database.kind === "embedded" || config.DEMO;
  if (shouldSeed) {
    const seeded = await seedDemo(database.db, { products: config.DEMO_PRODUCTS, log: (m) => logger.info(m) });
    if (seeded) logger.info("demo data loaded");
  }

  const clientDir = [new URL("../client", import.meta.url), new URL("../../dist/client", import.meta.url)]
    .map((u) => fileURLToPath(u))
    .find((p) => existsSync(`${p}/index.html`));
  if (!clientDir) logger.warn("dist/client not found: run `npm run build` to serve the app");

  const { app, queue } = await buildApp({ database, config, logger, clientDir: clientDir ?? null });
  // The job queue (pg-boss): its schema is installed or migrated now; this instance runs workers
  // and schedules unless BACKGROUND_JOBS=0 (it can still enqueue). app.close() stops it.
  if (config.BACKGROUND_JOBS) await queue.startWorkers();
  else await queue.ready();
  const address = await app.listen({ port: config.PORT, host: config.HOST });
  const port = new URL(address).port;
  const shown = `http://localhost:${port}`;
  const accounts = demoAccounts.map((a) => `  ${a.username.padEnd(18)} ${a.role.padEnd(9)} ${a.notes}`).join("\n");
  process.stdout.write(
    `\nBanco è pronto: ${shown}  (database: ${database.kind === "embedded" ? `PostgreSQL integrato in ${config.DATA_DIR}` : "PostgreSQL"})\n` +
      (shouldSeed ? `Account demo (password ${DEMO_PASSWORD}):\n${accounts}\n\n` : "\n"),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, "shutting down");
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err: unknown) => {
  // A refused data folder is the operator's to fix: the message says what, without a stack.
  const text = err instanceof DataDirError ? err.message : err instanceof Error ? (err.stack ?? err.message) : String(err);
  process.stderr.write(`Banco non è partito: ${text}\n`);
  process.exit(1);
});
