// What the cart upload's thread loads when it starts (thread.ts): only what running the queued
// uploads needs. Through the cart service's defaults and the file parser it once loaded pdfkit,
// piscina, date-holidays, file-type and the CSV libraries, and its start took 0.4–1.1 s instead of
// 0.2–0.5 s (BENCHMARKS.md, session 47). Bundled as scripts/build-server.mjs bundles it.
import { describe, expect, it } from "vitest";
import { build } from "esbuild";

/** The npm packages the bundle of `entry` imports at run time (those the build leaves external). */
async function packagesLoadedBy(entry: string): Promise<string[]> {
  const packages = new Set<string>();
  await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    platform: "node",
    format: "esm",
    logLevel: "silent",
    plugins: [
      {
        name: "record-external-packages",
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => {
            if (args.kind === "entry-point" || /^(date-fns|drizzle-orm)(\/|$)/.test(args.path)) return undefined;
            if (!args.path.startsWith("node:")) packages.add(args.path);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  return [...packages].sort();
}

describe("the cart upload thread's module", () => {
  it("loads the database driver and the contract's schemas, nothing of the PDFs, holidays or file parsing", async () => {
    expect(await packagesLoadedBy("src/server/modules/cart-upload/thread.ts")).toEqual(["pg", "zod"]);
  });
});
