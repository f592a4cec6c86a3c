import { describe, expect, it } from "vitest";
import { formatItalianDate, formatItalianDateTime, formatRomeTime } from "./italian-date";

describe("Italian dates", () => {
  it("formats on the Rome calendar (winter and summer time)", () => {
    expect(formatItalianDate("2026-01-15T10:00:00Z")).toBe("15/01/2026");
    // 23:30 UTC on 31 December is already New Year's Day in Rome.
    expect(formatItalianDate("2025-12-31T23:30:00Z")).toBe("01/01/2026");
    expect(formatItalianDateTime("2026-07-01T06:05:09Z")).toBe("01/07/2026 08:05");
    expect(formatItalianDateTime(new Date("2026-01-15T08:05:09Z"), true)).toBe("15/01/2026 09:05:09");
    expect(formatRomeTime(Date.parse("2026-07-01T22:30:00Z"))).toBe("00:30");
  });

  it("answers an empty string for a value that is not a date", () => {
    expect(formatItalianDate("ieri")).toBe("");
    expect(formatItalianDateTime("")).toBe("");
    expect(formatRomeTime(Number.NaN)).toBe("");
  });
});
