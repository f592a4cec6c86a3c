// The built-in simulators of the two stores (used when KSTORE_URL / GS_URL are not set): small
// server-rendered pages, no script. The catalogue store searches a vehicle or part, lets the user
// pick parts and quantities, and hands them back to the return URL it was given, as the real store
// does (punch-out: GET {returnUrl}?sessionKey=…&item=CODE:QTY…).
const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");

function page(title: string, body: string): string {
  return `<!doctype html><html lang="it"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}header{background:#7c2d12;color:#fff;padding:12px 16px}main{padding:16px;max-width:900px;margin:auto}
table{border-collapse:collapse;width:100%;background:#fff}td,th{border-bottom:1px solid #e2e8f0;padding:6px;text-align:left}input[type=number]{width:5em}button{background:#7c2d12;color:#fff;border:0;border-radius:6px;padding:8px 14px;font-size:1rem}
input[type=search]{padding:8px;font-size:1rem;width:60%}.note{color:#475569;font-size:.9rem}</style></head><body>${body}</body></html>`;
}

export function kstoreSimulatorPage(input: { sessionKey: string; returnUrl: string; q: string; results: { precodice: string; codice: string; description: string; brand: string }[] }): string {
  const hidden = `<input type="hidden" name="sessionKey" value="${esc(input.sessionKey)}"><input type="hidden" name="returnUrl" value="${esc(input.returnUrl)}">`;
  const rows = input.results
    .map(
      (r, i) => `<tr><td><input type="checkbox" id="p${i}" name="item" value="${esc(r.codice)}"></td><td><label for="p${i}">${esc(r.brand)} ${esc(r.codice)}</label></td><td>${esc(r.description)}</td>
<td><label class="note" for="q${i}">Q.tà</label> <input type="number" id="q${i}" name="qty_${esc(r.codice)}" value="1" min="1" max="999"></td></tr>`,
    )
    .join("");
  const list = input.q
    ? input.results.length
      ? `<form method="get" action="/v100/kromeda/simulator/handBack">${hidden}<table><thead><tr><th>Scegli</th><th>Codice</th><th>Descrizione</th><th>Quantità</th></tr></thead><tbody>${rows}</tbody></table>
<p><button type="submit">Trasferisci al portale B2B</button></p></form>`
      : `<p>Nessun ricambio trovato per «${esc(input.q)}».</p>`
    : `<p class="note">Cerca un veicolo (es. PANDA, GOLF, PUNTO) o un ricambio (es. FILTRO OLIO).</p>`;
  return page(
    "KStore – catalogo ricambi (simulatore)",
    `<header><strong>KStore</strong> · catalogo ricambi <span class="note" style="color:#fed7aa">(simulatore Banco)</span></header><main>
<form method="get" action="/v100/kromeda/simulator" role="search">${hidden}<label for="q">Veicolo o ricambio</label><br><input type="search" id="q" name="q" value="${esc(input.q)}"> <button type="submit">Cerca</button></form>
${list}</main>`,
  );
}

export function gsSimulatorPage(customer: string): string {
  const tyres = [
    ["205/55 R16 91V", "Michelin Primacy 4", "89,90"],
    ["195/65 R15 91H", "Pirelli Cinturato P1", "64,50"],
    ["225/45 R17 94W", "Bridgestone Turanza 6", "112,00"],
  ];
  return page(
    "Gomma Service (simulatore)",
    `<header><strong>Gomma Service</strong> · store pneumatici <span class="note" style="color:#fed7aa">(simulatore Banco)</span></header><main>
<p>Cliente ${esc(customer)}: listino pneumatici riservato.</p><table><thead><tr><th>Misura</th><th>Modello</th><th>Prezzo (€)</th></tr></thead><tbody>
${tyres.map((t) => `<tr><td>${esc(t[0]!)}</td><td>${esc(t[1]!)}</td><td>${esc(t[2]!)}</td></tr>`).join("")}</tbody></table></main>`,
  );
}
