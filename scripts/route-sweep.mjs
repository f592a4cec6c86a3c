// Developer tool: times every GET route of the OpenAPI document (those without path parameters; never
// one marked x-state-changing) for a few users, slowest first, with the answer's size: a route that
// grows with the data (a list that is not paged, a query that reads a whole table) shows at the top
// on a large database.
//   npx node scripts/route-sweep.mjs [--base http://127.0.0.1:8690] [--top 40]
//     [--users admin:Ricambi2026!,agente.verdi:Ricambi2026!,bench.01:Banco-Bench-2026!]
// Required query parameters get a plausible value (a code, a date, the lowest number); answers of 4xx
// are left out. Each route is asked three times per user and the median is shown. Session 26 ran it
// on the bench's 1,000,000-product data (server started on bench/.data/embedded-1000000).
const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? def : args[i + 1];
};
const base = opt("base", "http://127.0.0.1:8690");
const top = Number(opt("top", "40"));
const users = opt("users", "admin:Ricambi2026!,agente.verdi:Ricambi2026!,bench.01:Banco-Bench-2026!")
  .split(",")
  .map((pair) => pair.split(":"));
/** Routes not worth timing: the bench's own, the documentation, the logout. */
const SKIPPED = /\/bench\/|openapi|\/docs|logout/;

async function login(username, password) {
  const res = await fetch(`${base}/v100/auth`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ username, password }) });
  if (!res.ok) throw new Error(`${username}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

function sample(param) {
  const s = param.schema ?? {};
  if (s.enum) return String(s.enum[0]);
  if (s.type === "integer" || s.type === "number") return String(s.minimum ?? 1);
  if (s.type === "boolean") return "false";
  if (/date|from|to/i.test(param.name)) return /to|end|al$/i.test(param.name) ? "2026-11-27" : "2024-01-01";
  return "OC90";
}

const cookies = new Map();
for (const [username, password] of users) cookies.set(username, await login(username, password));
const spec = await (await fetch(`${base}/v100/openapi.json`, { headers: { cookie: cookies.values().next().value } })).json();
const rows = [];
for (const [path, ops] of Object.entries(spec.paths)) {
  const op = ops.get;
  // A GET that changes state (closeCart empties the cart) is never asked.
  if (!op || path.includes("{") || SKIPPED.test(path) || op["x-state-changing"]) continue;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) if (p.in === "query" && p.required) query.set(p.name, sample(p));
  const url = `${path}${query.size ? `?${query}` : ""}`;
  for (const [username, cookie] of cookies) {
    const times = [];
    let status = 0;
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${url}`, { headers: { cookie } });
      bytes = (await res.arrayBuffer()).byteLength;
      times.push(performance.now() - started);
      status = res.status;
    }
    times.sort((a, b) => a - b);
    if (status < 400) rows.push({ ms: times[1], username, status, bytes, url });
  }
}
rows.sort((a, b) => b.ms - a.ms);
console.log("median ms  status    bytes  user           route");
for (const r of rows.slice(0, top)) console.log(`${r.ms.toFixed(1).padStart(9)}  ${r.status}  ${String(r.bytes).padStart(9)}  ${r.username.padEnd(13)}  ${r.url}`);
