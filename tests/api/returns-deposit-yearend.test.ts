// Deposits and the year end (issue 17): a part sold with a deposit (prezzoCauzione), returned as a
// core with reason Cauzione, is credited exactly its deposit; a return received in one year and
// settled in the next is closed with XX-999999 in the receiving year and reopened in the next.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { returnsClient } from "./helpers/returns";
import { runErpSimulatorStep, simulatorOptions } from "../../src/server/integrations/erp/simulator";
import { runReturnsSimulatorStep } from "../../src/server/integrations/erp/returns-simulator";
import { returnMailTargets } from "../../src/server/modules/returns/notify";
import { returnMessages as m } from "../../src/shared/messages/returns";
import type { ReturnLine } from "../../src/shared/contract/returns";
import { romeParts } from "../../src/shared/rules/rome-time";

let t: TestApp;
const { call, loginAs } = http(() => t);
let rossi: string;
let admin: string;
let c: ReturnType<typeof returnsClient>;
const opts = { receiveAfterMs: 1000, creditAfterMs: 1000 };

beforeAll(async () => {
  t = await createTestApp();
  c = returnsClient(t);
  [rossi, admin] = await Promise.all([loginAs("officina.rossi"), loginAs("admin")]);
});
afterAll(async () => t?.close());

const returnsStep = (at: Date) => runReturnsSimulatorStep(t.database.db, at, returnMailTargets(t.config), opts);
const later = (base: Date, s: number) => new Date(base.getTime() + s * 1000);

/** Orders a part with a deposit through the cart and lets the simulator ship it: its DDT line. */
async function deliveredPartWithDeposit(qty: number): Promise<{ line: ReturnLine; depositCents: number }> {
  const [p] = await c.q<{ precodice: string; codice: string; deposit_cents: number }>(
    `select p.precodice, p.codice, p.deposit_cents from products p join stock s on s.product_id = p.id and s.warehouse = '01'
     where p.deposit_cents > 0 and p.orderable and s.qty >= $1 order by p.id limit 1`,
    [qty],
  );
  expect(p, "un articolo con cauzione a magazzino nei dati demo").toBeDefined();
  const add = await c.post("/v100/cart/addToCart", rossi, { precodice: p!.precodice, codice: p!.codice, qntRichiesta: qty, noteCliente: "" });
  expect(add.statusCode, add.body).toBe(200);
  const checkout = await call("POST", "/v100/cart/cartCheckout", { cookie: rossi, payload: "cartNotes=&cRifOrdCli=cauzione", headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(checkout.statusCode, checkout.body).toBe(200);
  const o = simulatorOptions(5000);
  const t0 = new Date();
  await runErpSimulatorStep(t.database.db, t0, o);
  await runErpSimulatorStep(t.database.db, later(t0, 6), o);
  const line = (await c.lines(rossi, `&articolo=${encodeURIComponent(p!.codice)}`)).find((l) => l.articolo === p!.codice && l.status === null);
  expect(line, "la riga della bolla appena spedita").toBeDefined();
  return { line: line!, depositCents: p!.deposit_cents };
}

describe("returns: deposits and the year end", () => {
  it("the Cauzione reason credits exactly the deposit per piece × quantity; a line without deposit refuses it", async () => {
    const { line, depositCents } = await deliveredPartWithDeposit(2);
    expect(line.cauzione).toBe(depositCents / 100);
    const noDeposit = await c.freshLine(rossi, 1, { deposit: false });
    const refused = await c.post("/v100/returns/add", rossi, c.addPayload(noDeposit, 1, 5));
    expectRefused(refused, 422, m.noDeposit);

    const r = await c.add(rossi, line, 2, 5);
    expect(r.overdue).toBe(false);
    expect((await c.handle(admin, r.rId, true)).statusCode).toBe(200);
    const t0 = new Date();
    await returnsStep(later(t0, 2));
    await returnsStep(later(t0, 4));
    await returnsStep(later(t0, 6));
    const done = (await c.requests(rossi, "&pageLimit=all")).find((x) => x.rId === r.rId)!;
    expect(done.status).toBe("COMPLETO");
    expect(done.creditNote!.netTotal).toBe((2 * depositCents) / 100);
    const [nc] = await c.q<{ net_total_cents: number; note: string; qty: number; net_unit_cents: number; description: string }>(
      "select i.net_total_cents, i.note, l.qty, l.net_unit_cents, l.description from invoices i join invoice_lines l on l.invoice_id = i.id where i.id = $1",
      [done.creditNote!.idDoc],
    );
    expect(nc).toMatchObject({ net_total_cents: 2 * depositCents, qty: 2, net_unit_cents: depositCents });
    expect(nc!.note).toContain("rimborso cauzione");
    expect(nc!.description).toMatch(/^Cauzione: /);
  });

  it("received in one year, settled in the next: XX-999999 in the receiving year, reopened and credited in the next", async () => {
    const year = Number(romeParts(new Date()).date.slice(0, 4));
    const r = await c.add(rossi, await c.freshLine(rossi), 1, 1);
    expect((await c.handle(admin, r.rId, true)).statusCode).toBe(200);
    // Received on 31 December (Rome), settled on the first working days of January.
    const dec31 = new Date(`${year}-12-31T10:00:00+01:00`);
    expect((await returnsStep(dec31)).received).toBe(1);
    const jan4 = new Date(`${year + 1}-01-04T10:00:00+01:00`);
    const s1 = await returnsStep(jan4);
    expect(s1.yearEnd).toBe(1);
    await returnsStep(later(jan4, 5));
    await returnsStep(later(jan4, 10));

    const inReceivingYear = (await c.requests(rossi, `&year=${year}&pageLimit=all`)).find((x) => x.rId === r.rId)!;
    expect(inReceivingYear).toMatchObject({ status: "COMPLETO", yearEndDoc: "XX-999999", creditNote: null });
    const inNextYear = (await c.requests(rossi, `&year=${year + 1}&pageLimit=all`)).find((x) => x.rId === r.rId)!;
    expect(inNextYear).toMatchObject({ status: "COMPLETO", yearEndDoc: null });
    expect(inNextYear.creditNote).toMatchObject({ docType: "NC", anno: year + 1 });
    // A return received and settled in the same year never gets the closing document.
    const [other] = await c.q<{ n: number }>("select count(*)::int n from return_requests where year_end_doc is not null and id <> $1", [r.rId]);
    expect(other!.n).toBe(0);
  });
});
