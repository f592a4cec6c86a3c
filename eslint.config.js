// Lint enforces the import rules of DESIGN.md: shared imports nothing of ours; client and server
// never import each other; a client feature uses another feature only through its api/ folder and
// never imports app/; components, lib, ui and offline import no feature; a server module uses
// another only through its service.ts; only repo.ts files import db/schema; server lib/ and
// plugins/ import no module (docs/decisions/0003-feature-boundaries.md); no import cycles.
// src/lint-boundaries.test.ts proves each rule fires.
import js from "@eslint/js";
import tseslint from "typescript-eslint";
import importX from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import { readdirSync, existsSync } from "node:fs";

const featuresDir = "src/client/features";
const features = existsSync(featuresDir) ? readdirSync(featuresDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];

const featureZones = features.map((f) => ({
  target: `./${featuresDir}/${f}`,
  from: `./${featuresDir}`,
  except: [`./${f}`, ...features.filter((o) => o !== f).map((o) => `./${o}/api`)],
  message: "Una feature usa un'altra feature solo tramite la sua cartella api/ (componi in app/).",
}));

const modulesDir = "src/server/modules";
const modules = existsSync(modulesDir) ? readdirSync(modulesDir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name) : [];
// A server module uses another only through its service.ts (and the types of its contract).
const moduleZones = modules.map((mod) => ({
  target: `./${modulesDir}/${mod}`,
  from: `./${modulesDir}`,
  except: [`./${mod}`, ...modules.filter((o) => o !== mod).map((o) => `./${o}/service.ts`)],
  message: "Un modulo del server usa un altro modulo solo tramite il suo service.ts.",
}));

// date-fns' root is a barrel of about 250 modules: Node's loader resolves every one of them at
// start (2.2-2.5 s on the two-core machine, for the server, each API test file and every script).
// Each function is imported from its own path ("date-fns/addDays"), as date-fns documents.
const barrelImports = { paths: [{ name: "date-fns", message: "Importa ogni funzione dal suo percorso (\"date-fns/addDays\"): la radice carica circa 250 moduli." }] };

export default tseslint.config(
  { ignores: ["dist", "node_modules", "test-results", "playwright-report*", "reports", "data", "bench/results", "bench/.data", "src/server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,mjs,js}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser }, ecmaVersion: 2023, sourceType: "module" },
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/no-explicit-any": "error",
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "import-x/no-cycle": ["error", { maxDepth: 10, ignoreExternal: true }],
      "no-restricted-imports": ["error", barrelImports],
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            { target: "./src/shared", from: "./src/client", message: "src/shared non importa nulla del client." },
            { target: "./src/shared", from: "./src/server", message: "src/shared non importa nulla del server." },
            { target: "./src/client", from: "./src/server", message: "Il client non importa il server." },
            { target: "./src/server", from: "./src/client", message: "Il server non importa il client." },
            { target: "./sw", from: "./src/server", message: "Il service worker non importa il server." },
            ...featureZones,
            { target: `./${featuresDir}`, from: "./src/client/app", message: "Le feature non importano app/: è app/ che compone le feature." },
            ...["components", "lib", "ui", "offline"].map((dir) => ({
              target: `./src/client/${dir}`,
              from: `./${featuresDir}`,
              message: `src/client/${dir} non importa le feature: sono le feature a usare ${dir}/.`,
            })),
            { target: "./src/server/lib", from: "./src/server/modules", message: "src/server/lib non importa i moduli." },
            { target: "./src/server/plugins", from: "./src/server/modules", message: "src/server/plugins non importa i moduli." },
            ...moduleZones,
            {
              target: `./${modulesDir}/**/!(*repo).ts`,
              from: "./src/server/db/schema",
              message: "Solo i file *repo.ts dei moduli leggono e scrivono le tabelle (db/schema).",
            },
          ],
        },
      ],
    },
    settings: { "import-x/resolver-next": [importX.createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs", ".json"] })] },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      "no-restricted-imports": ["error", { ...barrelImports, patterns: [{ group: ["node:*"], message: "src/shared gira anche nel browser: niente moduli node." }] }],
    },
  },
);
