// The app in-process on a fresh database: a clone of the run's template database (migrated and
// seeded once by tests/setup/database.ts) on the embedded PostgreSQL, or on the server of
// TEST_DATABASE_URL (project "api-postgres"). Each test file gets its own.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from "fastify";
import { buildApp, type BuildAppOptions, type BuiltApp } from "../../../src/server/app";
import { loadConfig, type Config } from "../../../src/server/config";
import { connectDatabase, type Database } from "../../../src/server/db/connection";
import { DEMO_PASSWORD } from "../../../src/server/db/seed/identity";
import { withDatabase } from "../../setup/database";

export { TEST_PRODUCTS } from "../../setup/database";

export interface TestApp extends BuiltApp {
  database: Database;
  config: Config;
  close(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const c = new pg.Client({ connectionString: inject("adminUrl") });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

/** A new database cloned from a template of this run; drop() removes it. */
export async function cloneDatabase(seeded = true): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `banco_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name} template ${seeded ? inject("templateSeeded") : inject("templateEmpty")}`);
  return {
    url: withDatabase(inject("adminUrl"), name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export async function createTestApp(
  overrides: Partial<Config> = {},
  opts: { seed?: boolean; jobQueue?: BuildAppOptions["jobQueue"]; logger?: FastifyBaseLogger } = {},
): Promise<TestApp> {
  const clone = await cloneDatabase(opts.seed !== false);
  const database = await connectDatabase({ databaseUrl: clone.url, poolSize: 10 });
  const config = loadConfig({}, { LOG_LEVEL: "silent", BACKGROUND_JOBS: false, ...overrides });
  const built = await buildApp({
    database,
    config,
    ...(opts.jobQueue ? { jobQueue: opts.jobQueue } : {}),
    ...(opts.logger ? { logger: opts.logger } : {}),
  });
  return {
    ...built,
    database,
    config,
    async close() {
      await built.app.close();
      await database.close();
      await clone.drop();
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

/** `q(text, params)` on a test file's app, read at call time: the rows of one SQL query. */
export function sqlOf(t: () => TestApp) {
  return async function q<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
    return (await t().database.pool.query(text, params)).rows as T[];
  };
}
