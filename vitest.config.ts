import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const pg = process.env.TEST_DATABASE_URL;

// API suite: one PostgreSQL per project run and a template database cloned per test file
// (tests/setup/database.ts): the embedded PostgreSQL ("api"), and the server of TEST_DATABASE_URL
// ("api-postgres") when it is set.
const api = (name: string) => ({
  test: {
    name,
    include: ["tests/api/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    globalSetup: ["tests/setup/database.ts"],
    // drizzle-orm through Vite's module runner: Node's own loader would read its 179 KB
    // package.json again for each of its files (decision 0049). Six API files, runs alternating:
    // 47.1 and 54.1 s without, 45.8 and 47.1 s with.
    server: { deps: { inline: [/drizzle-orm/] } },
  },
});

export default defineConfig({
  test: {
    // One worker more than the cores (Vitest's default is one fewer: a single worker on a two-core
    // CI machine): the API files spend much of their time waiting on PostgreSQL. The API suite on
    // two cores: 11.3 min with 1 worker, 8.1 min with 3 (session 12).
    maxWorkers: availableParallelism() + 1,
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx", "bench/**/*.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
        },
      },
      api("api"),
      ...(pg ? [api("api-postgres")] : []),
      {
        // Whole server processes on a real DATA_DIR (kill -9, faults, two instances): slow, one
        // file at a time.
        test: {
          name: "platform",
          include: ["tests/platform/**/*.test.ts"],
          environment: "node",
          testTimeout: 240_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
