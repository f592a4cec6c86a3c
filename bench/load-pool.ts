// The load workers (bench/load-worker.ts), forked once and reused for every phase: a phase's warm-up,
// its measured run and its probe each need one, and starting Node with tsx for each cost 0.6–1.8 s
// (two or three per phase, a fifth of a quick run's load phases). A worker runs one spec at a time;
// a spec that finds every worker busy (the probe beside the load) forks another.
import { fork, type ChildProcess } from "node:child_process";
import { join } from "node:path";
import type { LoadAnswerMessage, LoadResult, LoadSpec } from "./types";

export interface LoadPool {
  run(spec: LoadSpec): Promise<LoadResult>;
  /** Ends every worker (the run keeps none alive after it). */
  close(): void;
}

export function loadPool(benchDir: string, cwd: string): LoadPool {
  const idle: ChildProcess[] = [];
  const all = new Set<ChildProcess>();
  let nextId = 0;
  const start = () => {
    const worker = fork(join(benchDir, "load-worker.ts"), [], { cwd, execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
    all.add(worker);
    worker.on("exit", () => {
      all.delete(worker);
      const i = idle.indexOf(worker);
      if (i >= 0) idle.splice(i, 1);
    });
    return worker;
  };
  return {
    run(spec) {
      const worker = idle.pop() ?? start();
      const id = nextId++;
      return new Promise((resolve, reject) => {
        const done = () => {
          worker.off("message", onMessage);
          worker.off("exit", onExit);
        };
        const onMessage = (msg: LoadAnswerMessage) => {
          if (msg.id !== id) return;
          done();
          idle.push(worker);
          if ("error" in msg) reject(new Error(`load worker ${spec.name}: ${msg.error}`));
          else resolve(msg.result);
        };
        const onExit = (code: number | null) => {
          done();
          reject(new Error(`load worker ${spec.name} uscito con ${code}`));
        };
        worker.on("message", onMessage);
        worker.on("exit", onExit);
        worker.send({ id, spec });
      });
    },
    close() {
      for (const worker of all) worker.kill();
    },
  };
}
