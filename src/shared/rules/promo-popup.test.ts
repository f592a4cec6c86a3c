import { describe, expect, it } from "vitest";
import { POPUP_INTERVAL_MS, pickPopupPromo, recordPopupView } from "./promo-popup";

const NOW = 1_800_000_000_000;

describe("pickPopupPromo", () => {
  it("is a 10-minute interval", () => {
    expect(POPUP_INTERVAL_MS).toBe(600_000);
  });

  it("shows a promo that has views left when no popup was ever shown", () => {
    expect(pickPopupPromo([{ proId: 7, proPopup: 2 }], {}, null, NOW, false)).toBe(7);
  });

  it("skips promos whose views are used up or that never pop up", () => {
    const promos = [
      { proId: 1, proPopup: 2, proOrder: 1 },
      { proId: 2, proPopup: 0, proOrder: 2 },
      { proId: 3, proPopup: 3, proOrder: 3 },
    ];
    expect(pickPopupPromo(promos, { 1: 2 }, null, NOW, false)).toBe(3);
    expect(pickPopupPromo(promos, { 1: 2, 3: 3 }, null, NOW, false)).toBeNull();
    expect(pickPopupPromo(promos, { 1: 5 }, null, NOW, false)).toBe(3);
  });

  it("picks the lowest proOrder first, then the lowest proId", () => {
    const promos = [
      { proId: 10, proPopup: 1, proOrder: 5 },
      { proId: 11, proPopup: 1, proOrder: 2 },
      { proId: 9, proPopup: 1 },
      { proId: 12, proPopup: 1, proOrder: 2 },
    ];
    expect(pickPopupPromo(promos, {}, null, NOW, false)).toBe(11);
    expect(pickPopupPromo(promos, { 11: 1 }, null, NOW, false)).toBe(12);
    expect(pickPopupPromo(promos, { 11: 1, 12: 1, 10: 1 }, null, NOW, false)).toBe(9);
  });

  it("waits more than 10 minutes after the last popup", () => {
    const promos = [{ proId: 1, proPopup: 5 }];
    expect(pickPopupPromo(promos, {}, NOW - 60_000, NOW, false)).toBeNull();
    expect(pickPopupPromo(promos, {}, NOW - POPUP_INTERVAL_MS, NOW, false)).toBeNull();
    expect(pickPopupPromo(promos, {}, NOW - POPUP_INTERVAL_MS - 1, NOW, false)).toBe(1);
  });

  it("does not show a popup when the last one is in the future (clock skew)", () => {
    expect(pickPopupPromo([{ proId: 1, proPopup: 5 }], {}, NOW + 1_000, NOW, false)).toBeNull();
  });

  it("shows at most one popup per page", () => {
    expect(pickPopupPromo([{ proId: 1, proPopup: 5 }], {}, null, NOW, true)).toBeNull();
  });

  it("caps the popup count at 10", () => {
    expect(pickPopupPromo([{ proId: 1, proPopup: 50 }], { 1: 10 }, null, NOW, false)).toBeNull();
    expect(pickPopupPromo([{ proId: 1, proPopup: 50 }], { 1: 9 }, null, NOW, false)).toBe(1);
  });

  it("returns null for no promos", () => {
    expect(pickPopupPromo([], {}, null, NOW, false)).toBeNull();
  });
});

describe("recordPopupView", () => {
  it("counts a view without mutating the input", () => {
    const seen = { 1: 1 };
    expect(recordPopupView(seen, 1)).toEqual({ 1: 2 });
    expect(recordPopupView(seen, 2)).toEqual({ 1: 1, 2: 1 });
    expect(seen).toEqual({ 1: 1 });
  });

  it("lets a 1-view promo pop up exactly once", () => {
    const promos = [{ proId: 4, proPopup: 1 }];
    const first = pickPopupPromo(promos, {}, null, NOW, false);
    expect(first).toBe(4);
    const seen = recordPopupView({}, 4);
    expect(pickPopupPromo(promos, seen, NOW, NOW + POPUP_INTERVAL_MS + 1, false)).toBeNull();
  });
});
