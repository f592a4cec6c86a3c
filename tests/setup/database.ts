// vitest globalSetup of the API projects: ONE PostgreSQL for the whole run (the embedded one in a
// temporary DATA_DIR for "api", the server of TEST_DATABASE_URL for "api-postgres"), with two
// template databases made once: migrated and seeded, and migrated only. Each test file clones one
// (CREATE DATABASE … TEMPLATE, tests/api/helpers/test-app.ts) instead of migrating and seeding.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { connectDatabase } from "../../src/server/db/connection";
import { startEmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { runMigrations } from "../../src/server/db/migrate";
import { seedDemo } from "../../src/server/db/seed/demo";

/** Catalogue size of the seeded template (tests/api/helpers/test-app.ts re-exports it). */
export const TEST_PRODUCTS = 400;

declare module "vitest" {
  export interface ProvidedContext {
    /** Connection string of a maintenance database on the test server (clones are made from it). */
    adminUrl: string;
    templateSeeded: string;
    templateEmpty: string;
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

async function makeTemplate(adminUrl: string, name: string, seed: boolean): Promise<void> {
  await admin(adminUrl, (c) => c.query(`create database ${name}`));
  const database = await connectDatabase({ databaseUrl: withDatabase(adminUrl, name), poolSize: 4 });
  try {
    await runMigrations(database.db);
    if (seed) await seedDemo(database.db, { products: TEST_PRODUCTS });
  } finally {
    await database.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const external = project.name === "api-postgres";
  let adminUrl: string;
  let stop: () => Promise<void>;
  if (external) {
    const base = process.env.TEST_DATABASE_URL;
    if (!base) throw new Error("TEST_DATABASE_URL non impostata");
    adminUrl = base;
    stop = async () => {};
  } else {
    const dataDir = mkdtempSync(join(tmpdir(), "banco-test-db-"));
    // Each test file holds a pool of 10 and a search pool of 6; files run in parallel.
    const embedded = await startEmbeddedPostgres(dataDir, { settings: { max_connections: "300" } });
    adminUrl = embedded.url("postgres");
    stop = async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  }
  const suffix = randomBytes(4).toString("hex");
  const templateSeeded = `banco_template_${suffix}`;
  const templateEmpty = `banco_template_empty_${suffix}`;
  try {
    await Promise.all([makeTemplate(adminUrl, templateSeeded, true), makeTemplate(adminUrl, templateEmpty, false)]);
  } catch (err) {
    await stop();
    throw err;
  }
  project.provide("adminUrl", adminUrl);
  project.provide("templateSeeded", templateSeeded);
  project.provide("templateEmpty", templateEmpty);
  return async () => {
    if (external) {
      await admin(adminUrl, async (c) => {
        await c.query(`drop database if exists ${templateSeeded} with (force)`);
        await c.query(`drop database if exists ${templateEmpty} with (force)`);
      });
    }
    await stop();
  };
}
