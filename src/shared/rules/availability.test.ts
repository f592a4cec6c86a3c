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

describe("availabilityIcon", () => {
  it("is none when stock is 0 or unknown", () => {
    expect(availabilityIcon(0, 1)).toBe("none");
    expect(availabilityIcon(null, 1)).toBe("none");
    expect(availabilityIcon(undefined, 1)).toBe("none");
    expect(availabilityIcon(Number.NaN, 1)).toBe("none");
    expect(availabilityIcon(0, 0)).toBe("none");
  });

  it("treats negative stock as none", () => {
    expect(availabilityIcon(-2, 1)).toBe("none");
  });

  it("is full when stock covers the requested quantity, boundary included", () => {
    expect(availabilityIcon(10, 3)).toBe("full");
    expect(availabilityIcon(3, 3)).toBe("full");
    expect(availabilityIcon(3, 0)).toBe("full");
  });

  it("is partial when stock is short", () => {
    expect(availabilityIcon(2, 3)).toBe("partial");
    expect(availabilityIcon(1, 10000)).toBe("partial");
  });
});

describe("externalAvailabilitySource", () => {
  it("maps Q, R, S + three digits to the suppliers", () => {
    expect(externalAvailabilitySource("Q287")).toBe("AML");
    expect(externalAvailabilitySource("R123")).toBe("CLL");
    expect(externalAvailabilitySource("S999")).toBe("CLC");
    expect(externalAvailabilitySource("S000")).toBe("CLC");
  });

  it("ignores case and surrounding spaces", () => {
    expect(externalAvailabilitySource(" q287 ")).toBe("AML");
  });

  it("needs exactly three digits after the letter", () => {
    for (const p of ["Q28", "Q2871", "QA87", "Q 287", "P287", "T123", "", "Q", "RR123", "1Q287"]) {
      expect(externalAvailabilitySource(p), p).toBeNull();
    }
  });
});

describe("needsDeliveryForecast", () => {
  it("is true for P and F prefixes when stock is missing or short", () => {
    expect(needsDeliveryForecast("P010", 0, 1)).toBe(true);
    expect(needsDeliveryForecast("F200", null, 1)).toBe(true);
    expect(needsDeliveryForecast("p010", undefined, 1)).toBe(true);
    expect(needsDeliveryForecast("f200", 2, 5)).toBe(true);
  });

  it("is false when stock covers the request", () => {
    expect(needsDeliveryForecast("P010", 5, 5)).toBe(false);
    expect(needsDeliveryForecast("F200", 9, 1)).toBe(false);
  });

  it("is false for other prefixes", () => {
    expect(needsDeliveryForecast("Q287", 0, 1)).toBe(false);
    expect(needsDeliveryForecast("A010", 0, 1)).toBe(false);
    expect(needsDeliveryForecast("", 0, 1)).toBe(false);
  });
});

describe("isStockLimited", () => {
  it("is true for supplier prefixes and the outlet prefixes", () => {
    expect(isStockLimited("Q287")).toBe(true);
    expect(isStockLimited("R001")).toBe(true);
    expect(isStockLimited("S999")).toBe(true);
    expect(isStockLimited("outf")).toBe(true);
    expect(isStockLimited("OUTP")).toBe(true);
    expect(isStockLimited("OutF")).toBe(true);
  });

  it("is false otherwise", () => {
    for (const p of ["P010", "Q28", "Q2871", "out", "outx", "outfp", ""]) {
      expect(isStockLimited(p), p).toBe(false);
    }
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
