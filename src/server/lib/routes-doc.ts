// docs/routes.md: every route of the API with the rule that guards it, generated from the rules
// the routes declare (npm run docs:routes); tests/api/routes-doc.test.ts keeps it current.
import { describeRule } from "./access-rule";
import type { RegisteredRoute } from "../plugins/access-control";

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
    "| Metodo | Percorso | Chi può chiamarla |",
    "|---|---|---|",
  ];
  for (const r of sortRoutes(routes)) {
    const note = r.stateChanging ? " · GET che modifica lo stato (controllo origine)" : "";
    lines.push(`| ${r.method} | \`${r.url}\` | ${describeRule(r.access)}${note} |`);
  }
  lines.push("", `${routes.length} rotte.`, "");
  return lines.join("\n");
}
