import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { startupClasses, stylesFor, withStartupStyles } from "./startup-screen-styles";

const page = (head: string) => `<!doctype html>
<html lang="it">
  <head>
    <title>Banco</title>
    ${head}
  </head>
  <body>
    <div id="root"><div class="flex min-h-dvh items-center"><span role="status" class="inline-flex text-sm flex"><span class="size-4 border-brand-600"></span>Caricamento…</span></div></div>
  </body>
</html>`;

describe("startup screen styles", () => {
  it("reads the classes of #root's start-up markup, each once", () => {
    expect(startupClasses(page(""))).toEqual(["flex", "min-h-dvh", "items-center", "inline-flex", "text-sm", "size-4", "border-brand-600"]);
  });

  it("refuses a page whose #root is empty: there would be nothing to paint", () => {
    expect(() => startupClasses('<html><body><div id="root"></div></body></html>')).toThrow(/contenuto di avvio/);
  });

  it("builds exactly those rules from the app's own stylesheet, its theme included, in Tailwind's layers", async () => {
    const entry = fileURLToPath(new URL("../src/client/styles.css", import.meta.url));
    const brand = /--color-brand-600:\s*([^;]+);/.exec(readFileSync(entry, "utf8"))![1]!;
    const css = await stylesFor(entry, ["size-4", "border-brand-600"]);
    expect(css).toContain(".size-4{");
    expect(css).toContain(`--color-brand-600:${brand}`);
    expect(css).toContain("@layer utilities{");
    expect(css).toMatch(/@layer base\{\*,:after,:before,::backdrop\{box-sizing:border-box/);
    // The page's own rules (body's colours and font) come with it: the spinner paints as it will stay.
    expect(css).toMatch(/body\{background-color:var\(--color-slate-50\)/);
    // Only what was asked: no other utility, and not the licence banner (it stays in the stylesheet).
    expect(css).not.toContain(".flex{");
    expect(css).not.toContain("/*!");
  });

  it("puts the rules in <head> and moves the stylesheet after #root, the scripts' links untouched", () => {
    const html = page('<script type="module" crossorigin src="/assets/index-A1.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/main-B2.js">\n    <link rel="stylesheet" crossorigin href="/assets/main-C3.css">');
    const out = withStartupStyles(html, ".flex{display:flex}");
    expect(out).toContain('<style>.flex{display:flex}</style></head>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/main-B2.js">');
    expect(out.indexOf('href="/assets/main-C3.css"')).toBeGreaterThan(out.indexOf('<div id="root">'));
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(1);
    expect(out).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/main-C3.css"><\/body>/);
  });

  it("refuses a page without its stylesheet (the build would have changed under it)", () => {
    expect(() => withStartupStyles(page(""), "")).toThrow(/foglio di stile/);
  });
});
