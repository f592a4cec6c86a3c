// Benchmark-only routes, registered only when BENCH_CEILING=1 (`npm run bench` starts the server
// that way; a test checks they are absent otherwise). Never part of a deployment.
//
// - GET /v100/bench/ceiling answers a stored copy of a typical search answer: same bytes, same
//   headers, same compression, through the same global hooks, but no session, no database. Its
//   throughput is the most any endpoint of this server could reach on this machine.
// - GET /v100/bench/floor answers the same copy after what every logged-in, database-backed
//   endpoint does at least: the session resolved (a customer's, as for a search) and one round
//   trip to the database (`select 1`). Between the ceiling and the floor lies what no query or
//   code of ours can win back on this machine.
// - POST /v100/bench/floorWrite is the floor of the requests that write: the same session, then
//   one statement that writes to the WAL and commits (a transactional logical message, no table),
//   so the answer waits for its commit's flush to disk as every add and send does.
// - PUT /v100/bench/ceiling stores that copy (the benchmark takes it from a real search first).
// - GET /v100/bench/eventLoop reports the event loop's delay (perf_hooks) since the last reset:
//   the proof that the embedded database does not block the HTTP thread.
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { access } from "../../lib/access-rule";
import { fileAnswer } from "../../lib/envelope";

const resetQuery = z.object({ reset: z.enum(["0", "1"]).optional() });
const tags = ["bench"];
/** The stored copy, sent as the bytes it was stored as (no serialiser). */
const storedCopy = fileAnswer("application/json", "La copia salvata di una risposta di ricerca");
const eventLoopSchema = z.object({ samples: z.number(), meanMs: z.number(), p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number() });

export function benchRoutes(server: FastifyInstance, pool: pg.Pool): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  let stored: string | null = null;
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  app.addHook("onClose", async () => loop.disable());

  app.put(
    "/v100/bench/ceiling",
    { config: { access: access.public }, bodyLimit: 4 * 1024 * 1024, schema: { tags, body: z.unknown(), response: { 200: z.object({ stored: z.number() }) } } },
    async (request) => {
      stored = JSON.stringify(request.body);
      return { stored: Buffer.byteLength(stored) };
    },
  );

  function sendStored(reply: FastifyReply) {
    if (stored === null) return reply.status(404).send({ data: null, error: "ceiling non impostato", errorCode: null });
    // The search route's headers, so the answers go through compression the same way.
    return reply.header("Cache-Control", "private, no-store").type("application/json; charset=utf-8").send(stored);
  }

  app.get("/v100/bench/ceiling", { config: { access: access.public }, schema: { tags, response: storedCopy } }, async (_request, reply) => sendStored(reply));

  app.get("/v100/bench/floor", { config: { access: access.customer }, schema: { tags, response: storedCopy } }, async (_request, reply) => {
    await pool.query("select 1");
    return sendStored(reply);
  });

  app.post("/v100/bench/floorWrite", { config: { access: access.customer }, schema: { tags, response: storedCopy } }, async (_request, reply) => {
    const written = await pool.query<{ lsn: string }>("select pg_logical_emit_message(true, 'banco-bench', '')::text as lsn");
    // Where the write went in the WAL (a test checks it was flushed before the answer).
    reply.header("X-Bench-Wal-Lsn", written.rows[0]!.lsn);
    return sendStored(reply);
  });

  app.get("/v100/bench/eventLoop", { config: { access: access.public }, schema: { tags, querystring: resetQuery, response: { 200: eventLoopSchema } } }, async (request) => {
    const { reset } = request.query;
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    const out = {
      samples: loop.count,
      meanMs: loop.count ? ms(loop.mean) : 0,
      p50Ms: loop.count ? ms(loop.percentile(50)) : 0,
      p99Ms: loop.count ? ms(loop.percentile(99)) : 0,
      maxMs: loop.count ? ms(loop.max) : 0,
    };
    if (reset === "1") loop.reset();
    return out;
  });
}
