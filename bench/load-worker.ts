// The load generator, in its own process so that it never shares the server's event loop. It lives
// for the whole run (bench/load-pool.ts forks it and sends one spec per phase over IPC: a fresh Node
// with tsx costs 0.6–1.8 s on these machines, and a phase needs two or three) and answers each spec
// with its result. Each client of the spec is one keep-alive connection
// (one autocannon instance with one connection) with its own session and its own sequence of
// requests, looped until the time is up. Latencies are recorded per response, so a sequence can
// measure only one of its requests (the checkout after filling a fresh cart).
import autocannon from "autocannon";
import type { LoadAnswerMessage, LoadRequestMessage, LoadResult, LoadSpec } from "./types";
import { connectionStartMs } from "./open-loop";

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

const round = (n: number) => Math.round(n * 100) / 100;

async function run(spec: LoadSpec): Promise<LoadResult> {
  const latencies: number[] = [];
  const perClient = new Map<string, number[]>();
  const statusCounts: Record<string, number> = {};
  let errors = 0;
  let timeouts = 0;
  let allResponses = 0;
  const errorSamples: string[] = [];
  const bodySamples: string[] = [];
  let keySeq = 0;
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;

  const started = performance.now();
  // Connections with their own rate (the open loop) start spread over a second (open-loop.ts).
  const startMs = (ci: number) => (spec.clients[ci]!.rate ? connectionStartMs(ci) : 0);
  const latestStartMs = Math.max(0, ...spec.clients.map((_, ci) => startMs(ci)));
  const instances = spec.clients.map(async (client, ci) => {
    if (startMs(ci) > 0) await new Promise((resolve) => setTimeout(resolve, startMs(ci)));
    const requests = client.requests.map((r, ri) => ({
      method: r.method,
      path: r.path,
      headers: { ...spec.headers, ...client.headers, ...r.headers },
      body: r.body,
      // A fresh Idempotency-Key for each cart sent (the key names one series of send attempts).
      ...(r.idempotencyKey
        ? {
            setupRequest: (req: { headers?: Record<string, string> }) => {
              req.headers = { ...req.headers, "idempotency-key": `bench-${runId}-${ci}-${ri}-${keySeq++}` };
              return req;
            },
          }
        : {}),
      // Keep the first few unexpected answers: the report names what went wrong.
      onResponse: (status: number, body: string) => {
        if ((status < 200 || status >= 300) && bodySamples.length < 5) bodySamples.push(`${status} ${r.method} ${r.path}: ${String(body).slice(0, 300)}`);
      },
    }));
    const instance = autocannon({
      url: spec.base,
      connections: 1,
      pipelining: 1,
      duration: spec.durationSec,
      timeout: 10,
      // autocannon ends a run at its next sample tick after the duration (every second by default):
      // a 4-second phase ran 4.1 s or 5.1 s as the tick fell, a 60-second open loop 61 s. Ticks every
      // 100 ms end it on time; its own per-second samples are not read (latencies are, per response).
      sampleInt: 100,
      ...((client.rate ?? spec.rate) ? { connectionRate: client.rate ?? spec.rate } : {}),
      requests,
    });
    const mine: number[] = client.label ? (perClient.get(client.label) ?? []) : [];
    if (client.label) perClient.set(client.label, mine);
    const measureIndex = client.measureIndex ?? spec.measureIndex;
    instance.on("response", (c: { requestIterator?: { currentRequestIndex: number } }, statusCode: number, _bytes: number, ms: number) => {
      allResponses++;
      const index = c.requestIterator?.currentRequestIndex ?? 0;
      if (measureIndex !== undefined && index !== measureIndex) {
        // Unmeasured steps (filling the cart) still must succeed.
        if (statusCode < 200 || statusCode >= 300) statusCounts[String(statusCode)] = (statusCounts[String(statusCode)] ?? 0) + 1;
        return;
      }
      statusCounts[String(statusCode)] = (statusCounts[String(statusCode)] ?? 0) + 1;
      latencies.push(ms);
      if (client.label) mine.push(ms);
    });
    instance.on("reqError", (err: Error) => {
      errors++;
      if (errorSamples.length < 5) errorSamples.push(err.message);
    });
    return new Promise<{ timeouts: number }>((resolve, reject) => {
      instance.on("done", (r: { timeouts: number }) => resolve(r));
      instance.on("error", reject);
    });
  });
  const done = await Promise.all(instances);
  // Each connection ran durationSec from its own start.
  const elapsed = (performance.now() - started - latestStartMs) / 1000;
  for (const d of done) timeouts += d.timeouts;

  const sorted = Float64Array.from(latencies).sort();
  const byClient: LoadResult["byClient"] = {};
  for (const [label, values] of perClient) {
    const s = Float64Array.from(values).sort();
    byClient[label] = {
      requests: s.length,
      p50: round(percentile(s, 50)),
      p99: round(percentile(s, 99)),
      p999: round(percentile(s, 99.9)),
      max: round(s.length ? s[s.length - 1]! : Number.NaN),
    };
  }
  const non2xx = Object.entries(statusCounts).reduce((a, [code, n]) => (code.startsWith("2") ? a : a + n), 0);
  return {
    name: spec.name,
    connections: spec.clients.length,
    durationSec: round(elapsed),
    requests: sorted.length,
    allResponses,
    rps: round(sorted.length / elapsed),
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.length ? sorted[sorted.length - 1]! : Number.NaN),
    mean: round(sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1)),
    errors,
    timeouts,
    non2xx,
    statusCounts,
    samples: [...errorSamples, ...bodySamples],
    byClient,
  };
}

process.on("message", (msg: LoadRequestMessage) => {
  run(msg.spec).then(
    (result) => process.send!({ id: msg.id, result } satisfies LoadAnswerMessage),
    (err: unknown) => process.send!({ id: msg.id, error: err instanceof Error ? (err.stack ?? err.message) : String(err) } satisfies LoadAnswerMessage),
  );
});
// The run ended (or died): nothing more will come.
process.on("disconnect", () => process.exit(0));
