// Shared steps of the search API tests (search-fixtures, search-codes, search-lookups): one search as a user, a row's key, a row by its codes.
import { expect } from "vitest";
import { body } from "./test-app";
import { http, type HasApp } from "./http";
import type { ProductRow } from "../../../src/shared/contract/product";

/** `search(q, cookie?)` on the file's app (read at call time): the rows of GET /v100/search, which must answer 200 without an error; the cookie is `defaultCookie()` unless given. */
export function searchOn(app: () => HasApp, defaultCookie: () => string) {
  const { get } = http(app);
  return async function search(q: string, cookie = defaultCookie()): Promise<ProductRow[]> {
    const res = await get("/v100/search", cookie, { query: { searchString: q } });
    expect(res.statusCode, res.body).toBe(200);
    const b = body<ProductRow[]>(res);
    expect(b.error).toBeNull();
    return b.data!;
  };
}

export const key = (r: { precodice: string; codice: string }) => `${r.precodice}/${r.codice}`;
export const find = (rows: ProductRow[], ref: { precodice: string; codice: string }) => rows.find((r) => key(r) === key(ref));
