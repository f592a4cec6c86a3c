// What this machine charges for the three things every request pays for outside our code: a system
// call, a page fault, and a round trip between two processes (the server and PostgreSQL, the load
// and the server). Measured at the start of each run and written with it, because the same build's
// ratios and Lighthouse scores moved several-fold between the machines this project has run on
// (BENCHMARKS.md, "Machine costs"): a figure is read against the machine that made it.
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface MachineCosts {
  /** µs per one-byte read(2) from /dev/zero, Node's call included. */
  syscallUs: number;
  /** µs per minor page fault: fresh anonymous memory touched once per page (faults counted by the kernel). */
  pageFaultUs: number;
  /** µs per one-byte ping-pong with a second Node process over a Unix socket (two wake-ups, two event loops). */
  roundTripUs: number;
}

const round = (x: number) => Math.round(x * 100) / 100;

/** The cheapest system call Node makes without work of its own: one byte from /dev/zero. */
export function syscallCost(calls = 100_000): number {
  const fd = openSync("/dev/zero", "r");
  const buf = Buffer.alloc(1);
  try {
    for (let i = 0; i < 1000; i++) readSync(fd, buf, 0, 1, null);
    const t = performance.now();
    for (let i = 0; i < calls; i++) readSync(fd, buf, 0, 1, null);
    return round(((performance.now() - t) * 1000) / calls);
  } finally {
    closeSync(fd);
  }
}

/**
 * Touches one byte per 4 KiB page of a fresh 64 MiB buffer: every touch is a minor fault (or fewer
 * with huge pages, which is why the faults are counted, not assumed). The buffer is malloc'd above
 * the mmap threshold, so its pages are new to the process.
 */
export function pageFaultCost(bytes = 64 * 1024 * 1024): number {
  const before = process.resourceUsage().minorPageFault;
  const t = performance.now();
  const buf = Buffer.allocUnsafeSlow(bytes);
  for (let i = 0; i < bytes; i += 4096) buf[i] = 1;
  const ms = performance.now() - t;
  const faults = process.resourceUsage().minorPageFault - before;
  if (faults <= 0) throw new Error("nessun page fault contato: misura non possibile");
  return round((ms * 1000) / faults);
}

const ECHO = `const s=require("net").createServer(c=>c.on("data",d=>c.write(d)));s.listen(process.argv[1],()=>process.send("ok"));process.on("disconnect",()=>process.exit(0));`;

/** Round trips with an echo process over a Unix socket: the shape of a query to PostgreSQL, without PostgreSQL's work. */
export async function roundTripCost(trips = 5000): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), "bench-rtt-"));
  const path = join(dir, "echo.sock");
  const child = spawn(process.execPath, ["-e", ECHO, path], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.once("message", () => resolve());
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`processo eco terminato (${code})`)));
    });
    const socket = connect(path);
    await new Promise<void>((resolve, reject) => socket.once("connect", resolve).once("error", reject));
    socket.setNoDelay(true);
    const one = Buffer.from([1]);
    const trip = () => new Promise<void>((resolve) => {
      socket.once("data", () => resolve());
      socket.write(one);
    });
    for (let i = 0; i < 200; i++) await trip();
    const t = performance.now();
    for (let i = 0; i < trips; i++) await trip();
    const us = ((performance.now() - t) * 1000) / trips;
    socket.destroy();
    return round(us);
  } finally {
    child.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function machineCosts(opts: { quick?: boolean } = {}): Promise<MachineCosts> {
  const n = opts.quick ? 0.2 : 1;
  return {
    syscallUs: syscallCost(Math.round(100_000 * n)),
    pageFaultUs: pageFaultCost(),
    roundTripUs: await roundTripCost(Math.round(5000 * n)),
  };
}

/** One sentence for the report's header. */
export function describeMachineCosts(c: MachineCosts): string {
  return `Machine costs before the load: a system call ${c.syscallUs} µs, a page fault ${c.pageFaultUs} µs, a round trip between two processes over a Unix socket ${c.roundTripUs} µs (bench/machine-costs.ts).`;
}
