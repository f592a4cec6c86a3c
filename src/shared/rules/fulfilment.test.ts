import { describe, expect, it } from "vitest";
import { freshestFulfilment, fulfilmentPercent, fulfilmentStatus, lineFulfilment, orderFulfilment, orderTotalsFulfilment } from "./fulfilment";

describe("fulfilmentPercent", () => {
  it("is the fulfilled share, never 100 while something is missing", () => {
    expect(fulfilmentPercent(10, 0)).toBe(0);
    expect(fulfilmentPercent(10, 5)).toBe(50);
    expect(fulfilmentPercent(3, 1)).toBe(33);
    expect(fulfilmentPercent(1000, 999)).toBe(99);
    expect(fulfilmentPercent(10, 10)).toBe(100);
    expect(fulfilmentPercent(10, 12)).toBe(100);
    expect(fulfilmentPercent(0, 0)).toBe(0);
  });
});

describe("fulfilmentStatus", () => {
  it("derives the status from the lines", () => {
    expect(fulfilmentStatus([{ qty: 2, qtyEvasa: 0 }])).toBe("IN_PROGRESS");
    expect(fulfilmentStatus([{ qty: 2, qtyEvasa: 1 }, { qty: 1, qtyEvasa: 1 }])).toBe("PARTIAL");
    expect(fulfilmentStatus([{ qty: 2, qtyEvasa: 2 }, { qty: 1, qtyEvasa: 1 }])).toBe("FULFILLED");
    expect(fulfilmentStatus([])).toBe("IN_PROGRESS");
  });
});

describe("order figures: one rule for the card and the details", () => {
  const lines = [
    { quantita: 4, quantitaEvasa: 4 },
    { quantita: 2, quantitaEvasa: 3 },
    { quantita: 2, quantitaEvasa: 0 },
  ];
  it("sums each line's clamped figures", () => {
    expect(lineFulfilment(2, 3)).toEqual({ quantitaEvasa: 2, quantitaDaEvadere: 0 });
    expect(lineFulfilment(2, -1)).toEqual({ quantitaEvasa: 0, quantitaDaEvadere: 2 });
    expect(orderFulfilment(lines)).toEqual({ quantita: 8, quantitaEvasa: 6, quantitaDaEvadere: 2, percent: 75 });
    expect(orderFulfilment([])).toEqual({ quantita: 0, quantitaEvasa: 0, quantitaDaEvadere: 0, percent: 0 });
    expect(orderTotalsFulfilment(8, 6)).toEqual(orderFulfilment(lines));
  });

  it("the card shows the details' figures when they are newer than the list (the ERP shipped meanwhile)", () => {
    // The list answered before the ERP shipped: '0% · Evasi 0 · Da evadere 8'.
    const listed = { quantita: 8, quantitaEvasa: 0, status: "IN_PROGRESS" as const };
    const fulfilled = [
      { quantita: 6, quantitaEvasa: 6 },
      { quantita: 2, quantitaEvasa: 2 },
    ];
    expect(freshestFulfilment(listed, 1000, null)).toEqual({ quantita: 8, quantitaEvasa: 0, quantitaDaEvadere: 8, percent: 0, status: "IN_PROGRESS" });
    expect(freshestFulfilment(listed, 1000, { lines: fulfilled, at: 5000 })).toEqual({ quantita: 8, quantitaEvasa: 8, quantitaDaEvadere: 0, percent: 100, status: "FULFILLED" });
    // Details older than the list (a copy from before): the list is the newer answer.
    expect(freshestFulfilment(listed, 9000, { lines: fulfilled, at: 5000 }).quantitaEvasa).toBe(0);
    // Listed while still 'Inviato' (not yet taken by the ERP), shipped since.
    expect(freshestFulfilment({ ...listed, status: "SENT" as const }, 1000, { lines: fulfilled, at: 5000 }).status).toBe("FULFILLED");
    expect(freshestFulfilment({ ...listed, status: "SENT" as const }, 1000, { lines: [{ quantita: 8, quantitaEvasa: 0 }], at: 5000 }).status).toBe("SENT");
    expect(freshestFulfilment(listed, 1000, { lines: [{ quantita: 6, quantitaEvasa: 6 }, { quantita: 2, quantitaEvasa: 0 }], at: 5000 })).toMatchObject({ percent: 75, status: "PARTIAL" });
    // A cancelled order stays cancelled whatever its lines say.
    expect(freshestFulfilment({ ...listed, status: "CANCELLED" as const }, 1000, { lines: fulfilled, at: 5000 }).status).toBe("CANCELLED");
  });
});
