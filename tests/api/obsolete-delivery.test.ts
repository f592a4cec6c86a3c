// Obsolete stock is delivered by its supplier (decision 0029): the ERP simulator never ships an
// obsolete line from the warehouse on its usual schedule; the line waits on the missing list and
// ships osDeliveryDays business days later (Italy's calendar) on a DDT of the warehouse the stock
// is booked to (01) — also for a customer whose only warehouse is 03, who sees that same stock.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, sqlOf, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";
import type { ProductRow } from "../../src/shared/contract/product";
import { romeParts, romeWallTimeToInstant } from "../../src/shared/rules/rome-time";
import { addDays, businessDaysBetween, isBusinessDay } from "../../src/shared/rules/business-days";
import { nationalCalendar } from "../../src/server/lib/business-calendar";
import { runErpSimulatorStep, simulatorOptions } from "../../src/server/integrations/erp/simulator";

let t: TestApp;
const { call, get, post, upload, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;
const opts = simulatorOptions(1000);
const it_ = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

beforeAll(async () => {
  t = await createTestApp();
  // Bianchi works from Cagliari only: its orders go to warehouse 03.
  await t.database.pool.query("update users set warehouses = '03' where username = 'officina.bianchi'");
  const [obs, admin] = await Promise.all([loginAs("fornitore.obs"), loginAs("admin")]);
  [rossi, bianchi] = await Promise.all([loginAs("officina.rossi"), loginAs("officina.bianchi")]);
  const up = await upload("/v100/obsolete/loadObs", obs, "DLV-A;Pompa acqua fuori listino;80,00;5;X\n", "consegna.csv");
  expect(up.statusCode, up.body).toBe(200);
  const today = romeParts(new Date()).date;
  const from = it_(addDays(today, -1));
  const to = it_(addDays(today, 30));
  const disc = await upload("/v100/obsolete/loadObsDiscounts", admin, `100001;30;40;${from};${to};X\n100002;30;40;${from};${to};X\n`, "sconti.csv");
  expect(disc.statusCode, disc.body).toBe(200);
});
afterAll(async () => t?.close());

const q = sqlOf(() => t);

async function order(cookie: string, qty: number, ref: string): Promise<string> {
  const add = await post("/v100/cart/addToCart", cookie, { precodice: "OBS", codice: "DLV-A", qntRichiesta: qty });
  expect(add.statusCode, add.body).toBe(200);
  const res = await call("POST", "/v100/cart/cartCheckout", { cookie, payload: `cartNotes=&cRifOrdCli=${ref}`, headers: { "content-type": "application/x-www-form-urlencoded" } });
  expect(res.statusCode, res.body).toBe(200);
  return body<{ webOrderCode: string }>(res).data.webOrderCode;
}

type Shipped = { web_order_code: string; qty: number; doc_type: string };
const shippedLines = () =>
  q<Shipped>(
    `select o.web_order_code, dl.qty, d.doc_type from ddt_lines dl join ddts d on d.id = dl.ddt_id
     join order_lines l on l.id = dl.order_line_id join orders o on o.id = l.order_id
     where l.codice = 'DLV-A' order by o.web_order_code`,
  );
const stock = async (warehouse: string) =>
  (await q<{ qty: number }>("select s.qty from stock s join products p on p.id = s.product_id where p.codice = 'DLV-A' and s.warehouse = $1", [warehouse]))[0]?.qty ?? null;

describe("obsolete stock delivered by the supplier", () => {
  it("a warehouse-03-only customer sees the stock booked to 01, like a warehouse-01 customer", async () => {
    for (const cookie of [rossi, bianchi]) {
      const res = await get("/v100/search?searchString=DLV-A", cookie);
      const [row] = body<ProductRow[]>(res).data.filter((r) => r.precodice === "OBS");
      expect(row).toMatchObject({ codice: "DLV-A", disp: 5, obsoleteDeliveryDays: 7, orderable: true });
    }
    expect(await stock("03")).toBeNull();
  });

  it("is not shipped before osDeliveryDays business days, and ships after, for warehouse 01 and 03 customers alike", async () => {
    const rossiOrder = await order(rossi, 2, "DLV-1");
    const bianchiOrder = await order(bianchi, 1, "DLV-2");
    const [wh] = await q<{ warehouse: string }>("select warehouse from orders where web_order_code = $1", [bianchiOrder]);
    expect(wh!.warehouse).toBe("03");

    // Received, then fulfilled on the usual schedule: nothing of the obsolete product ships.
    const t0 = new Date();
    const today = romeParts(t0).date; // the day the simulator receives the orders, even just after midnight
    expect((await runErpSimulatorStep(t.database.db, t0, opts)).accepted).toBe(2);
    const r2 = await runErpSimulatorStep(t.database.db, new Date(t0.getTime() + 2000), opts);
    expect(r2.fulfilled).toBe(2);
    expect(await shippedLines()).toEqual([]);
    // The supplier's booked stock is sold at once (01), the customer's warehouse is not touched.
    expect(await stock("01")).toBe(2);

    // Each line waits on the missing list with the supplier's date: 7 business days, warehouse 01.
    const missing = await q<{ web_order_code: string; qty: number; warehouse: string; forecast: string; closed: boolean }>(
      `select o.web_order_code, m.qty, m.warehouse, to_char(m.forecast_date, 'YYYY-MM-DD') as forecast, m.closed_at is not null as closed
       from missing_items m join orders o on o.id = m.order_id where m.codice = 'DLV-A' order by o.web_order_code`,
    );
    expect(missing.map((m) => [m.web_order_code, m.qty, m.warehouse, m.closed])).toEqual(
      [
        [rossiOrder, 2, "01", false],
        [bianchiOrder, 1, "01", false],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    const due = missing[0]!.forecast;
    expect(missing.every((m) => m.forecast === due)).toBe(true);
    const closed = nationalCalendar.nonWorkingDays();
    expect(businessDaysBetween(today, due, closed)).toBe(7);
    expect(isBusinessDay(due, closed)).toBe(true);

    // The business day before: still nothing.
    let before = addDays(due, -1);
    while (!isBusinessDay(before, closed)) before = addDays(before, -1);
    await runErpSimulatorStep(t.database.db, romeWallTimeToInstant(before, 18, 0), opts);
    expect(await shippedLines()).toEqual([]);

    // On the day: both lines ship on a DDT of warehouse 01 and leave the missing list.
    // Everything due by then arrives in that step: these two lines and any seeded backorder of that day.
    const [dueCount] = await q<{ n: number }>("select count(*)::int as n from missing_items where closed_at is null and forecast_date <= $1::date", [due]);
    const r3 = await runErpSimulatorStep(t.database.db, romeWallTimeToInstant(due, 9, 0), opts);
    expect(dueCount!.n).toBeGreaterThanOrEqual(2);
    expect(r3.arrived).toBe(dueCount!.n);
    expect(await shippedLines()).toEqual(
      [
        { web_order_code: rossiOrder, qty: 2, doc_type: "B101" },
        { web_order_code: bianchiOrder, qty: 1, doc_type: "B101" },
      ].sort((a, b) => a.web_order_code.localeCompare(b.web_order_code)),
    );
    const open = await q("select 1 from missing_items where codice = 'DLV-A' and closed_at is null");
    expect(open).toEqual([]);
    const evasa = await q<{ qty_evasa: number }>("select l.qty_evasa from order_lines l where l.codice = 'DLV-A' order by l.id");
    expect(evasa.map((l) => l.qty_evasa)).toEqual([2, 1]);
  });
});
