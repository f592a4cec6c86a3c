// The app in-process on a fresh database: PGlite in memory, or a new database on the PostgreSQL
// server of TEST_DATABASE_URL (project "api-postgres"). Each test file gets its own.
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type BuiltApp } from "../../../src/server/app";
import { loadConfig, type Config } from "../../../src/server/config";
import { connectDatabase, type Database } from "../../../src/server/db/connection";
import { runMigrations } from "../../../src/server/db/migrate";
import { seedDemo } from "../../../src/server/db/seed/demo";
import { DEMO_PASSWORD } from "../../../src/server/db/seed/identity";

export interface TestApp extends BuiltApp {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

export const TEST_PRODUCTS = 400;

async function freshPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error("TEST_DATABASE_URL non impostata");
  const name = `banco_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}, opts: { seed?: boolean; logger?: FastifyBaseLogger } = {}): Promise<TestApp> {
  const onPostgres = process.env.BANCO_TEST_DB === "postgres";
  const pgDb = onPostgres ? await freshPostgres() : null;
  const database = await connectDatabase(
    pgDb ? { databaseUrl: pgDb.url, poolSize: 10 } : { dataDir: "memory://", pgliteMode: "inline" },
  );
  await runMigrations(database.db);
  if (opts.seed !== false) await seedDemo(database.db, { products: TEST_PRODUCTS });
  const config = loadConfig({}, { LOG_LEVEL: "silent", BACKGROUND_JOBS: false, ...overrides });
  const built = await buildApp({ database, config, ...(opts.logger ? { logger: opts.logger } : {}) });
  return {
    ...built,
    database,
    config,
    async close() {
      await built.app.close();
      await database.close();
      await pgDb?.drop();
    },
  };
}

/** Logs in and returns the Cookie header value for the next requests. */
export async function login(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await app.inject({ method: "POST", url: "/v100/auth", payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login ${username} fallito: ${res.statusCode} ${res.body}`);
  return cookieHeader(res);
}

export function cookieHeader(res: LightMyRequestResponse): string {
  return res.cookies.map((c) => `${c.name}=${c.value}`).join("; ");
}

export function body<T = unknown>(res: LightMyRequestResponse): { data: T; error: string | null; errorCode: number | null; pagination?: { last: boolean } } {
  return res.json();
}
