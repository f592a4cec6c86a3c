// Whole Banco servers as child processes (the way they are deployed: main.ts, one process each),
// for the tests that kill them, start two of them, or refuse to start.
import { spawn, type ChildProcess } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { isStockLimited } from "../../../src/shared/rules/availability";
import { validateQuantity } from "../../../src/shared/rules/quantity-rule";

const root = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServerProcess {
  base: string;
  pid: number;
  child: ChildProcess;
  output(): string;
  /** SIGTERM and the exit code. */
  stop(): Promise<number | null>;
  /** SIGKILL: no clean-up of any kind. */
  kill9(): Promise<void>;
}

export interface ServerEnv {
  DATA_DIR?: string;
  DATABASE_URL?: string;
  [key: string]: string | undefined;
}

function spawnServer(env: ServerEnv, wrapper: string[] = []): ChildProcess {
  const node = [process.execPath, "--import", "tsx", "src/server/main.ts"];
  const [cmd, ...args] = wrapper.length ? [...wrapper, ...node] : node;
  const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => k !== "DATABASE_URL" && k !== "DATA_DIR" && !k.startsWith("VITEST")));
  return spawn(cmd!, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...clean, PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "warn", DEMO_PRODUCTS: "300", BACKGROUND_JOBS: "0", ...env } as NodeJS.ProcessEnv,
  });
}

/** Starts a server and waits until it answers; fails with its output when it exits first. */
export async function startServer(env: ServerEnv): Promise<ServerProcess> {
  const child = spawnServer(env);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /Banco è pronto: http:\/\/localhost:(\d+)/.exec(out);
      if (m) {
        clearInterval(timer);
        resolve(`http://127.0.0.1:${m[1]}`);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`il server è uscito (${code}) prima di essere pronto:\n${out}`));
    });
  });
  return {
    base,
    pid: child.pid!,
    child,
    output: () => out,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
    async kill9() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Runs a server that is expected to refuse to start: its exit code and everything it printed. */
export function runToExit(env: ServerEnv, wrapper: string[] = []): Promise<{ code: number | null; output: string }> {
  const child = spawnServer(env, wrapper);
  let out = "";
  child.stdout!.on("data", (d: Buffer) => (out += d.toString()));
  child.stderr!.on("data", (d: Buffer) => (out += d.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 120_000);
  return new Promise((resolve) =>
    child.once("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output: out });
    }),
  );
}

export async function loginHttp(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/v100/auth`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ username, password }) });
  if (res.status !== 200) throw new Error(`login ${username}: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

export async function api<T = unknown>(base: string, cookie: string, method: string, path: string, body?: { json?: unknown; form?: Record<string, string> }, headers: Record<string, string> = {}): Promise<{ status: number; data: T; error: string | null }> {
  const h: Record<string, string> = { cookie, ...headers };
  let payload: string | undefined;
  if (body?.json !== undefined) {
    h["content-type"] = "application/json";
    payload = JSON.stringify(body.json);
  } else if (body?.form) {
    h["content-type"] = "application/x-www-form-urlencoded";
    payload = new URLSearchParams(body.form).toString();
  }
  const res = await fetch(`${base}${path}`, { method, headers: h, body: payload });
  const json = (await res.json()) as { data: T; error: string | null };
  return { status: res.status, data: json.data, error: json.error };
}

/** A few orderable products in stock, plain (no VIN, no deposit, any quantity), as the benchmark picks them. */
export async function orderableProducts(url: string, n: number): Promise<{ precodice: string; codice: string }[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const res = await c.query<{ precodice: string; codice: string }>(
      `select p.precodice, p.codice from products p
       where p.orderable and not p.requires_vin and p.s_scope is null and p.deposit_cents = 0
       order by (select coalesce(sum(s.qty), 0) from stock s where s.product_id = p.id) desc, p.id limit 200`,
    );
    return res.rows.filter((p) => !isStockLimited(p.precodice) && validateQuantity(p.precodice, p.codice, 1).ok).slice(0, n);
  } finally {
    await c.end();
  }
}

export async function query<T extends pg.QueryResultRow>(url: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(sql, values)).rows;
  } finally {
    await c.end();
  }
}

/** A fresh database on the server of TEST_DATABASE_URL (the external-PostgreSQL variant of a test). */
export async function externalDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL!;
  await query(base, `drop database if exists ${name} with (force)`);
  await query(base, `create database ${name}`);
  const u = new URL(base);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: async () => void (await query(base, `drop database if exists ${name} with (force)`)) };
}
