// Table storage parameters applied after the migrations (decision 0036, amended): products at
// fillfactor 50, set again on an existing database whose parameter differs, untouched otherwise.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyStorageOptions } from "../../src/server/db/storage-options";
import { createTestApp, type TestApp } from "./helpers/test-app";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

async function options(): Promise<string[] | null> {
  return (await t.database.pool.query<{ o: string[] | null }>("select reloptions as o from pg_class where oid = 'products'::regclass")).rows[0]!.o;
}

describe("storage options", () => {
  it("products is at fillfactor 50 after the migrations", async () => {
    expect(await options()).toEqual(["fillfactor=50"]);
  });

  it("an existing database with another fillfactor gets it set again; a second run changes nothing", async () => {
    await t.database.pool.query("alter table products reset (fillfactor)");
    expect(await options()).toBeNull();
    await applyStorageOptions(t.database.db);
    expect(await options()).toEqual(["fillfactor=50"]);
    await applyStorageOptions(t.database.db);
    expect(await options()).toEqual(["fillfactor=50"]);
  });
});
