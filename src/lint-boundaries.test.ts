// The import boundaries of DESIGN.md and decision 0003 are kept by the linter (eslint.config.js):
// each rule fires on a file that breaks it, and stays quiet on the allowed import next to it.
// Files are linted as text under a real path, so imports resolve to the real tree.
import { describe, expect, it } from "vitest";
import { ESLint } from "eslint";
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

const eslint = new ESLint();

async function boundaryErrors(filePath: string, importPath: string): Promise<string[]> {
  // A probe importing a file that does not exist would pass for the wrong reason.
  const target = join(dirname(filePath), importPath);
  expect([".ts", ".tsx"].some((ext) => existsSync(target + ext)), `${target} exists`).toBe(true);
  const [result] = await eslint.lintText(`import * as x from "${importPath}";\nexport const y = x;\n`, { filePath });
  return result!.messages.filter((m) => m.ruleId === "import-x/no-restricted-paths").map((m) => m.message);
}

// Probes: a file at this path importing that path.
const REFUSED: readonly (readonly [filePath: string, importPath: string])[] = [
  // A client feature uses another feature only through its api/ folder
  ["src/client/features/orders/probe.ts", "../cart/screens/cart-screen"],
  // A client feature never imports app/
  ["src/client/features/orders/probe.ts", "../../app/routes"],
  // components, lib, ui and offline never import a feature
  ...["components", "lib", "ui", "offline"].map((dir) => [`src/client/${dir}/probe.ts`, "../features/cart/api/add-to-cart"] as const),
  // A server module uses another only through its service.ts
  ["src/server/modules/orders/probe.ts", "../cart/repo"],
  // Only repo.ts files import the database schema
  ["src/server/modules/orders/service.ts", "../../db/schema/orders"],
  // Server lib/ and plugins/ import no module
  ["src/server/lib/probe.ts", "../modules/auth/service"],
  ["src/server/plugins/probe.ts", "../modules/auth/service"],
  // Shared imports neither side, and the client never the server
  ["src/shared/rules/probe.ts", "../../server/lib/app-error"],
  ["src/client/lib/probe.ts", "../../server/lib/app-error"],
];

// The allowed imports next to them.
const ALLOWED: readonly (readonly [filePath: string, importPath: string])[] = [
  ["src/client/features/orders/probe.ts", "../cart/api/add-to-cart"],
  ["src/client/features/orders/probe.ts", "../../lib/cn"],
  ["src/client/components/probe.ts", "../ui/button"],
  ["src/server/modules/orders/probe.ts", "../cart/service"],
  ["src/server/modules/orders/repo.ts", "../../db/schema/orders"],
  ["src/server/plugins/probe.ts", "../lib/app-error"],
];

describe("lint boundaries", { timeout: 60_000 }, () => {
  it.each(REFUSED)("%s importing %s is one error", async (filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(1);
  });

  it.each(ALLOWED)("%s importing %s is allowed", async (filePath, importPath) => {
    expect(await boundaryErrors(filePath, importPath)).toHaveLength(0);
  });

  // date-fns only by each function's own path: its root loads about 250 modules at every start.
  it.each(["src/shared/rules/probe.ts", "src/server/lib/probe.ts"])("%s importing date-fns' root is refused, its own path allowed", async (filePath) => {
    const lint = async (from: string) =>
      (await eslint.lintText(`import { addDays } from "${from}";\nexport const y = addDays;\n`, { filePath }))[0]!.messages.filter((m) => m.ruleId === "no-restricted-imports");
    expect((await lint("date-fns")).map((m) => m.message)).toEqual([expect.stringContaining("date-fns/addDays")]);
    expect(await lint("date-fns/addDays")).toEqual([]);
  });
});
