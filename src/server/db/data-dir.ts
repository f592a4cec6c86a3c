// The embedded database's folder (DATA_DIR): its layout, the checks made before PostgreSQL is
// started (missing, read-only, full, made by the PGlite version, held by another running Banco)
// and the owner lock. Every refusal is a DataDirError with an Italian message for the operator
// (docs/decisions/0015-embedded-postgresql.md).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, statfsSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

export class DataDirError extends Error {
  override name = "DataDirError";
}

export interface DataDirLayout {
  root: string;
  /** The PostgreSQL cluster (initdb's data directory). */
  pgdata: string;
  /** The Unix socket's folder: 0700, owned by the server's OS user. */
  socketDir: string;
  /** The generated password of the database user, 0600. */
  passwordFile: string;
  /** The running Banco that owns the folder: {"pid", "start"}. */
  ownerFile: string;
}

export function dataDirLayout(dataDir: string): DataDirLayout {
  const root = resolve(dataDir);
  return {
    root,
    pgdata: join(root, "postgres"),
    socketDir: join(root, "run"),
    passwordFile: join(root, "postgres-password"),
    ownerFile: join(root, "banco.pid"),
  };
}

/** Free space asked for before a first start (initdb and the demo data) and before any other. */
const MIN_FREE_FIRST_START = 256 * 2 ** 20;
const MIN_FREE = 32 * 2 ** 20;

function describe(err: unknown): string {
  return (err as NodeJS.ErrnoException)?.code ?? (err instanceof Error ? err.message : String(err));
}

export function readOnlyMessage(dir: string): string {
  return `La cartella dei dati ${dir} è in sola lettura: Banco deve poterci scrivere (controlla i permessi o il montaggio del disco, oppure indica un'altra cartella con DATA_DIR).`;
}

export function fullMessage(dir: string): string {
  return `Spazio esaurito sul disco della cartella dei dati ${dir}: libera spazio (o indica un'altra cartella con DATA_DIR) e riavvia Banco. Nessun dato è stato modificato.`;
}

export function heldMessage(dir: string, pid: number | string): string {
  return `La cartella dei dati ${dir} è già in uso da un altro Banco in esecuzione (processo ${pid}): fermalo prima, oppure indica un'altra cartella con DATA_DIR.`;
}

/**
 * Makes sure DATA_DIR can hold the database: creates it when only the folder itself is missing
 * (the first `npm start`), refuses a missing parent, a read-only or full disk, and a folder made by
 * the PGlite version of Banco. Answers whether the cluster still has to be created.
 */
export function checkDataDir(layout: DataDirLayout): { firstStart: boolean } {
  const { root } = layout;
  if (!existsSync(root)) {
    if (!existsSync(dirname(root))) {
      throw new DataDirError(`La cartella dei dati ${root} non esiste e non può essere creata: manca ${dirname(root)}. Crea la cartella o correggi DATA_DIR.`);
    }
    try {
      mkdirSync(root, { mode: 0o700 });
    } catch (err) {
      const code = describe(err);
      if (code === "EROFS" || code === "EACCES" || code === "EPERM") throw new DataDirError(readOnlyMessage(dirname(root)));
      throw new DataDirError(`La cartella dei dati ${root} non può essere creata (${code}).`);
    }
  } else if (!statSync(root).isDirectory()) {
    throw new DataDirError(`DATA_DIR indica ${root}, che non è una cartella.`);
  }
  if (existsSync(join(root, "PG_VERSION"))) {
    throw new DataDirError(
      `La cartella dei dati ${root} è stata creata dalla versione precedente di Banco (PGlite), che non si usa più. ` +
        `Spostala altrove (per esempio: mv ${root} ${root}-pglite) e riavvia: Banco crea un nuovo database con i dati demo. ` +
        `Come recuperare i dati di quella cartella: README.md, sezione "Database".`,
    );
  }
  const firstStart = !existsSync(join(layout.pgdata, "PG_VERSION"));
  if (!firstStart && !existsSync(layout.passwordFile)) {
    throw new DataDirError(`La cartella dei dati ${root} è incompleta: manca ${layout.passwordFile}. Ripristinala da un backup o spostala altrove per ricominciare da zero.`);
  }
  if (firstStart && existsSync(layout.pgdata)) {
    throw new DataDirError(`La cartella dei dati ${root} contiene un database incompleto (${layout.pgdata} senza PG_VERSION): spostala altrove e riavvia.`);
  }
  probeWritable(root);
  const { bavail, bsize } = statfsSync(root);
  if (bavail * bsize < (firstStart ? MIN_FREE_FIRST_START : MIN_FREE)) throw new DataDirError(fullMessage(root));
  return { firstStart };
}

/** A write, as the server process: catches a read-only mount and a full disk before PostgreSQL does. */
function probeWritable(root: string): void {
  const probe = join(root, `.banco-write-test-${process.pid}`);
  try {
    writeFileSync(probe, "banco\n", { mode: 0o600 });
  } catch (err) {
    const code = describe(err);
    if (code === "ENOSPC" || code === "EDQUOT") throw new DataDirError(fullMessage(root));
    if (code === "EROFS" || code === "EACCES" || code === "EPERM") throw new DataDirError(readOnlyMessage(root));
    throw new DataDirError(`La cartella dei dati ${root} non è scrivibile (${code}).`);
  } finally {
    rmSync(probe, { force: true });
  }
}

/** The kernel's start time of a process (ticks since boot), to tell a live owner from a reused pid. */
export function processStartTime(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22, counted after the command name (which may contain spaces) closes with ")".
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(owner: { pid: number; start: string | null }): boolean {
  try {
    process.kill(owner.pid, 0);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ESRCH") return false;
  }
  const start = processStartTime(owner.pid);
  return start === null || owner.start === null || start === owner.start;
}

export function readOwner(layout: DataDirLayout): { pid: number; start: string | null } | null {
  try {
    const owner = JSON.parse(readFileSync(layout.ownerFile, "utf8")) as { pid: number; start: string | null };
    return typeof owner.pid === "number" ? owner : null;
  } catch {
    return null;
  }
}

/** The owner of DATA_DIR while it runs, if that process is still alive. */
export function liveOwner(layout: DataDirLayout): { pid: number } | null {
  const owner = readOwner(layout);
  return owner && owner.pid !== process.pid && isAlive(owner) ? owner : null;
}

/**
 * Takes DATA_DIR for this process, or refuses it when another running Banco holds it. A lock left
 * by a Banco that is gone (kill -9, power cut) is taken over. Answers the release function.
 */
export function takeOwnership(layout: DataDirLayout): () => void {
  const me = JSON.stringify({ pid: process.pid, start: processStartTime(process.pid) });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(layout.ownerFile, "wx", 0o644);
      writeFileSync(fd, me);
      closeSync(fd);
      return () => {
        if (readOwner(layout)?.pid === process.pid) rmSync(layout.ownerFile, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = liveOwner(layout);
      if (holder) throw new DataDirError(heldMessage(layout.root, holder.pid));
      unlinkSync(layout.ownerFile);
    }
  }
  throw new DataDirError(heldMessage(layout.root, "?"));
}
