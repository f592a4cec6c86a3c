// The open-loop phase (issue 22 item 2): a counter's traffic mix sent at a fixed rate, half the
// floor's saturated rate measured in the same run, with the floor route in the mix as reference;
// when that rate is more than the mix can serve, a second phase at half the mix's own saturated
// throughput (what the first achieved), the rate at which latency measures Banco, not the queue.
//
// Tool: autocannon's per-connection rate (`connectionRate`). Each endpoint of the mix gets its share
// of the rate spread over enough connections that each sends at most MAX_PER_CONNECTION requests per
// second: a connection waits for an answer before its next request, so the schedule holds as long
// as an answer takes less than 1 / MAX_PER_CONNECTION s (125 ms); the report gives the achieved rate
// of every endpoint beside its target, so a run where the schedule slipped says so.
import type { LoadClient, LoadResult } from "./types";
import type { CartProduct } from "./inputs";
import { searchPath } from "./inputs";
import { createRng } from "../src/server/db/seed/rng";

export const OPEN_LOOP_MIX = {
  search: 0.6,
  myCart: 0.12,
  addToCart: 0.15,
  lastOrders: 0.08,
  orderDetails: 0.03,
  checkout: 0.02,
} as const;
export type MixEndpoint = keyof typeof OPEN_LOOP_MIX | OpenLoopReference;

/** The references in the mix, measured beside it, never judged. */
export type OpenLoopReference = "floor" | "floorWrite";
export const OPEN_LOOP_REFERENCES: readonly OpenLoopReference[] = ["floor", "floorWrite"];

/** The floor's share, on top of the mix: its p99 is the reference of every endpoint's. */
const FLOOR_SHARE = 0.05;
/**
 * The write floor's share (session 29): the floor plus a committed write, the reference a write's
 * p99 is shown against beside the floor's (an add or a send waits for its commit's flush to disk,
 * the floor does not).
 */
const WRITE_FLOOR_SHARE = 0.03;
const REFERENCE_SHARE = FLOOR_SHARE + WRITE_FLOOR_SHARE;
const MAX_PER_CONNECTION = 8;

export interface OrderRef {
  cookie: number;
  tipoDoc: string;
  numeroDoc: number;
  anno: number;
}

export interface OpenLoopInputs {
  rate: number;
  cookies: string[];
  searches: string[];
  products: CartProduct[];
  orders: OrderRef[];
}

export interface OpenLoopFigures {
  /** Requests per second asked of the whole mix (floor references included). */
  targetRate: number;
  durationSec: number;
  tool: string;
  endpoints: Record<MixEndpoint, { targetRate: number; achievedRate: number; requests: number; p50: number; p99: number; p999: number; connections: number }>;
}

/**
 * When the open loop's connection `index` starts, in ms after the first. autocannon's rate sends a
 * connection's quota for the second back to back and then waits for the next second, and every
 * connection's second began together: the whole mix arrived in one burst at the start of each
 * second, and the p50s measured that burst (myCart and lastOrders 20–22 ms against 2 ms alone;
 * BENCHMARKS.md, session 29). Starts spread over the second by the golden ratio's sequence, so
 * the connections of each endpoint (consecutive indexes) are spread over the second too.
 */
export function connectionStartMs(index: number): number {
  const golden = (Math.sqrt(5) - 1) / 2;
  return Math.round(((index * golden) % 1) * 1000 * 10) / 10;
}

function spread(rate: number): { connections: number; perConnection: number } {
  const connections = Math.max(1, Math.ceil(rate / MAX_PER_CONNECTION));
  return { connections, perConnection: rate / connections };
}

/**
 * The connections of the mix. Reads use the first sessions; writers take theirs from the last one
 * down. Each checkout connection has a session (a cart) of its own that no other connection writes
 * to: an add landing on a cart while it is sent makes the send judge it again, and a cart written by
 * several connections many times a second ran out of the send's attempts (a 409 in session 32's
 * first full run, when a floor of 6,000 req/s asked for 31 checkout and 58 add connections for 32
 * sessions). The adds' connections share the remaining sessions when there are more of them.
 */
