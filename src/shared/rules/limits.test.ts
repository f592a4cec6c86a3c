import { describe, expect, it } from "vitest";
import * as limits from "./limits";

describe("limits", () => {
  it("matches the specification", () => {
    expect(limits.SEARCH_MIN_CHARS).toBe(3);
    expect(limits.SEARCH_MAX_CHARS).toBe(100);
    expect(limits.QTY_MIN).toBe(1);
    expect(limits.QTY_MAX).toBe(10000);
    expect(limits.ITEM_NOTE_MAX).toBe(250);
    expect(limits.ORDER_REF_MAX).toBe(30);
    expect(limits.OPERATOR_NOTE_MAX).toBe(500);
    expect(limits.SUGGESTED_MAX).toBe(2);
    expect(limits.URGENT_LOCK_MS).toBe(5000);
    expect(limits.REMOVE_AFTER_ADD_MS).toBe(2500);
    expect(limits.HINT_MS).toBe(5000);
    expect(limits.SESSION_POLL_MS).toBe(20000);
    expect(limits.EXPIRED_REDIRECT_MS).toBe(3000);
    expect(limits.COUNTDOWN_TICK_MS).toBe(1000);
    expect(limits.MISSING_PAGE_SIZES).toEqual([5, 10, 15, 30, 50]);
    expect(limits.MISSING_DEFAULT_PAGE_SIZE).toBe(10);
    expect(limits.PROMO_DETAIL_PAGE_SIZE).toBe(15);
    expect(limits.PROMO_ORDER_MIN).toBe(1);
    expect(limits.PROMO_ORDER_MAX).toBe(1000);
    expect(limits.PROMO_POPUP_MIN).toBe(0);
    expect(limits.PROMO_POPUP_MAX).toBe(10);
    expect(limits.NOTIFY_TOP_OFFSET).toBe(200);
    expect(limits.NOTIFY_DURATION_MS).toBe(3000);
    expect(limits.NOTIFY_MAX).toBe(3);
    expect(limits.QUOTE_MAX_IMAGES).toBe(5);
    expect(limits.QUOTE_MAX_BYTES).toBe(15 * 1024 * 1024);
    expect(limits.TELAIO_MAX).toBe(17);
    expect(limits.CART_UPLOAD_POLL_MS).toBe(10000);
    expect(limits.RETURNS_OVERDUE_BUSINESS_DAYS).toBe(4);
    expect(limits.CLIENT_VERSION).toBe("1.28.3");
    expect(limits.WAREHOUSES).toEqual([
      { code: "01", name: "Senise" },
      { code: "03", name: "Cagliari" },
    ]);
    expect(limits.DEFAULT_WAREHOUSE).toBe("01");
  });

  it("keeps the default page size among the offered sizes", () => {
    expect(limits.MISSING_PAGE_SIZES).toContain(limits.MISSING_DEFAULT_PAGE_SIZE);
  });

  it("keeps the default warehouse among the warehouses", () => {
    expect(limits.WAREHOUSES.map((w) => w.code)).toContain(limits.DEFAULT_WAREHOUSE);
  });
});

describe("warehouseLabel", () => {
  it("names a known warehouse with its code, and leaves an unknown code as it is", () => {
    expect(limits.warehouseLabel("01")).toBe("01 Senise");
    expect(limits.warehouseLabel("03")).toBe("03 Cagliari");
    expect(limits.warehouseLabel("99")).toBe("99");
  });
});
