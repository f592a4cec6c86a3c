// Two pieces of the client build that keep hashed file names honest for the service worker's cache
// (BENCHMARKS.md, session 32).
//
// Vite writes a chunk's preload lists (`__vite__mapDeps`) after the chunk got its hashed name, so a
// chunk whose list changes (another preload rule, another Vite) keeps its name with new content.
// Chunks without such a list are named by their content and can be precached under their own URL;
// the service worker then answers with the cached entry of that very URL. Under a revisioned key
// (`?__WB_REVISION__=…`) Chromium serialised every module's code cache again on each start of the
// app (14–49 ms of the main thread for /home); under the plain URL it no longer does (decision 0052).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { HtmlTagDescriptor, Plugin } from "vite";
import type { ManifestTransform } from "workbox-build";

/** A module whose content Vite rewrote after naming it (a preload list). */
const REWRITTEN_AFTER_NAMING = "__vite__mapDeps";

/**
 * Workbox manifest transform: hashed assets whose content is their name's go without a revision
 * (cached under their URL); any file Vite rewrote after naming keeps its content revision.
 * `outDir`: the client build directory (the service worker's glob directory).
 */
export function revisionOnlyRewritten(outDir: string): ManifestTransform {
  return async (entries) => {
    const manifest = entries.map((entry) => {
      if (!entry.url.startsWith("assets/")) return entry;
      if (entry.url.endsWith(".js") && readFileSync(join(outDir, entry.url), "utf8").includes(REWRITTEN_AFTER_NAMING)) return entry;
      return { ...entry, revision: null };
    });
    return { manifest, warnings: [] };
  };
}

/**
 * The login screen's module and its imports as `<link rel="modulepreload">` in index.html: a first
 * visit (always the login screen) fetches them with the entry instead of after it, and no chunk
 * carries a preload list for them (see above).
 * `screen`: the login screen's source module.
 */
export function preloadScreenInHtml(screen: RegExp): Plugin {
  return {
    name: "banco:preload-screen-in-html",
    transformIndexHtml: {
      order: "post",
      handler(html, ctx): HtmlTagDescriptor[] {
        const bundle = ctx.bundle;
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === "chunk");
        const entry = chunks.find((c) => c.facadeModuleId && screen.test(c.facadeModuleId));
        if (!entry) throw new Error(`preloadScreenInHtml: nessun chunk per ${screen}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          const chunk = bundle[fileName];
          for (const dep of chunk?.type === "chunk" ? chunk.imports : []) visit(dep);
        };
        visit(entry.fileName);
        // (Files index.html already preloads, the entry's imports, are left as they are.)
        return [...files]
          .filter((f) => !html.includes(`/${f}"`))
          .map((f) => ({ tag: "link", attrs: { rel: "modulepreload", crossorigin: true, href: `/${f}` }, injectTo: "head" }));
      },
    },
  };
}
