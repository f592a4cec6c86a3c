// autocannon ships no types; the benchmark uses a small part of its API (bench/load-worker.ts).
declare module "autocannon" {
  import type { EventEmitter } from "node:events";
  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    setupRequest?: (req: { headers?: Record<string, string> }, context: Record<string, unknown>) => unknown;
    onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
  }
  interface Options {
    url: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    timeout?: number;
    connectionRate?: number;
    /** ms between its samples; a run ends at the first tick after its duration. */
    sampleInt?: number;
    requests?: Request[];
  }
  function autocannon(opts: Options): EventEmitter;
  export default autocannon;
}
