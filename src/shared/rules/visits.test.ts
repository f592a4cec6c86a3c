import { describe, expect, it } from "vitest";
import { isAgentToken, isoToItalianDay, italianDayToIso, isVisitDate, shiftDay, SELF_AGENT } from "./visits";

describe("visit days", () => {
  it("reads DD/MM/YYYY as Italians write it, and refuses what is not a calendar day", () => {
    expect(italianDayToIso("16/03/2026")).toBe("2026-03-16");
    expect(italianDayToIso(" 1/3/2026 ")).toBe("2026-03-01");
    expect(italianDayToIso("29/02/2028")).toBe("2028-02-29");
    expect(italianDayToIso("29/02/2026")).toBeNull();
    expect(italianDayToIso("31/04/2026")).toBeNull();
    expect(italianDayToIso("2026-03-16")).toBeNull();
    expect(italianDayToIso("16/03/1800")).toBeNull();
    expect(isoToItalianDay("2026-03-16")).toBe("16/03/2026");
  });

  it("moves a day across months and years", () => {
    expect(shiftDay("2026-03-31", 1)).toBe("2026-04-01");
    expect(shiftDay("2026-01-01", -1)).toBe("2025-12-31");
    // Across the change to summer time (29 March 2026 in Italy) a day is still a day.
    expect(shiftDay("2026-03-29", 1)).toBe("2026-03-30");
  });

  it("accepts only sane ISO calendar dates", () => {
    expect(isVisitDate("2026-02-28")).toBe(true);
    expect(isVisitDate("2026-02-30")).toBe(false);
    expect(isVisitDate("2026-13-01")).toBe(false);
    expect(isVisitDate("0001-01-01")).toBe(false);
  });
});

describe("agent tokens", () => {
  it("tells a public URL token from the console's agent codes", () => {
    expect(isAgentToken("A".repeat(43))).toBe(true);
    expect(isAgentToken("abc_DEF-123".padEnd(43, "x"))).toBe(true);
    expect(isAgentToken(SELF_AGENT)).toBe(false);
    expect(isAgentToken("12")).toBe(false);
    expect(isAgentToken("A".repeat(42))).toBe(false);
    expect(isAgentToken("A".repeat(42) + "="))
      .toBe(false);
  });
});
