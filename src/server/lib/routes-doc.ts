// docs/routes.md: every route of the API with the rule that guards it, generated from the rules
// the routes declare (npm run docs:routes); tests/api/routes-doc.test.ts keeps it current. The
// same route table feeds /v100/openapi.json (plugins/openapi.ts) and the route walks in tests/api.
import { describeRule } from "./access-rule";
import type { RegisteredRoute, SchemaPart } from "../plugins/access-control";

const PART_NAMES: Record<SchemaPart, string> = { params: "percorso", querystring: "query", body: "corpo", response: "risposta" };

const METHOD_ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];

export function sortRoutes(routes: RegisteredRoute[]): RegisteredRoute[] {
  return [...routes].sort((a, b) => a.url.localeCompare(b.url, "en") || METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method));
}

export function renderRoutesDoc(routes: RegisteredRoute[]): string {
  const lines = [
    "# Rotte dell'API e regole di accesso",
    "",
    "Generato da `npm run docs:routes` (scripts/gen-routes-doc.ts) a partire dalla regola che ogni rotta",
    "dichiara (`config.access`, src/server/lib/access-rule.ts). Non modificare a mano: il test",
    "tests/api/routes-doc.test.ts fallisce se questo file non corrisponde alle rotte registrate.",
    "",
    "Legenda: i ruoli senza altra indicazione sono quelli dell'utente effettivo (l'utente impersonificato",
    "durante l'impersonificazione); \"utente reale\" è chi ha fatto l'accesso; \"cliente effettivo\" richiede un",
    "utente cliente o uno staff che opera per un cliente. Senza sessione ogni rotta non pubblica risponde 401,",
    "un ruolo o un flag non ammesso 403; gli oggetti di un altro cliente 404. Ogni rotta è verificata da",
    "tests/api/authorization.test.ts per anonimo, utente di un altro cliente, utente, agente, amministratore",
    "e agente in impersonificazione.",
    "",
    "Lo stesso elenco, con gli schemi di richiesta e di risposta, è il documento OpenAPI 3.1 servito da",
    "`GET /v100/openapi.json` (Swagger UI per ADMIN su `/v100/docs`); la colonna \"Schemi\" dice quali parti",
    "la rotta dichiara (docs/decisions/0034-typed-routes-openapi.md).",
    "",
    "| Metodo | Percorso | Chi può chiamarla | Schemi |",
    "|---|---|---|---|",
  ];
  for (const r of sortRoutes(routes)) {
    const note = r.stateChanging ? " · GET che modifica lo stato (controllo origine)" : "";
    const schemas = r.schemas.map((p) => PART_NAMES[p]).join(", ") || "—";
    lines.push(`| ${r.method} | \`${r.url}\` | ${describeRule(r.access)}${note} | ${schemas} |`);
  }
  lines.push("", `${routes.length} rotte.`, "");
  return lines.join("\n");
}
