// Shapes shared by the benchmark runner, its load worker and its report.

export interface LoadRequest {
  method: "GET" | "POST" | "PUT";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sends a fresh Idempotency-Key header each time. */
  idempotencyKey?: boolean;
}

export interface LoadClient {
  /** Names the client in a per-client breakdown (clients with the same label are summed). */
  label?: string;
  /** Requests per second on this connection (overrides the spec's rate). */
  rate?: number;
  /** Only this request of the sequence is measured (overrides the spec's measureIndex). */
  measureIndex?: number;
  headers?: Record<string, string>;
  requests: LoadRequest[];
}

export interface LoadSpec {
  name: string;
  base: string;
  durationSec: number;
  headers: Record<string, string>;
  /** One connection per client. */
  clients: LoadClient[];
  /** Only this request of each client's sequence is measured (the others must still answer 2xx). */
  measureIndex?: number;
  /** Requests per second per connection (a probe); unlimited when absent. */
  rate?: number;
}

/** run.ts → a load worker: run this spec (bench/load-pool.ts). */
export interface LoadRequestMessage {
  id: number;
  spec: LoadSpec;
}

/** A load worker → run.ts: the spec's result, or why it failed. */
export type LoadAnswerMessage = { id: number; result: LoadResult } | { id: number; error: string };

export interface LatencySummary {
  requests: number;
  p50: number;
  p99: number;
  p999?: number;
  max: number;
}

export interface LoadResult {
  name: string;
  connections: number;
  durationSec: number;
  /** Measured responses. */
  requests: number;
  /** Every response, measured or not. */
  allResponses: number;
  rps: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  /** Connection errors. */
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCounts: Record<string, number>;
  /** The first few errors or unexpected answers, for the report. */
  samples: string[];
  /** Latencies per labelled client (probes). */
  byClient: Record<string, LatencySummary>;
}
