import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { HtmlTagDescriptor, IndexHtmlTransformContext } from "vite";
import { preloadScreenInHtml, revisionOnlyRewritten } from "./vite-build-plugins";

describe("revisionOnlyRewritten", () => {
  it("drops the revision of hashed assets, keeps it for a script Vite rewrote after naming and for files outside assets/", async () => {
    const dir = mkdtempSync(join(tmpdir(), "banco-precache-"));
    mkdirSync(join(dir, "assets"));
    writeFileSync(join(dir, "assets/page-Ab12.js"), "export const a = 1;");
    writeFileSync(join(dir, "assets/main-Cd34.js"), 'const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/x.js"])))=>i.map(i=>d[i]);');
    const entries = [
      { url: "assets/page-Ab12.js", revision: "r1", size: 1 },
      { url: "assets/main-Cd34.js", revision: "r2", size: 1 },
      { url: "assets/main-Ef56.css", revision: "r3", size: 1 },
      { url: "index.html", revision: "r4", size: 1 },
      { url: "icons/icon-192.png", revision: "r5", size: 1 },
    ];
    const { manifest } = await revisionOnlyRewritten(dir)(entries);
    expect(manifest.map((e) => [e.url, e.revision])).toEqual([
      ["assets/page-Ab12.js", null],
      ["assets/main-Cd34.js", "r2"],
      ["assets/main-Ef56.css", null],
      ["index.html", "r4"],
      ["icons/icon-192.png", "r5"],
    ]);
  });
});

describe("preloadScreenInHtml", () => {
  const chunk = (fileName: string, imports: string[], facadeModuleId: string | null = null) => ({ type: "chunk", fileName, imports, facadeModuleId });
  const bundle = {
    "assets/main-1.js": chunk("assets/main-1.js", ["assets/react-2.js"], "/app/src/client/main.tsx"),
    "assets/react-2.js": chunk("assets/react-2.js", []),
    "assets/login-screen-3.js": chunk("assets/login-screen-3.js", ["assets/react-2.js", "assets/dist-4.js"], "/app/src/client/features/auth/screens/login-screen.tsx"),
    "assets/dist-4.js": chunk("assets/dist-4.js", ["assets/shared-5.js"]),
    "assets/shared-5.js": chunk("assets/shared-5.js", []),
    "assets/home-6.js": chunk("assets/home-6.js", ["assets/shared-5.js"], "/app/src/client/features/home/home-page.tsx"),
  };
  const run = (screen: RegExp, html: string) => {
    const hook = preloadScreenInHtml(screen).transformIndexHtml as { handler: (html: string, ctx: IndexHtmlTransformContext) => HtmlTagDescriptor[] };
    return hook.handler(html, { bundle, path: "/index.html", filename: "index.html" } as unknown as IndexHtmlTransformContext);
  };

  it("preloads the screen's chunk and everything it imports, leaving out what the page already preloads", () => {
    const html = '<link rel="modulepreload" crossorigin href="/assets/react-2.js"><script type="module" src="/assets/main-1.js"></script>';
    const tags = run(/\/features\/auth\/screens\/login-screen\.tsx$/, html);
    expect(tags.map((t) => t.attrs?.href)).toEqual(["/assets/login-screen-3.js", "/assets/dist-4.js", "/assets/shared-5.js"]);
    expect(tags.every((t) => t.tag === "link" && t.attrs?.rel === "modulepreload" && t.injectTo === "head")).toBe(true);
  });

  it("fails the build when the screen is not in the bundle (a moved file must not silently lose its preload)", () => {
    expect(() => run(/\/login-page\.tsx$/, "")).toThrow(/login-page/);
  });
});
