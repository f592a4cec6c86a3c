// The real server, as deployed: the production build started as a child process.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";

export interface RunningServer {
  base: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * Whether the build in `dist` is there and no older than the checkout's last commit. The bench
 * built `dist` only when it was missing: session 45's full run measured a build a day old (its
 * report named the commit of the tree, not of the build). Unknown (no git): taken as current.
 */
export function buildIsCurrent(dist: string, root: string): boolean {
  const page = join(dist, "client/index.html");
  if (!existsSync(join(dist, "server/main.js")) || !existsSync(page)) return false;
  try {
    const committedMs = Number(execFileSync("git", ["log", "-1", "--format=%ct"], { cwd: root, encoding: "utf8" }).trim()) * 1000;
    return !(committedMs > statSync(page).mtimeMs);
  } catch {
    return true;
  }
}

export interface StartOptions {
  dist: string;
  port: number;
  env: Record<string, string | undefined>;
  logFile: string;
  /** Extra node flags (e.g. --cpu-prof). */
  nodeFlags?: string[];
}

/** Fails when something else already listens on the port: the benchmark must measure its own server. */
async function assertPortFree(port: number): Promise<void> {
  const { createServer } = await import("node:net");
  await new Promise<void>((resolve, reject) => {
    const probe = createServer();
    probe.once("error", () => reject(new Error(`la porta ${port} è già in uso: chiudi l'altro processo o imposta BENCH_PORT`)));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve()));
  });
}

export async function startServer(opts: StartOptions): Promise<RunningServer> {
  await assertPortFree(opts.port);
  const main = `${opts.dist}/server/main.js`;
  if (!existsSync(main)) throw new Error(`${main} non trovato: esegui prima la build (BANCO_DIST=${opts.dist} npm run build)`);
  mkdirSync(dirname(opts.logFile), { recursive: true });
  const log = createWriteStream(opts.logFile, { flags: "a" });
  // Only what the deployment would set: the benchmark's own variables do not leak in.
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !k.startsWith("BENCH_") && k !== "DATABASE_URL" && k !== "NODE_OPTIONS") env[k] = v;
  for (const [k, v] of Object.entries(opts.env)) if (v !== undefined) env[k] = v;
  const child: ChildProcess = spawn(process.execPath, [...(opts.nodeFlags ?? []), main], {
    env: { ...env, PORT: String(opts.port), HOST: "127.0.0.1", NODE_ENV: "production" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.pipe(log, { end: false });
  child.stderr?.pipe(log, { end: false });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // A benchmark that dies (an uncaught error) takes its server with it: a server left behind would
  // hold the port and the embedded DATA_DIR for the next run.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  const base = `http://127.0.0.1:${opts.port}`;

  const deadline = Date.now() + 180_000;
  for (;;) {
    const early = await Promise.race([exited.then((c) => ({ c })), new Promise<null>((r) => setTimeout(() => r(null), 50))]);
    if (early) throw new Error(`il server è uscito (codice ${early.c}) prima di rispondere: vedi ${opts.logFile}`);
    try {
      const res = await fetch(`${base}/healthz`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`il server non risponde su ${base}: vedi ${opts.logFile}`);
    }
  }
  return {
    base,
    pid: child.pid!,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
      process.off("exit", killOnExit);
      log.end();
    },
  };
}

/** Logs in through the API, as the login form does; answers the Cookie header value. */
export async function login(base: string, username: string, password: string): Promise<string> {
  const res = await fetch(`${base}/v100/auth`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "same-origin" },
    body: new URLSearchParams({ username, password }).toString(),
  });
  if (!res.ok) throw new Error(`accesso di ${username} fallito: ${res.status} ${await res.text()}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .find((c) => c.includes("banco_sid="));
  if (!cookie) throw new Error(`accesso di ${username}: nessun cookie di sessione`);
  return cookie;
}