export function openLoopClients(inputs: OpenLoopInputs): LoadClient[] {
  const { cookies } = inputs;
  const clients: LoadClient[] = [];
  const { connections: sendConnections, perConnection: sendRate } = spread(inputs.rate * OPEN_LOOP_MIX.checkout);
  if (sendConnections >= cookies.length) throw new Error(`ritmo fisso: ${sendConnections} connessioni d'invio per ${cookies.length} sessioni (servono più utenti bench, data.ts)`);
  // The checkouts' sessions are the last ones; the adds' wrap around the others.
  const sendCookie = (i: number) => cookies[cookies.length - 1 - i]!;
  const addSessions = cookies.length - sendConnections;
  let adds = 0;
  const nextAddCookie = () => cookies[addSessions - 1 - (adds++ % addSessions)]!;
  const add = (label: MixEndpoint, share: number, make: (i: number, rate: number) => LoadClient) => {
    const { connections, perConnection } = spread(inputs.rate * share);
    for (let i = 0; i < connections; i++) clients.push({ ...make(i, perConnection), label, rate: perConnection });
  };
  const reader = (i: number) => ({ cookie: cookies[i % Math.max(1, cookies.length - 8)]! });
  add("floor", FLOOR_SHARE, (i) => ({ headers: reader(i), requests: [{ method: "GET", path: "/v100/bench/floor" }] }));
  add("floorWrite", WRITE_FLOOR_SHARE, (i) => ({
    headers: reader(i),
    requests: [{ method: "POST", path: "/v100/bench/floorWrite", headers: { "content-type": "application/json" }, body: "{}" }],
  }));
  add("search", OPEN_LOOP_MIX.search, (i) => {
    const r = createRng(700 + i);
    const order = inputs.searches.map((s) => ({ s, k: r.next() })).sort((a, b) => a.k - b.k);
    return { headers: reader(i), requests: order.map(({ s }) => ({ method: "GET" as const, path: searchPath(s) })) };
  });
  add("myCart", OPEN_LOOP_MIX.myCart, (i) => ({ headers: reader(i), requests: [{ method: "GET", path: "/v100/cart/myCart" }] }));
  add("lastOrders", OPEN_LOOP_MIX.lastOrders, (i) => ({ headers: reader(i), requests: [{ method: "GET", path: "/v100/orders/lastOrders?startFrom=0" }] }));
  add("orderDetails", OPEN_LOOP_MIX.orderDetails, (i) => {
    const mine = inputs.orders.filter((o) => o.cookie === i % cookies.length).slice(0, 2);
    const orders = mine.length ? mine : inputs.orders.slice(0, 1);
    const o = orders[0]!;
    return {
      headers: { cookie: cookies[o.cookie]! },
      requests: orders.flatMap((x) => [
        { method: "POST" as const, path: "/v100/orders/orderDetails", headers: { "content-type": "application/json" }, body: JSON.stringify({ tipoDoc: x.tipoDoc, numeroDoc: x.numeroDoc, anno: x.anno }) },
        { method: "GET" as const, path: `/v100/orders/orderDetails/pdf/${x.tipoDoc}/${x.numeroDoc}/${x.anno}` },
      ]),
    };
  });
  add("addToCart", OPEN_LOOP_MIX.addToCart, (i) => {
    const r = createRng(800 + i);
    const mine = Array.from({ length: 12 }, (_, k) => inputs.products[(i * 12 + k) % inputs.products.length]!);
    return {
      headers: { cookie: nextAddCookie() },
      requests: mine.map((p) => ({
        method: "POST" as const,
        path: "/v100/cart/addToCart?append=false",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ precodice: p.precodice, codice: p.codice, qntRichiesta: r.int(1, 4) }),
      })),
    };
  });
  // A send needs a cart with lines: each checkout connection fills its own cart (three adds, not
  // measured) and sends it; its rate is the checkouts' share times four requests.
  for (let i = 0; i < sendConnections; i++) {
    const lines = Array.from({ length: 3 }, (_, k) => inputs.products[(i * 5 + k * 7 + 3) % inputs.products.length]!);
    clients.push({
      label: "checkout",
      rate: sendRate * 4,
      measureIndex: 3,
      headers: { cookie: sendCookie(i) },
      requests: [
        ...lines.map((p) => ({
          method: "POST" as const,
          path: "/v100/cart/addToCart?append=false",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ precodice: p.precodice, codice: p.codice, qntRichiesta: 1 }),
        })),
        {
          method: "POST" as const,
          path: "/v100/cart/cartCheckout",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ cartNotes: "", cRifOrdCli: `OPEN LOOP ${i + 1}` }).toString(),
          idempotencyKey: true,
        },
      ],
    });
  }
  return clients;
}

/**
 * The rate of the second open-loop phase: half of what the mix achieved at the first, when the first
 * asked more than the mix could serve (under 95 % achieved: it measured the queue). Null when the
 * first rate was within the mix's capacity, whose figures are then the realistic ones. The mix rate
 * excludes the floor references' shares, as `OpenLoopInputs.rate` does.
 */
export function mixOwnHalfRate(askedMixRate: number, achievedTotalRps: number): number | null {
  const achievedMix = achievedTotalRps / (1 + REFERENCE_SHARE);
  if (achievedMix >= askedMixRate * 0.95) return null;
  return Math.max(1, Math.round(achievedMix / 2));
}

/** Figures per endpoint of the mix, from the labelled latencies of the load worker. */
export function openLoopFigures(inputs: OpenLoopInputs, clients: LoadClient[], result: LoadResult): OpenLoopFigures {
  const endpoints = {} as OpenLoopFigures["endpoints"];
  const shares: Record<MixEndpoint, number> = { ...OPEN_LOOP_MIX, floor: FLOOR_SHARE, floorWrite: WRITE_FLOOR_SHARE };
  for (const name of Object.keys(shares) as MixEndpoint[]) {
    const s = result.byClient[name];
    endpoints[name] = {
      targetRate: Math.round(inputs.rate * shares[name] * 10) / 10,
      achievedRate: s ? Math.round((s.requests / result.durationSec) * 10) / 10 : 0,
      requests: s?.requests ?? 0,
      p50: s?.p50 ?? Number.NaN,
      p99: s?.p99 ?? Number.NaN,
      p999: s?.p999 ?? Number.NaN,
      connections: clients.filter((c) => c.label === name).length,
    };
  }
  return { targetRate: Math.round(inputs.rate * (1 + REFERENCE_SHARE)), durationSec: result.durationSec, tool: "autocannon 9, connectionRate per connection, connections started spread over a second", endpoints };
}
