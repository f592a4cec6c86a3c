// What the bench reads of processes from /proc (Linux): CPU time and resident memory of the server
// and of the database's processes on the same machine. Elsewhere the readers give null.
import { readdirSync, readFileSync } from "node:fs";
import type pg from "pg";

/** The fields after the command of /proc/<pid>/stat (the command may hold spaces: cut at its ")"). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** utime + stime (+ the children's that ended, with `children`) of a process in ms; null when unreadable. */
export function processCpuMs(pid: number, children = false): number | null {
  try {
    const f = statFields(pid);
    // Fields 14–17 of the line: utime, stime, cutime, cstime, in clock ticks (100 per second on Linux).
    return (Number(f[11]) + Number(f[12]) + (children ? Number(f[13]) + Number(f[14]) : 0)) * 10;
  } catch {
    return null;
  }
}

/** CPU ms of each backend serving the connection's database (but the connection's own). */
export async function backendsCpuMs(db: pg.Client): Promise<Map<number, number>> {
  const res = await db.query<{ pid: number }>("select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()");
  const out = new Map<number, number>();
  for (const { pid } of res.rows) {
    const ms = processCpuMs(pid);
    if (ms !== null) out.set(pid, ms);
  }
  return out;
}

/** CPU ms the backends used between two readings; a backend that appeared meanwhile counts from zero. */
export function backendsCpuDelta(before: Map<number, number> | null, after: Map<number, number> | null): number | null {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
}

/** CPU ms of the database's postmaster and all its processes (WAL writer, checkpointer, backends), or null. */
export async function databaseTreeCpuMs(db: pg.Client): Promise<number | null> {
  try {
    const backend = (await db.query<{ pid: number }>("select pg_backend_pid() as pid")).rows[0]!.pid;
    const postmaster = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${backend}/status`, "utf8"))?.[1]);
    let total = processCpuMs(postmaster, true);
    if (total === null) return null;
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (Number(statFields(entry)[1]) === postmaster) total += processCpuMs(Number(entry)) ?? 0;
      } catch {
        // The process ended meanwhile: its time is in the postmaster's cutime.
      }
    }
    return total;
  } catch {
    return null;
  }
}

/** VmRSS of a process (bytes), sampled every 50 ms until stopped: the peak. */
export function rssSampler(pid: number): { stop: () => number; now: () => number } {
  const read = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  let peak = read();
  const timer = setInterval(() => (peak = Math.max(peak, read())), 50);
  return { now: read, stop: () => (clearInterval(timer), (peak = Math.max(peak, read()))) };
}
