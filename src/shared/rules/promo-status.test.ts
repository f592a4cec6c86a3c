import { describe, expect, it } from "vitest";
import { joinWarehouses, promoStatus, splitWarehouses } from "./promo-status";

describe("promoStatus", () => {
  it("is active from the first to the last day, both included", () => {
    expect(promoStatus("2026-03-01", "2026-03-31", "2026-03-01")).toBe("ACTIVE");
    expect(promoStatus("2026-03-01", "2026-03-31", "2026-03-15")).toBe("ACTIVE");
    expect(promoStatus("2026-03-01", "2026-03-31", "2026-03-31")).toBe("ACTIVE");
  });

  it("is scheduled before the start and expired after the end", () => {
    expect(promoStatus("2026-03-01", "2026-03-31", "2026-02-28")).toBe("SCHEDULED");
    expect(promoStatus("2026-03-01", "2026-03-31", "2026-04-01")).toBe("EXPIRED");
  });

  it("handles a one-day promo across a year boundary", () => {
    expect(promoStatus("2026-12-31", "2026-12-31", "2026-12-31")).toBe("ACTIVE");
    expect(promoStatus("2026-12-31", "2026-12-31", "2027-01-01")).toBe("EXPIRED");
  });
});

describe("warehouse strings", () => {
  it("splits and joins codes with +", () => {
    expect(splitWarehouses("01+03")).toEqual(["01", "03"]);
    expect(splitWarehouses(" 03 ")).toEqual(["03"]);
    expect(splitWarehouses("")).toEqual([]);
    expect(joinWarehouses(["03", "01", "03"])).toBe("01+03");
  });
});
