// docs/routes.md lists every route with its rule; it must match what the app registers.
import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderRoutesDoc } from "../../src/server/lib/routes-doc";
import { createTestApp, type TestApp } from "./helpers/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { seed: false });
});
afterAll(async () => t?.close());

describe("docs/routes.md", () => {
  it("is current (regenerate with: npm run docs:routes)", () => {
    const onDisk = readFileSync(new URL("../../docs/routes.md", import.meta.url), "utf8");
    expect(onDisk).toBe(renderRoutesDoc(t.routes));
  });

  it("has one line per route, each with a rule", () => {
    const doc = renderRoutesDoc(t.routes);
    for (const r of t.routes) {
      const line = doc.split("\n").find((l) => l.startsWith(`| ${r.method} | \`${r.url}\` |`));
      expect(line, `${r.method} ${r.url}`).toBeDefined();
      expect(line!.split("|")[3]!.trim()).not.toBe("");
    }
  });
});
