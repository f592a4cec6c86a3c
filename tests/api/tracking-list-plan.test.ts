// The tracking console's list of every customer's orders, newest first, is read backwards along
// the date index (session 27): with a distributor's history, sorting the whole orders table took
// 127 ms at each opening and grew with every order sent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "./helpers/test-app";
import { planNodes } from "./helpers/query-plan";
import { trackingListQuery } from "../../src/server/modules/tracking/repo";
import { TRACKING_LIST_MAX } from "../../src/server/modules/tracking/service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Two years of orders of every demo customer: 30,000 orders.
  await t.database.pool.query(
    `insert into orders (customer_id, user_id, actor_user_id, tipo_doc, numero_doc, anno, web_order_code, data_documento, net_total_cents, status)
     select u.customer_id, u.id, u.id, 'TL', row_number() over (), 2025, 'TL-' || row_number() over (), now() - (i * 37 % 730) * interval '1 day' - i * interval '1 second', 0, 'FULFILLED'
     from (select * from users where customer_id is not null order by id limit 5) u cross join generate_series(1, 6000) as i`,
  );
  await t.database.pool.query("analyze orders");
});
afterAll(async () => t?.close());

describe("tracking list against a long history", () => {
  it("reads every customer's newest orders along the date index, never sorting the table", async () => {
    const plan = await planNodes(t.database.pool, trackingListQuery(t.database.db, null, TRACKING_LIST_MAX).toSQL());
    const scans = plan.filter((n) => n["Relation Name"] === "orders");
    expect(scans.map((n) => `${n["Node Type"]} ${n["Index Name"] ?? ""}`.trim())).toEqual(["Index Scan orders_date_idx"]);
    expect(plan.map((n) => n["Node Type"])).not.toContain("Sort");
  });

  it("answers the newest orders first", async () => {
    const rows = await trackingListQuery(t.database.db, null, TRACKING_LIST_MAX);
    expect(rows).toHaveLength(TRACKING_LIST_MAX);
    const newest = await t.database.pool.query<{ id: number }>(`select id from orders order by data_documento desc, id desc limit $1`, [TRACKING_LIST_MAX]);
    expect(rows.map((r) => r.id)).toEqual(newest.rows.map((r) => r.id));
  });
});
