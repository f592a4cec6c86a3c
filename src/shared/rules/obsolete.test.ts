import { describe, expect, it } from "vitest";
import { OBS_STOCK_SCOPE, OBS_STOCK_WAREHOUSE, obsoleteDeliveryDate, parseDay, parseListPrice, parsePercent, parseQuantity, periodsOverlap, stockWarehouseFor } from "./obsolete";

describe("obsolete file rules", () => {
  it("reads prices with a decimal comma or point, refusing zero and garbage", () => {
    expect(parseListPrice("12,50")).toBe(1250);
    expect(parseListPrice("80.00")).toBe(8000);
    expect(parseListPrice("1.234,50")).toBe(123450);
    expect(parseListPrice("0")).toBeNull();
    expect(parseListPrice("abc")).toBeNull();
    expect(parseListPrice("")).toBeNull();
  });

  it("reads quantities, percentages and days", () => {
    expect(parseQuantity("4")).toBe(4);
    expect(parseQuantity("-1")).toBeNull();
    expect(parseQuantity("2,5")).toBeNull();
    expect(parsePercent("35,5")).toBe(35.5);
    expect(parsePercent("101")).toBeNull();
    expect(parsePercent("10,123")).toBeNull();
    expect(parseDay("01/02/2026")).toBe("2026-02-01");
    expect(parseDay("2026-02-01")).toBe("2026-02-01");
    expect(parseDay("31/02/2026")).toBeNull();
  });

  it("inclusive periods overlap when they share a day", () => {
    expect(periodsOverlap({ start: "2026-01-01", end: "2026-01-31" }, { start: "2026-01-31", end: "2026-02-10" })).toBe(true);
    expect(periodsOverlap({ start: "2026-01-01", end: "2026-01-30" }, { start: "2026-01-31", end: "2026-02-10" })).toBe(false);
  });
});

describe("obsolete stock delivery", () => {
  const none = { has: () => false };
  it("looks for obsolete stock in its booked warehouse whatever the customer's, other products in the customer's", () => {
    expect(stockWarehouseFor(OBS_STOCK_SCOPE, "03")).toBe(OBS_STOCK_WAREHOUSE);
    expect(stockWarehouseFor(null, "03")).toBe("03");
    expect(stockWarehouseFor("", "01")).toBe("01");
  });
  it("is delivered osDeliveryDays business days after the order, skipping weekends and holidays", () => {
    expect(obsoleteDeliveryDate("2026-11-20", 1, none)).toBe("2026-11-23"); // Friday → Monday
    expect(obsoleteDeliveryDate("2026-12-04", 3, { has: (d) => d === "2026-12-08" })).toBe("2026-12-10");
    expect(obsoleteDeliveryDate("2026-11-23", null, none)).toBe("2026-11-30"); // default 5
  });
});
