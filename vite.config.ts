import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";
import { fileURLToPath } from "node:url";
import { preloadScreenInHtml, revisionOnlyRewritten } from "./scripts/vite-build-plugins";
import { traceSyncUpdates } from "./scripts/vite-trace-sync-updates";

// react-router's package sends every bundler to its development build; the production build differs
// only in leaving out the development warnings (ENABLE_DEV_WARNINGS). A production bundle takes it.
const reactRouterProduction = (path: string) => fileURLToPath(new URL(`node_modules/react-router/dist/production/${path}`, import.meta.url));

export default defineConfig(({ mode }) => ({
  resolve: {
    alias:
      mode === "production"
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ]
        : [],
  },
  plugins: [
    // A diagnostic build only (decision 0056): React marks each synchronous update it is asked for.
    ...(process.env.BANCO_TRACE_SYNC_UPDATES === "1" ? [traceSyncUpdates()] : []),
    react(),
    tailwindcss(),
    preloadScreenInHtml(/\/features\/auth\/screens\/login-screen\.tsx$/),
    VitePWA({
      strategies: "injectManifest",
      srcDir: "sw",
      filename: "sw.ts",
      registerType: "prompt",
      injectRegister: false,
      injectManifest: {
        // wasm: the barcode reader's WebAssembly (zxing-wasm, about 950 KB), so the camera scan
        // works offline and nothing is fetched from a CDN (decision 0031).
        globPatterns: ["**/*.{js,css,html,svg,png,ico,webmanifest,woff2,wasm}"],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
        rollupFormat: "es",
        // Hashed assets are cached under their own URL, where Chromium keeps their compiled code;
        // a file Vite rewrote after naming it keeps a content revision (scripts/vite-build-plugins.ts).
        dontCacheBustURLsMatching: /(?!)/,
        manifestTransforms: [revisionOnlyRewritten(`${process.env.BANCO_DIST ?? "dist"}/client`)],
      },
      manifest: {
        name: "Banco · Ricambi auto per officine",
        short_name: "Banco",
        description: "Ordini di ricambi auto: ricerca codici, prezzi netti, disponibilità, ordini e documenti.",
        lang: "it",
        start_url: "/home",
        scope: "/",
        display: "standalone",
        theme_color: "#0f2347",
        background_color: "#0f2347",
        id: "/",
        orientation: "any",
        categories: ["business", "productivity", "shopping"],
        // PNGs rendered from favicon.svg by scripts/make-icons.mjs (maskable: mark inside the safe zone).
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
          { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
          { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
          { src: "/favicon.svg", sizes: "any", type: "image/svg+xml", purpose: "any" },
        ],
      },
      devOptions: { enabled: false },
    }),
  ],
  build: {
    // BANCO_DIST lets several builds (e.g. parallel e2e runs) live side by side.
    outDir: `${process.env.BANCO_DIST ?? "dist"}/client`,
    emptyOutDir: true,
    sourcemap: process.env.BANCO_SOURCEMAP === "1",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Shared code under 16 KB (before minification) is copied into the chunks that read it
          // instead of getting a file of its own: a returning user's /home needs 27 files instead of
          // 91 (icons of 150 bytes had one each), all answered by the service worker on a cold start.
          // Rolldown keeps one module state across the copies (a registry in its runtime, with
          // strictExecutionOrder); style modules stay files, as Vite's own builds exclude them.
          // Measured in BENCHMARKS.md, session 17 (decision 0048).
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: /\.css(\?|$)/ },
        },
      },
    },
    // The page preloads the entry's imports and the login screen's (index.html: the first view of a
    // visitor, over the network), not those of every other lazy chunk: inserting a
    // <link rel="modulepreload"> per dependency (dozens for /home) was a long task at start, and
    // for a returning user the chunks come from the service worker's cache anyway. No chunk carries
    // a preload list of scripts (scripts/vite-build-plugins.ts says why); a lazy chunk's own CSS
    // (none today: one stylesheet) would still be loaded this way, so it is always kept.
    modulePreload: {
      resolveDependencies: (_filename, deps, { hostType }) => (hostType === "html" ? deps : deps.filter((d) => d.endsWith(".css"))),
    },
  },
  server: {
    proxy: { "/v100": "http://localhost:8080" },
  },
}));
