// A real ERP replaces the simulator without touching the modules: with ERP_URL set, the ERP job
// hands sent orders to the ERP over HTTP and applies what it reports (README, "ERP adapter").
// The ERP here is a small HTTP server speaking the documented contract.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import { erpJob } from "../../src/server/integrations/erp/job";
import type { ErpOrder, ErpUpdatesInput } from "../../src/server/integrations/erp/contract";

let t: TestApp;
const { call, get, post, loginAs } = http(() => t);
let server: Server;
let rossi: string;
const received: ErpOrder[] = [];
const cursorsAsked: (string | null)[] = [];
let failNextOrder = false;
let authHeader: string | undefined;

// The fake ERP: ships every received order's first line in full on a B103 DDT and backorders the
// rest; the same batch is reported again on every call (the portal must not duplicate anything).
function updatesFor(orders: ErpOrder[]): ErpUpdatesInput {
  return {
    cursor: `c${orders.length}`,
    orders: orders.map((o) => ({ webOrderCode: o.webOrderCode, lines: [{ riga: 1, qtyEvasa: o.lines[0]!.qty }] })),
    ddts: orders.map((o, i) => ({
      docType: "B103",
      numDdt: 900 + i,
      anno: 2026,
      shipDate: "2026-11-20",
      customerId: o.customerId,
      destinationId: o.destinationId,
      warehouse: "03",
      totPackages: 2,
      lines: [{ riga: 1, webOrderCode: o.webOrderCode, orderRiga: 1, precodice: o.lines[0]!.precodice, codice: o.lines[0]!.codice, description: o.lines[0]!.description, qty: o.lines[0]!.qty, listino: o.lines[0]!.listino, sconto: o.lines[0]!.sconto, netto: o.lines[0]!.netto, importo: o.lines[0]!.importo }],
    })),
    missing: orders.flatMap((o) =>
      o.lines.slice(1).map((l) => ({ webOrderCode: o.webOrderCode, riga: l.riga, qty: l.qty, warehouse: "03", ordineFornitore: "OF 2026/777001", dataOrdineFornitore: "2026-11-20", numOrdCasaMadre: "CM26-00001", idSollecito: 55, dataConsegna: "2026-12-02", dettaglioData: "Data confermata dal fornitore" })),
    ),
    forecastsUpdatedAt: "2026-11-20T16:00:00.000Z",
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    authHeader = req.headers.authorization;
    if (req.method === "POST" && req.url === "/erp/orders") {
      let data = "";
      req.on("data", (c) => (data += c));
      req.on("end", () => {
        if (failNextOrder) {
          failNextOrder = false;
          res.writeHead(503).end();
          return;
        }
        received.push(JSON.parse(data) as ErpOrder);
        res.writeHead(202, { "content-type": "application/json" }).end("{}");
      });
      return;
    }
    if (req.method === "GET" && req.url?.startsWith("/erp/updates")) {
      cursorsAsked.push(new URL(req.url, "http://x").searchParams.get("cursor"));
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(updatesFor(received)));
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  t = await createTestApp({ ERP_URL: `http://127.0.0.1:${port}/erp/`, ERP_TOKEN: "segreto" });
  rossi = await loginAs("officina.rossi");
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => server?.close(r));
});

const runJob = () =>
  erpJob.run({ tick: new Date().toISOString() }, { database: t.database, config: t.config, integrations: t.integrations, log: pino({ level: "silent" }) }, { id: "test", retryCount: 0, isLastAttempt: false, enqueue: t.queue.enqueue.bind(t.queue), thread: t.queue.thread });

describe("real ERP over HTTP", () => {
  it("is chosen by ERP_URL; sent orders go out, documents and missing items come back, once", async () => {
    expect(t.integrations.erp.kind).toBe("http");
    for (const [precodice, codice, qty] of [["M120", "OC90", 2], ["P100", "PAD4455", 1]] as const) {
      const add = await post("/v100/cart/addToCart", rossi, { precodice, codice, qntRichiesta: qty });
      expect(add.statusCode, add.body).toBe(200);
    }
    const checkout = await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, payload: "cartNotes=&cRifOrdCli=ERP-1", headers: { "content-type": "application/x-www-form-urlencoded" } });
    const order = body<{ webOrderCode: string; numeroDoc: number; anno: number }>(checkout).data;

    // The ERP is down: the order stays in the outbox with the error, nothing is lost.
    failNextOrder = true;
    await runJob();
    const [pending] = (await t.database.pool.query("select o.sent_at, o.attempts, o.last_error from order_outbox o join orders x on x.id = o.order_id where x.web_order_code = $1", [order.webOrderCode])).rows;
    expect(pending).toMatchObject({ sent_at: null, attempts: 1 });
    expect(pending.last_error).toContain("503");
    expect(received).toHaveLength(0);

    // Next run: handed over with the documented payload, then the ERP's report is applied.
    await runJob();
    expect(authHeader).toBe("Bearer segreto");
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      webOrderCode: order.webOrderCode,
      tipoDoc: "OW",
      numeroDoc: order.numeroDoc,
      customerId: 100001,
      rifOrdCli: "ERP-1",
      lines: [expect.objectContaining({ riga: 1, codice: "OC90", qty: 2, netto: 6.7, importo: 13.4 }), expect.objectContaining({ riga: 2, codice: "PAD4455", qty: 1 })],
    });
    // The number alone also finds the same number of other years (the seeded history): keep this year's.
    const ddts = body<{ docType: string; numDdt: number; totPackages: number; ordini: string[] }[]>(
      await post("/v100/documents/getDdts?startFrom=0", rossi, { numeroOrdine: String(order.numeroDoc) }),
    ).data.filter((d) => d.ordini.some((o) => o.endsWith(`/${order.anno}`)));
    expect(ddts).toEqual([expect.objectContaining({ docType: "B103", numDdt: 900, totPackages: 2, ordini: [`OW ${order.numeroDoc}/${order.anno}`] })]);
    const missing = body<{ ordineClienteFull: string; codice: string; ordineFornitoreFull: string; idSollecito: number; dataConsegna: string; dataAggiornamento: string }[]>(
      await get("/v100/outofstock?startFrom=0", rossi),
    ).data.filter((m) => m.ordineClienteFull === `OW ${order.numeroDoc}/${order.anno}`);
    expect(missing).toEqual([
      expect.objectContaining({ codice: "PAD4455", ordineFornitoreFull: "OF 2026/777001", idSollecito: 55, dataConsegna: "2026-12-02", dataAggiornamento: "2026-11-20T16:00:00.000Z" }),
    ]);
    const details = body<{ codice: string; quantitaEvasa: number }[]>(
      await post("/v100/orders/orderDetails", rossi, { tipoDoc: "OW", numeroDoc: order.numeroDoc, anno: order.anno }),
    ).data;
    expect(details.map((l) => [l.codice, l.quantitaEvasa])).toEqual([["OC90", 2], ["PAD4455", 0]]);

    // The same report again changes nothing; the cursor goes back to the ERP.
    await runJob();
    expect(cursorsAsked.at(-1)).toBe("c1");
    const [{ n }] = (await t.database.pool.query("select count(*)::int n from ddts where doc_type = 'B103' and num_ddt = 900")).rows;
    expect(n).toBe(1);
    expect(received).toHaveLength(1);
    const [{ status }] = (await t.database.pool.query("select status from orders where web_order_code = $1", [order.webOrderCode])).rows;
    expect(status).toBe("PARTIAL");
  });
});
