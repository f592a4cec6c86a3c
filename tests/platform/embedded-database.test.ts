// The embedded PostgreSQL as `npm start` runs it: durable settings, private (no TCP, password,
// a socket other OS users cannot reach), a clean stop, recovery from a crash, and the refusals of a
// data folder it cannot use (clear Italian message, exit code not 0, nothing half-written).
import { execFileSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createConnection } from "node:net";
import { getPriority, tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedConnectionString } from "../../src/server/db/embedded-postgres";
import { BACKGROUND_APPLICATION_NAME, BACKGROUND_NICE } from "../../src/server/db/connection";
import { loginHttp, query, runToExit, startServer, type ServerProcess } from "./helpers/server-process";

const root = mkdtempSync(join(tmpdir(), "banco-embedded-"));
// As root, PostgreSQL runs as the OS user postgres, which must cross the folders above DATA_DIR.
chmodSync(root, 0o711);
const dataDir = join(root, "data");
let server: ServerProcess;

function postmasterPid(dir = dataDir): number {
  return Number(readFileSync(join(dir, "postgres", "postmaster.pid"), "utf8").split("\n")[0]);
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** TCP sockets in LISTEN state held by a process (from /proc). */
function tcpListeners(pid: number): number {
  const inodes = new Set(
    readdirSync(`/proc/${pid}/fd`)
      .map((fd) => {
        try {
          return /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`))?.[1];
        } catch {
          return undefined;
        }
      })
      .filter(Boolean),
  );
  let n = 0;
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const f = line.trim().split(/\s+/);
      if (f[3] === "0A" && inodes.has(f[9])) n++;
    }
  }
  return n;
}

beforeAll(async () => {
  server = await startServer({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await server?.stop();
  rmSync(root, { recursive: true, force: true });
});

describe("the embedded PostgreSQL", () => {
  it("is durable: fsync and full_page_writes on", async () => {
    const url = embeddedConnectionString(dataDir);
    const [fsync] = await query<{ fsync: string }>(url, "show fsync");
    const [fpw] = await query<{ full_page_writes: string }>(url, "show full_page_writes");
    const [sync] = await query<{ synchronous_commit: string }>(url, "show synchronous_commit");
    expect([fsync!.fsync, fpw!.full_page_writes, sync!.synchronous_commit]).toEqual(["on", "on", "on"]);
  });

  it("listens on no TCP port: only a Unix socket in a 0700 folder; the password file is 0600", async () => {
    const [listen] = await query<{ listen_addresses: string }>(embeddedConnectionString(dataDir), "show listen_addresses");
    expect(listen!.listen_addresses).toBe("");
    expect(tcpListeners(postmasterPid())).toBe(0);
    expect(statSync(join(dataDir, "run")).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "postgres-password")).mode & 0o777).toBe(0o600);
    const password = readFileSync(join(dataDir, "postgres-password"), "utf8").trim();
    const tcp = new pg.Client({ host: "127.0.0.1", port: 5432, user: "banco", password, database: "banco", connectionTimeoutMillis: 3000 });
    await expect(tcp.connect()).rejects.toThrow();
  });

  it("refuses a connection without the right password", async () => {
    const socket = join(dataDir, "run");
    const wrong = new pg.Client({ host: socket, user: "banco", password: "not-the-password", database: "banco" });
    await expect(wrong.connect()).rejects.toThrow(/password authentication failed/);
    const none = new pg.Client({ host: socket, user: "banco", password: "", database: "banco" });
    await expect(none.connect()).rejects.toThrow();
    const superuser = new pg.Client({ host: socket, user: "postgres", password: "", database: "postgres" });
    await expect(superuser.connect()).rejects.toThrow();
  });

  it.runIf(userInfo().uid === 0)("cannot be reached by another local OS user, even one knowing the password", () => {
    const socket = join(dataDir, "run", ".s.PGSQL.5432");
    const nobody = Number(execFileSync("id", ["-u", "nobody"], { encoding: "utf8" }).trim());
    const probe = `require("node:net").createConnection(${JSON.stringify(socket)}).on("connect",()=>{console.log("connected");process.exit(0)}).on("error",(e)=>{console.log(e.code);process.exit(0)})`;
    const out = execFileSync(process.execPath, ["-e", probe], { uid: nobody, gid: nobody, encoding: "utf8" }).trim();
    expect(out).toBe("EACCES");
    // The same probe as the server's own user connects: the refusal above is the folder's doing.
    const own = createConnection(socket);
    return new Promise<void>((resolve, reject) => own.on("connect", () => (own.destroy(), resolve())).on("error", reject));
  });

  it("runs a report's reads on backends at a lower CPU priority, and the counter's at the cluster's own", async () => {
    const cookie = await loginHttp(server.base, "admin", "Ricambi2026!");
    const url = embeddedConnectionString(dataDir);
    // The search report as the admin downloads it: a COPY on the background pool.
    const report = await fetch(`${server.base}/v100/search/searchReport?startDate=2026-01-01&endDate=2026-12-31`, { headers: { cookie } });
    expect(report.status).toBe(200);
    expect(report.headers.get("content-type")).toContain("text/csv");
    await report.arrayBuffer();
    const backends = await query<{ pid: number; application_name: string }>(url, "select pid, application_name from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
    const background = backends.filter((b) => b.application_name === BACKGROUND_APPLICATION_NAME);
    const counter = backends.filter((b) => b.application_name === "");
    expect(background.length).toBeGreaterThan(0);
    expect(counter.length).toBeGreaterThan(0);
    const own = getPriority(postmasterPid());
    for (const b of background) expect(getPriority(b.pid)).toBe(own + BACKGROUND_NICE);
    for (const b of counter) expect(getPriority(b.pid)).toBe(own);
  });

  it("refuses a second Banco on the same DATA_DIR while the first runs, and the first keeps working", async () => {
    const second = await runToExit({ DATA_DIR: dataDir });
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`La cartella dei dati ${dataDir} è già in uso da un altro Banco in esecuzione (processo ${server.pid})`);
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });

  it("stops PostgreSQL cleanly on SIGTERM, and starts again on the same data", async () => {
    const pid = postmasterPid();
    const seededAt = () => query<{ value: string }>(embeddedConnectionString(dataDir), "select value from app_meta where key = 'demo_seeded'");
    const before = await seededAt();
    expect(before).toHaveLength(1);
    expect(await server.stop()).toBe(0);
    expect(alive(pid)).toBe(false);
    expect(existsSync(join(dataDir, "postgres", "postmaster.pid"))).toBe(false);
    expect(existsSync(join(dataDir, "banco.pid"))).toBe(false);
    server = await startServer({ DATA_DIR: dataDir });
    expect(await seededAt()).toEqual(before); // the same data: seeded once, on the first start only
  });

  it("keeps its cache across a clean restart: the pages cached at the stop are read back at the start (pg_prewarm)", async () => {
    const url = embeddedConnectionString(dataDir);
    await query(url, "create table prewarm_probe as select g, repeat('x', 400) as pad from generate_series(1, 5000) g");
    await query(url, "select count(*) from prewarm_probe");
    expect(await server.stop()).toBe(0);
    const list = join(dataDir, "postgres", "autoprewarm.blocks");
    expect(existsSync(list)).toBe(true);
    // PostgreSQL's log is the server's at debug level: its worker says when the pages are back.
    server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: "debug" });
    const deadline = Date.now() + 20_000;
    while (!/autoprewarm successfully prewarmed [1-9]\d* of/.test(server.output()) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(server.output()).toMatch(/autoprewarm successfully prewarmed [1-9]\d* of/);
    // The first read of the table since the start finds every page in the cache.
    const [explained] = await query<{ "QUERY PLAN": { Plan: { "Shared Hit Blocks": number; "Shared Read Blocks": number } }[] }>(
      url,
      "explain (analyze, buffers, format json) select count(*) from prewarm_probe",
    );
    const plan = explained!["QUERY PLAN"][0]!.Plan;
    expect(plan["Shared Read Blocks"]).toBe(0);
    expect(plan["Shared Hit Blocks"]).toBeGreaterThan(50);
    await query(url, "drop table prewarm_probe");
  });

  it("after kill -9 of Banco, stops the PostgreSQL it left running and starts again", async () => {
    const orphan = postmasterPid();
    await server.kill9();
    expect(alive(orphan)).toBe(true); // the child outlives a kill -9 of its parent
    server = await startServer({ DATA_DIR: dataDir });
    expect(alive(orphan)).toBe(false);
    expect(postmasterPid()).not.toBe(orphan);
  });

  it("after a crash of both, a stale postmaster.pid naming a live unrelated process does not block the start", async () => {
    const pm = postmasterPid();
    await server.kill9();
    process.kill(pm, "SIGKILL");
    await new Promise((r) => setTimeout(r, 300));
    // What a reboot can leave: the pid in the lock file now belongs to someone else (here: us).
    const file = join(dataDir, "postgres", "postmaster.pid");
    const lines = readFileSync(file, "utf8").split("\n");
    lines[0] = String(process.pid);
    writeFileSync(file, lines.join("\n"));
    server = await startServer({ DATA_DIR: dataDir });
    expect((await fetch(`${server.base}/healthz`)).status).toBe(200);
  });
});

describe("a data folder Banco cannot use", () => {
  it("missing, with its parent missing too: refused with the path to create", async () => {
    const dir = join(root, "does-not-exist", "data");
    const r = await runToExit({ DATA_DIR: dir });
    expect(r.code).not.toBe(0);
    expect(r.output).toContain(`La cartella dei dati ${dir} non esiste e non può essere creata`);
    expect(existsSync(join(root, "does-not-exist"))).toBe(false);
  });

  it("made by the PGlite version: says what to do", async () => {
    const dir = join(root, "pglite-data");
    mkdirSync(dir);
    writeFileSync(join(dir, "PG_VERSION"), "17\n");
    const r = await runToExit({ DATA_DIR: dir });
    expect(r.code).not.toBe(0);
    expect(r.output).toContain("è stata creata dalla versione precedente di Banco (PGlite)");
    expect(r.output).toContain(`mv ${dir} ${dir}-pglite`);
    expect(readdirSync(dir)).toEqual(["PG_VERSION"]);
  });

  // A private mount namespace (unshare) gives the server a read-only or a full disk without
  // touching the machine's mounts: needs root, as .ci/run has.
  const isRoot = userInfo().uid === 0;

  it.runIf(isRoot)("on a read-only disk: refused, nothing written", async () => {
    const dir = join(root, "ro-data");
    mkdirSync(dir);
    const r = await runToExit({ DATA_DIR: dir }, ["unshare", "-m", "--propagation", "private", "sh", "-c", `mount --bind ${dir} ${dir} && mount -o remount,bind,ro ${dir} && exec "$@"`, "sh"]);
    expect(r.code).not.toBe(0);
    expect(r.output).toContain(`La cartella dei dati ${dir} è in sola lettura`);
    expect(readdirSync(dir)).toEqual([]);
  });

  it.runIf(isRoot)("on a full disk: refused, nothing written", async () => {
    const dir = join(root, "full-data");
    mkdirSync(dir);
    // 16 MB, then filled: PostgreSQL, its demo data and its WAL need far more.
    const r = await runToExit({ DATA_DIR: dir }, ["unshare", "-m", "--propagation", "private", "sh", "-c", `mount -t tmpfs -o size=16m tmpfs ${dir} && head -c 15m /dev/zero > ${dir}/filler && exec "$@"`, "sh"]);
    expect(r.code).not.toBe(0);
    expect(r.output).toContain(`Spazio esaurito sul disco della cartella dei dati ${dir}`);
  });
});
