import { describe, expect, it } from "vitest";
import { isAgentToken, isoToItalianDay, italianDayToIso, isVisitDate, shiftDay, SELF_AGENT } from "./visits";
import { itReturns } from "../../test-support/examples";

describe("visit days", () => {
  itReturns(italianDayToIso, [
    // DD/MM/YYYY as Italians write it
    ["16/03/2026", "2026-03-16"],
    [" 1/3/2026 ", "2026-03-01"],
    ["29/02/2028", "2028-02-29"],
    // Not a calendar day, not DD/MM/YYYY, not a sane year
    ["29/02/2026", null],
    ["31/04/2026", null],
    ["2026-03-16", null],
    ["16/03/1800", null],
  ]);

  it("writes an ISO day as Italians write it", () => {
    expect(isoToItalianDay("2026-03-16")).toBe("16/03/2026");
  });

  it("moves a day across months and years", () => {
    expect(shiftDay("2026-03-31", 1)).toBe("2026-04-01");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    // Across the change to summer time (29 March 2026 in Italy) a day is still a day.
    expect(shiftDay("2026-03-29", 1)).toBe("2026-03-30");
  });

  // Only sane ISO calendar dates are visit dates
  itReturns(isVisitDate, [
    ["2026-02-28", true],
    ["2026-02-30", false],
    ["2026-13-01", false],
    ["0001-01-01", false],
  ]);
});

describe("agent tokens", () => {
  itReturns(isAgentToken, [
    // A public URL token
    ["A".repeat(43), true],
    ["abc_DEF-123".padEnd(43, "x"), true],
    // The console's agent codes and what is not 43 URL-safe characters
    [SELF_AGENT, false],
    ["12", false],
    ["A".repeat(42), false],
    ["A".repeat(42) + "=", false],
  ]);
});
