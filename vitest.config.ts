import { defineConfig } from "vitest/config";

const pg = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["tests/api/**/*.test.ts"],
          environment: "node",
          testTimeout: 30_000,
          hookTimeout: 120_000,
          env: { BANCO_TEST_DB: "pglite" },
        },
      },
      ...(pg
        ? [
            {
              test: {
                name: "api-postgres",
                include: ["tests/api/**/*.test.ts"],
                environment: "node",
                testTimeout: 30_000,
                hookTimeout: 120_000,
                env: { BANCO_TEST_DB: "postgres" },
              },
            },
          ]
        : []),
    ],
  },
});
