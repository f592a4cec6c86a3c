import { describe, expect, it } from "vitest";
import { missingLineBlockReason } from "./reorder";
import { reorderMessages as m } from "../messages/reorder";
import { ruleMessages } from "../messages/rules";

describe("missingLineBlockReason", () => {
  const p = (over: Partial<{ precodice: string; orderable: boolean; disp: number | null }> = {}) => ({ precodice: "M120", orderable: true, disp: 10, ...over });
  it("a missing line is available again when the stock covers its quantity", () => {
    expect(missingLineBlockReason(p(), 10)).toBeNull();
    expect(missingLineBlockReason(p({ disp: 9 }), 10)).toBe(m.missingStillUnavailable);
    expect(missingLineBlockReason(p({ disp: null }), 1)).toBe(m.missingStillUnavailable);
    expect(missingLineBlockReason(p({ disp: -3 }), 1)).toBe(m.missingStillUnavailable);
  });
  it("gives the reason of a product gone or not orderable", () => {
    expect(missingLineBlockReason(null, 1)).toBe(m.reasonGone);
    expect(missingLineBlockReason(p({ orderable: false }), 1)).toBe(m.reasonNotOrderable);
  });
  it("a stock-limited prefix answers the cart rule's message", () => {
    expect(missingLineBlockReason(p({ precodice: "S123", disp: 1 }), 2)).toBe(ruleMessages.exceedsAvailable);
  });
});
