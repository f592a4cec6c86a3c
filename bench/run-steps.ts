// Steps of a bench run that are not load phases (bench/run.ts): the empty start's timing, the
// typical search answer the ceiling serves, the orders the open loop reads, the commit measured.
import { execFileSync } from "node:child_process";
import { renameSync, rmSync } from "node:fs";
import { join } from "node:path";
import type pg from "pg";
import type { BenchOptions } from "./options";
import type { OrderRef } from "./open-loop";
import { searchPath } from "./inputs";
import { startServer } from "./server";

/** The demo catalogue's size when the startup is timed (`npm start`'s default). */
export const STARTUP_DEMO_PRODUCTS = 20_000;

/**
 * The start of `npm start`'s server on the embedded PostgreSQL with an empty DATA_DIR (the start on
 * an existing one is the bench server's own, timed in main()). `handOverTo`: the bench's own
 * DATA_DIR, empty, of the same catalogue size (a quick run on a fresh checkout, as in CI): the timed
 * DATA_DIR becomes it, the demo data it holds being what the bench would seed first (9–10 s).
 */
export async function measureEmptyStart(o: BenchOptions, handOverTo: string | null): Promise<number> {
  const dir = join(o.dataRoot, "startup");
  rmSync(dir, { recursive: true, force: true });
  const started = performance.now();
  const env = { DATA_DIR: dir, LOG_LEVEL: o.logLevel, BACKGROUND_JOBS: "0", DEMO_PRODUCTS: String(STARTUP_DEMO_PRODUCTS) };
  const server = await startServer({ dist: o.dist, port: o.port, logFile: join(o.dataRoot, "startup.log"), env });
  const ms = Math.round(performance.now() - started);
  await server.stop();
  if (handOverTo) {
    rmSync(handOverTo, { recursive: true, force: true });
    renameSync(dir, handOverTo);
  } else rmSync(dir, { recursive: true, force: true });
  return ms;
}

export interface TypicalSearch {
  value: string;
  body: unknown;
  bytes: number;
  rows: number;
  /** Searches of the sample that found nothing. */
  empty: number;
}

/** A typical search answer: the median size among the non-empty answers of the mix. */
export async function typicalSearchAnswer(base: string, cookie: string, values: string[]): Promise<TypicalSearch> {
  const answers: { value: string; text: string; rows: number }[] = [];
  let empty = 0;
  for (const value of values) {
    const res = await fetch(`${base}${searchPath(value)}`, { headers: { cookie, accept: "application/json" } });
    if (!res.ok) throw new Error(`ricerca "${value}": ${res.status} ${await res.text()}`);
    const text = await res.text();
    const rows = (JSON.parse(text) as { data: unknown[] }).data.length;
    if (rows === 0) empty++;
    else answers.push({ value, text, rows });
  }
  if (answers.length === 0) throw new Error("nessuna ricerca ha trovato qualcosa: dati di benchmark vuoti?");
  answers.sort((a, b) => a.text.length - b.text.length);
  const mid = answers[Math.floor(answers.length / 2)]!;
  return { value: mid.value, body: JSON.parse(mid.text), bytes: Buffer.byteLength(mid.text), rows: mid.rows, empty };
}

/** Two recent orders of each bench user (the order details and PDFs of the open-loop mix), by session index. */
export async function benchOrders(db: pg.Client): Promise<OrderRef[]> {
  const res = await db.query<{ username: string; tipo_doc: string; numero_doc: number; anno: number }>(
    `select u.username, o.tipo_doc, o.numero_doc, o.anno from users u
     join lateral (select tipo_doc, numero_doc, anno from orders o where o.user_id = u.id order by o.id desc limit 2) o on true
     where u.username like 'bench.%' order by u.username`,
  );
  // The sessions were made in username order (resetBenchState): the same index names the cookie.
  const users = [...new Set(res.rows.map((r) => r.username))];
  return res.rows.map((r) => ({ cookie: users.indexOf(r.username), tipoDoc: r.tipo_doc, numeroDoc: r.numero_doc, anno: r.anno }));
}

/** The commit measured; "+changes" when the tree has uncommitted changes (the figures are not exactly that commit's). */
export function gitCommit(root: string): string | null {
  try {
    const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).trim();
    const dirty = execFileSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).trim() !== "";
    return dirty ? `${head}+changes` : head;
  } catch {
    return null;
  }
}
