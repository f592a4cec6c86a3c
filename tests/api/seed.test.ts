import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, TEST_PRODUCTS, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { isSeeded, seedDemo } from "../../src/server/db/seed/demo";

let t: TestApp;
const { get } = http(() => t);
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe("demo data", () => {
  it("is loaded once: a second start finds it and does not seed again", async () => {
    expect(await isSeeded(t.database.db)).toBe(true);
    const users = await t.database.pool.query("select count(*)::int as n from users");
    const again = await seedDemo(t.database.db, { products: TEST_PRODUCTS });
    expect(again).toBe(false);
    const after = await t.database.pool.query("select count(*)::int as n from users");
    expect(after.rows[0].n).toBe(users.rows[0].n);
  });

  it("stores passwords as salted scrypt hashes, never in clear", async () => {
    const rows = await t.database.pool.query("select password_hash from users");
    const hashes = rows.rows.map((r: { password_hash: string }) => r.password_hash);
    expect(hashes.every((h: string) => /^scrypt\$131072\$8\$1\$/.test(h))).toBe(true);
    expect(new Set(hashes).size).toBe(hashes.length); // a salt per user
    expect(hashes.some((h: string) => h.includes("Ricambi2026!"))).toBe(false);
  });
});

describe("HTTPS", () => {
  it("adds HSTS only over HTTPS", async () => {
    const plain = await get("/v100/apiVersion/");
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
  });
});
