// What the load sends: a counter's mix of searches and the cart traffic of several customers.
import { createRng, type Rng } from "../src/server/db/seed/rng";
import { isStockLimited } from "../src/shared/rules/availability";
import { validateQuantity } from "../src/shared/rules/quantity-rule";
import type { LoadClient } from "./types";

export interface SearchInput {
  kind: "code" | "crossRef" | "ean" | "prefix" | "miss";
  value: string;
}

/** The fixtures every demo talks about, typed as a mechanic types them. */
const TYPED = ["OC90", "oc 90", "W 712/75", "1109.AY", "23.108.00", "WD40", "PAD4455", "P 23 086", "DF4180", "BAT70"];

function shuffle<T>(r: Rng, items: T[]): T[] {
  const a = [...items];
  for (let i = a.length - 1; i > 0; i--) {
    const j = r.int(0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

/**
 * The search mix: 35 % exact product codes (some typed in lower case or with a space), 25 %
 * cross-reference codes as their makers write them ("W 712/75", "1109.AY"), 5 % EAN, 20 % prefixes
 * of 3–5 characters, 15 % codes that do not exist.
 */
export function searchMix(samples: { codes: string[]; refs: string[]; eans: string[] }, n: number, seed = 9): SearchInput[] {
  const r = createRng(seed);
  const out: SearchInput[] = TYPED.map((value) => ({ kind: value === "W 712/75" || value === "1109.AY" || value === "P 23 086" ? "crossRef" : "code", value }));
  while (out.length < n) {
    const x = r.next();
    if (x < 0.35 && samples.codes.length) {
      const c = r.pick(samples.codes);
      out.push({ kind: "code", value: r.chance(0.2) ? c.toLowerCase() : c });
    } else if (x < 0.6 && samples.refs.length) {
      out.push({ kind: "crossRef", value: r.pick(samples.refs) });
    } else if (x < 0.65 && samples.eans.length) {
      out.push({ kind: "ean", value: r.pick(samples.eans) });
    } else if (x < 0.85 && samples.codes.length) {
      const c = r.pick(samples.codes).replace(/[^A-Za-z0-9]/g, "");
      out.push({ kind: "prefix", value: c.slice(0, Math.min(c.length, r.int(3, 5))) });
    } else {
      // Shapes of real codes that nobody sells: found nowhere, not even as a prefix.
      const miss = [`QX${r.int(100000, 999999)}`, `ZZ ${r.int(100, 999)}/${r.int(10, 99)}`, `9999.${r.int(10, 99)}.Q${r.int(1, 9)}`];
      out.push({ kind: "miss", value: r.pick(miss) });
    }
  }
  return out;
}

export function searchPath(value: string): string {
  return `/v100/search?searchString=${encodeURIComponent(value)}`;
}

/** One client per session: each walks the whole mix from its own starting point, in its own order. */
export function searchClients(mix: SearchInput[], cookies: string[], connections: number): LoadClient[] {
  return Array.from({ length: connections }, (_, i) => ({
    headers: { cookie: cookies[i % cookies.length]! },
    requests: shuffle(createRng(100 + i), mix).map((s) => ({ method: "GET" as const, path: searchPath(s.value) })),
  }));
}

export interface CartProduct {
  precodice: string;
  codice: string;
}

/** Products the load may add (not stock-limited: their stock never runs out during the run). */
export function usableCartProducts(rows: CartProduct[]): CartProduct[] {
  return rows.filter((p) => !isStockLimited(p.precodice) && validateQuantity(p.precodice, p.codice, 1).ok);
}

function addBody(p: CartProduct, qty: number): string {
  return JSON.stringify({ precodice: p.precodice, codice: p.codice, qntRichiesta: qty });
}

/** Each session sets the quantities of its own dozen products: carts stay at a counter's size. */
export function addToCartClients(products: CartProduct[], cookies: string[], connections: number, perCart = 12): LoadClient[] {
  return Array.from({ length: connections }, (_, i) => {
    const r = createRng(200 + i);
    const mine = Array.from({ length: perCart }, (_, k) => products[(i * perCart + k) % products.length]!);
    return {
      headers: { cookie: cookies[i % cookies.length]! },
      requests: mine.map((p) => ({
        method: "POST" as const,
        path: "/v100/cart/addToCart?append=false",
        headers: { "content-type": "application/json" },
        body: addBody(p, r.int(1, 4)),
      })),
    };
  });
}

export function myCartClients(cookies: string[], connections: number): LoadClient[] {
  return Array.from({ length: connections }, (_, i) => ({
    headers: { cookie: cookies[i % cookies.length]! },
    requests: [{ method: "GET" as const, path: "/v100/cart/myCart" }],
  }));
}

/** Fresh carts: three lines added, then sent with a new Idempotency-Key; only the send is measured. */
export const CHECKOUT_MEASURED_INDEX = 3;
export function checkoutClients(products: CartProduct[], cookies: string[], connections: number): LoadClient[] {
  return Array.from({ length: connections }, (_, i) => {
    const r = createRng(300 + i);
    const lines = Array.from({ length: 3 }, (_, k) => products[(i * 7 + k * 3 + 1) % products.length]!);
    return {
      headers: { cookie: cookies[i % cookies.length]! },
      requests: [
        ...lines.map((p) => ({
          method: "POST" as const,
          path: "/v100/cart/addToCart?append=false",
          headers: { "content-type": "application/json" },
          body: addBody(p, r.int(1, 3)),
        })),
        {
          method: "POST" as const,
          path: "/v100/cart/cartCheckout",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ cartNotes: "", cRifOrdCli: `BENCH ${i + 1}` }).toString(),
          idempotencyKey: true,
        },
      ],
    };
  });
}

/** The order history's first pages, as the list and its "more" button ask for them. */
export function lastOrdersClients(cookies: string[], connections: number): LoadClient[] {
  return Array.from({ length: connections }, (_, i) => ({
    headers: { cookie: cookies[i % cookies.length]! },
    requests: [0, 0, 0, 20].map((startFrom) => ({ method: "GET" as const, path: `/v100/orders/lastOrders?startFrom=${startFrom}` })),
  }));
}

export function ceilingClients(connections: number): LoadClient[] {
  return Array.from({ length: connections }, () => ({ requests: [{ method: "GET" as const, path: "/v100/bench/ceiling" }] }));
}

/** The floor: a logged-in customer's request with one database round trip (the sessions of the search load). */
export function floorClients(cookies: string[], connections: number): LoadClient[] {
  return Array.from({ length: connections }, (_, i) => ({
    headers: { cookie: cookies[i % cookies.length]! },
    requests: [{ method: "GET" as const, path: "/v100/bench/floor" }],
  }));
}
