// The file's app for its tests: created before them (on its own clone of the seeded database, see
// test-app.ts), closed after them, with the request helpers of http.ts bound to it.
//
//   const { t, get, post, loginAs } = setupTestApp();
//   let rossi: string;
//   beforeAll(async () => {
//     rossi = await loginAs("officina.rossi");
//   });
//   … await t().database.pool.query(…), or q(text, params) for the rows
//
// or, with the users' sessions by name, opened once before the tests:
//
//   const { get, sessions } = setupTestApp();
//   const as = sessions({ rossi: "officina.rossi", admin: "admin" });
//   … await get("/v100/cart/myCart", as.rossi)
//
// Hooks run in the order they are declared, so a beforeAll declared after this call sees the app.
// Settings known only once the tests run (a closure list, a test SMTP server's address) are given
// as a function, called when the app is created.
import { afterAll, beforeAll } from "vitest";
import { createTestApp, sqlOf, type TestApp } from "./test-app";
import { http } from "./http";

type Overrides = NonNullable<Parameters<typeof createTestApp>[0]>;
type Options = Parameters<typeof createTestApp>[1];

export function setupTestApp(overrides: Overrides | (() => Overrides) = {}, opts?: Options) {
  let app: TestApp | undefined;
  /** The file's app: inside its tests and the hooks declared after setupTestApp. */
  const t = (): TestApp => {
    if (!app) throw new Error("setupTestApp: the app exists only once its beforeAll has run");
    return app;
  };
  beforeAll(async () => {
    app = await createTestApp(typeof overrides === "function" ? overrides() : overrides, opts);
  });
  afterAll(async () => app?.close());
  const helpers = http(t);

  /** Each user logged in once, before the tests (after the hooks declared before this call): name → Cookie header. */
  function sessions<Name extends string>(users: Record<Name, string>): Readonly<Record<Name, string>> {
    const cookies = {} as Record<Name, string>;
    beforeAll(async () => {
      const names = Object.keys(users) as Name[];
      const opened = await Promise.all(names.map((name) => helpers.loginAs(users[name])));
      names.forEach((name, i) => (cookies[name] = opened[i]!));
    });
    return cookies;
  }

  return { t, q: sqlOf(t), ...helpers, sessions };
}
