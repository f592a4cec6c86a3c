import { describe, expect, it } from "vitest";
import { ruleMessages } from "../messages/rules";
import {
  addDisabledReason,
  addToCartBlockReason,
  availabilityIcon,
  externalAvailabilitySource,
  isStockLimited,
  needsDeliveryForecast,
} from "./availability";
import { itReturns } from "../../test-support/examples";

describe("availabilityIcon", () => {
  it.each([
    // None when stock is 0, unknown or negative
    [0, 1, "none"],
    [null, 1, "none"],
    [undefined, 1, "none"],
    [Number.NaN, 1, "none"],
    [0, 0, "none"],
    [-2, 1, "none"],
    // Full when stock covers the requested quantity, boundary included
    [10, 3, "full"],
    [3, 3, "full"],
    [3, 0, "full"],
    // Partial when stock is short
    [2, 3, "partial"],
    [1, 10000, "partial"],
  ])("stock %s for %s requested is %s", (stock, requested, icon) => {
    expect(availabilityIcon(stock, requested)).toBe(icon);
  });
});

describe("externalAvailabilitySource", () => {
  itReturns(externalAvailabilitySource, [
    // Q, R, S + three digits are the suppliers, whatever the case and surrounding spaces
    ["Q287", "AML"],
    ["R123", "CLL"],
    ["S999", "CLC"],
    ["S000", "CLC"],
    [" q287 ", "AML"],
  ]);

  it.each(["Q28", "Q2871", "QA87", "Q 287", "P287", "T123", "", "Q", "RR123", "1Q287"])(
    "%j has no source: exactly three digits after the letter",
    (precodice) => {
      expect(externalAvailabilitySource(precodice)).toBeNull();
    },
  );
});

describe("needsDeliveryForecast", () => {
  it.each([
    // P and F prefixes when stock is missing or short
    ["P010", 0, 1, true],
    ["F200", null, 1, true],
    ["p010", undefined, 1, true],
    ["f200", 2, 5, true],
    // Not when stock covers the request
    ["P010", 5, 5, false],
    ["F200", 9, 1, false],
    // Not for other prefixes
    ["Q287", 0, 1, false],
    ["A010", 0, 1, false],
    ["", 0, 1, false],
  ])("%j with stock %s for %s requested: %s", (precodice, stock, requested, needed) => {
    expect(needsDeliveryForecast(precodice, stock, requested)).toBe(needed);
  });
});

describe("isStockLimited", () => {
  it.each(["Q287", "R001", "S999", "outf", "OUTP", "OutF"])("%j is a supplier or outlet prefix", (precodice) => {
    expect(isStockLimited(precodice)).toBe(true);
  });

  it.each(["P010", "Q28", "Q2871", "out", "outx", "outfp", ""])("%j is not stock-limited", (precodice) => {
    expect(isStockLimited(precodice)).toBe(false);
  });
});

describe("addToCartBlockReason", () => {
  it("blocks products that are not orderable", () => {
    expect(addToCartBlockReason({ precodice: "P010", orderable: false, disp: 100 }, 1)).toBe("Prodotto non ordinabile");
    expect(ruleMessages.notOrderable).toBe("Prodotto non ordinabile");
  });

  it("blocks stock-limited products when the request exceeds stock", () => {
    const message = "La quantità richiesta eccede la quantità disponibile";
    expect(ruleMessages.exceedsAvailable).toBe(message);
    expect(addToCartBlockReason({ precodice: "Q287", orderable: true, disp: 5 }, 6)).toBe(message);
    expect(addToCartBlockReason({ precodice: "outp", orderable: true, disp: null }, 1)).toBe(message);
    expect(addToCartBlockReason({ precodice: "S100", orderable: true, disp: 0 }, 1)).toBe(message);
  });

  it("allows stock-limited products within stock", () => {
    expect(addToCartBlockReason({ precodice: "Q287", orderable: true, disp: 6 }, 6)).toBeNull();
    expect(addToCartBlockReason({ precodice: "OUTF", orderable: true, disp: 10 }, 2)).toBeNull();
  });

  it("lets ordinary products be backordered", () => {
    expect(addToCartBlockReason({ precodice: "P010", orderable: true, disp: 0 }, 50)).toBeNull();
  });
});

describe("addDisabledReason", () => {
  it("disables an outlet item with no stock, and a non-orderable one, with the reason", () => {
    expect(addDisabledReason({ precodice: "outf", orderable: true, disp: 0 })).toBe("Esaurito: non riordinabile");
    expect(addDisabledReason({ precodice: "OUTP", orderable: true, disp: null })).toBe("Esaurito: non riordinabile");
    expect(addDisabledReason({ precodice: "M120", orderable: false, disp: 5 })).toBe("Prodotto non ordinabile");
  });

  it("leaves an outlet item with stock and an ordinary item without stock addable", () => {
    expect(addDisabledReason({ precodice: "outf", orderable: true, disp: 2 })).toBeNull();
    expect(addDisabledReason({ precodice: "M120", orderable: true, disp: 0 })).toBeNull();
  });
});
