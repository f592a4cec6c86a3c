// `npm run bench:kinds [-- --size=1000000]`: where the search's database CPU goes, kind by kind
// (issue 22 item 1). On the bench data of that size (made by `npm run bench` first, reused), ONE
// connection runs the search statement exactly as the server does (named, generic plan, the
// values the server gives it) for the load's mix of inputs, kind after kind, three rounds, and reads
// that backend's own CPU from /proc before and after each kind: CPU time, not wall time, so it holds
// on a loaded machine. Also `select 1` on the same connection, the database's part of the floor.
// Embedded PostgreSQL only (the backend's /proc must be on this machine). Prints the table; nothing
// is asserted and nothing is written.
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fillPlaceholders } from "drizzle-orm";
import { benchTarget, embeddedDataMissing, openBenchDatabase } from "./data";
import { BENCH_FIRST_CUSTOMER } from "./data-customers";
import { searchSamples } from "./bench-state";
import { searchMix, type SearchInput } from "./inputs";
import { prefixRange, searchStatement } from "../src/server/modules/catalogue/search-repo";
import { normalizeCode } from "../src/shared/rules/normalize-code";
import { SEARCH_MIN_CHARS } from "../src/shared/rules/limits";
import { SEARCH_RESULT_LIMIT } from "../src/shared/contract/search";

const size = Number(process.argv.find((a) => a.startsWith("--size="))?.slice(7) ?? 1_000_000);
const ROUNDS = 3;
const KINDS: SearchInput["kind"][] = ["code", "crossRef", "ean", "prefix", "miss"];
const target = benchTarget(size, undefined, join(resolve(import.meta.dirname, ".."), "bench/.data"));
if (embeddedDataMissing(target)) {
  console.error(`Nessun dato di benchmark per ${size} prodotti: esegui prima \`npm run bench\` (o --quick per 20000).`);
  process.exit(2);
}

const database = await openBenchDatabase(target);
// The search pool, as the server runs the search (generic plans, db/connection.ts).
const client = await database.searchPool.connect();
try {
  const pid = (await client.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
  /** The backend's user + system CPU so far, ms (clock ticks of 10 ms). */
  const cpuMs = () => {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  };
  const mix = searchMix(await searchSamples(database, 400), 3000);
  /** The search as catalogue/repo.ts runs it for a customer's search. */
  const run = async (value: string) => {
    const norm = normalizeCode(value);
    const statement = searchStatement(norm.length >= SEARCH_MIN_CHARS);
    const { lo, hi } = prefixRange(norm);
    const values = { norm, lo, hi, branch: SEARCH_RESULT_LIMIT + 10, limit: SEARCH_RESULT_LIMIT, customerId: BENCH_FIRST_CUSTOMER };
    const res = await client.query({ name: statement.name, text: statement.text, values: fillPlaceholders(statement.params, values) });
    return res.rowCount ?? 0;
  };
  for (const m of mix.slice(0, 600)) await run(m.value);
  const by = new Map<string, { ms: number; n: number; rows: number }>();
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of KINDS) {
      const inputs = mix.filter((m) => m.kind === kind);
      const before = cpuMs();
      let rows = 0;
      for (const m of inputs) rows += await run(m.value);
      const e = by.get(kind) ?? { ms: 0, n: 0, rows: 0 };
      by.set(kind, { ms: e.ms + cpuMs() - before, n: e.n + inputs.length, rows: e.rows + rows });
    }
  }
  const before = cpuMs();
  const ones = 3000;
  for (let i = 0; i < ones; i++) await client.query({ name: "bench_select_1", text: "select 1" });
  const selectOne = (cpuMs() - before) / ones;
  const total = [...by.values()].reduce((s, e) => s + e.ms, 0);
  const count = [...by.values()].reduce((s, e) => s + e.n, 0);
  console.log(`Search statement, backend CPU per execution, ${size} products, ${count} executions (${ROUNDS} rounds of the mix):`);
  console.log("| kind | share of the mix | rows per answer | CPU ms | share of the mix's CPU |");
  console.log("|---|---:|---:|---:|---:|");
  for (const [kind, e] of by) {
    console.log(`| ${kind} | ${((100 * e.n) / count).toFixed(1)} % | ${(e.rows / e.n).toFixed(1)} | ${(e.ms / e.n).toFixed(3)} | ${((100 * e.ms) / total).toFixed(1)} % |`);
  }
  console.log(`| the mix | 100 % | | ${(total / count).toFixed(3)} | 100 % |`);
  console.log(`| select 1 (the floor's statement) | | | ${selectOne.toFixed(3)} | |`);
} finally {
  client.release();
  await database.close();
}
