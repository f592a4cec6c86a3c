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

describe("lint boundaries", { timeout: 60_000 }, () => {
  it("a client feature uses another feature only through its api/ folder", async () => {
    expect(await boundaryErrors("src/client/features/orders/probe.ts", "../cart/screens/cart-screen")).toHaveLength(1);
    expect(await boundaryErrors("src/client/features/orders/probe.ts", "../cart/api/add-to-cart")).toHaveLength(0);
  });

  it("a client feature never imports app/", async () => {
    expect(await boundaryErrors("src/client/features/orders/probe.ts", "../../app/routes")).toHaveLength(1);
    expect(await boundaryErrors("src/client/features/orders/probe.ts", "../../lib/cn")).toHaveLength(0);
  });

  it("components, lib, ui and offline never import a feature", async () => {
    for (const dir of ["components", "lib", "ui", "offline"]) {
      expect(await boundaryErrors(`src/client/${dir}/probe.ts`, "../features/cart/api/add-to-cart")).toHaveLength(1);
    }
    expect(await boundaryErrors("src/client/components/probe.ts", "../ui/button")).toHaveLength(0);
  });

  it("a server module uses another only through its service.ts", async () => {
    expect(await boundaryErrors("src/server/modules/orders/probe.ts", "../cart/repo")).toHaveLength(1);
    expect(await boundaryErrors("src/server/modules/orders/probe.ts", "../cart/service")).toHaveLength(0);
  });

  it("only repo.ts files import the database schema", async () => {
    expect(await boundaryErrors("src/server/modules/orders/service.ts", "../../db/schema/orders")).toHaveLength(1);
    expect(await boundaryErrors("src/server/modules/orders/repo.ts", "../../db/schema/orders")).toHaveLength(0);
  });

  it("server lib/ and plugins/ import no module", async () => {
    expect(await boundaryErrors("src/server/lib/probe.ts", "../modules/auth/service")).toHaveLength(1);
    expect(await boundaryErrors("src/server/plugins/probe.ts", "../modules/auth/service")).toHaveLength(1);
    expect(await boundaryErrors("src/server/plugins/probe.ts", "../lib/app-error")).toHaveLength(0);
  });

  it("shared imports neither side, and the client never the server", async () => {
    expect(await boundaryErrors("src/shared/rules/probe.ts", "../../server/lib/app-error")).toHaveLength(1);
    expect(await boundaryErrors("src/client/lib/probe.ts", "../../server/lib/app-error")).toHaveLength(1);
  });
});
