// The open-loop mix's clients (open-loop.ts): every connection carries a session, however many
// connections the rate asks for. At a fast machine's rate there are more writers (addToCart,
// checkout) than sessions; a quick bench once sent 560 adds with no cookie (401s).
import { describe, expect, it } from "vitest";
import { connectionStartMs, openLoopClients } from "./open-loop";

const cookies = Array.from({ length: 64 }, (_, i) => `banco_session=s${i}`);
const inputs = (rate: number, sessions = cookies) => ({
  rate,
  cookies: sessions,
  searches: ["OC90", "DISC300"],
  products: [{ precodice: "M120", codice: "OC90" }, { precodice: "M200", codice: "DISC300" }],
  orders: [{ cookie: 0, tipoDoc: "OC", numeroDoc: 1, anno: 2026 }],
});

describe("open-loop clients", () => {
  it.each([100, 3_400, 6_000])("at %i req/s every connection sends a session's cookie", (rate) => {
    const clients = openLoopClients(inputs(rate) as Parameters<typeof openLoopClients>[0]);
    const writers = clients.filter((c) => c.label === "addToCart" || c.label === "checkout");
    if (rate >= 3_400) expect(writers.length).toBeGreaterThan(cookies.length);
    for (const c of clients) expect(cookies).toContain(c.headers?.cookie);
  });

  it.each([100, 3_100, 6_000])("at %i req/s no other writer shares a checkout connection's cart", (rate) => {
    const clients = openLoopClients(inputs(rate) as Parameters<typeof openLoopClients>[0]);
    const writers = clients.filter((c) => c.label === "addToCart" || c.label === "checkout");
    const sends = writers.filter((c) => c.label === "checkout");
    if (rate >= 3_100) expect(writers.length).toBeGreaterThan(cookies.length);
    for (const send of sends) expect(writers.filter((w) => w.headers?.cookie === send.headers?.cookie)).toEqual([send]);
  });

  it("refuses a rate whose checkout connections would have to share carts", () => {
    const few = cookies.slice(0, 8);
    expect(() => openLoopClients(inputs(6_000, few) as Parameters<typeof openLoopClients>[0])).toThrow(/sessioni/);
  });
});

describe("open-loop connection starts", () => {
  // Each endpoint's connections are consecutive: the starts of every endpoint's own connections,
  // not only of all of them, must cover the second without a gap much wider than an even spread's.
  it.each([100, 540, 2_300])("at %i req/s each endpoint's connections start spread over one second", (rate) => {
    const clients = openLoopClients(inputs(rate) as Parameters<typeof openLoopClients>[0]);
    const labels = [...new Set(clients.map((c) => c.label))];
    for (const label of labels) {
      const starts = clients.flatMap((c, i) => (c.label === label ? [connectionStartMs(i)] : [])).sort((a, b) => a - b);
      for (const s of starts) expect(s).toBeGreaterThanOrEqual(0);
      for (const s of starts) expect(s).toBeLessThan(1000);
      if (starts.length < 3) continue;
      const gaps = [...starts.slice(1).map((s, k) => s - starts[k]!), 1000 - starts.at(-1)! + starts[0]!];
      expect(Math.max(...gaps), `${label}: ${starts.join(" ")}`).toBeLessThan((1000 / starts.length) * 3);
    }
  });
});
