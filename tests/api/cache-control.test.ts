// Answers with a customer's data are never kept by a cache (issue 14): "private, no-store" on every
// /v100 answer by default, customer files included; promo media keeps its long cache.
import { beforeAll, describe, expect, it } from "vitest";
import type { Method } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";

const { t, call, get, loginAs } = setupTestApp();
let rossi: string;
beforeAll(async () => {
  rossi = await loginAs("officina.rossi");
});

describe("Cache-Control", () => {
  it.each([
    ["GET", "/v100/orders/lastOrders"],
    ["POST", "/v100/documents/getDdts"],
    ["GET", "/v100/documents/getInvoices"],
    ["GET", "/v100/search?searchString=OC90"],
    ["GET", "/v100/cart/myCart"],
    ["GET", "/v100/registration/getCustomerInfo"],
    ["GET", "/v100/promo/getPromoList"],
    ["GET", "/v100/auth/check"],
  ])("%s %s: private, no-store", async (method, url) => {
    const res = await call(method as Method, url, { cookie: rossi, ...(method === "POST" ? { json: {} } : {}) });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("on errors too", async () => {
    const res = await get("/v100/orders/lastOrders");
    expect(res.statusCode).toBe(401);
    expect(res.headers["cache-control"]).toBe("private, no-store");
  });

  it("on a customer's PDF", async () => {
    const list = await get("/v100/orders/lastOrders", rossi);
    const order = (list.json() as { data: { tipoDoc: string; numeroDoc: number; anno: number }[] }).data[0]!;
    const pdf = await get(`/v100/orders/orderDetails/pdf/${order.tipoDoc}/${order.numeroDoc}/${order.anno}`, rossi);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers["content-type"]).toBe("application/pdf");
    expect(pdf.headers["cache-control"]).toBe("private, no-store");
  });

  it("promo media keeps its long cache", async () => {
    const row = await t().database.pool.query("select name from promo_media limit 1");
    expect(row.rows.length).toBe(1);
    const res = await get(`/v100/promo/media/${row.rows[0].name}`, rossi);
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, max-age=31536000, immutable");
  });
});
