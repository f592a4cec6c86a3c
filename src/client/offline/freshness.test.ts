import { describe, expect, it } from "vitest";
import { formatUpdatedAt } from "./freshness";

describe("formatUpdatedAt", () => {
  it("says the time in Rome for today's data, the day too for older data", () => {
    const now = Date.parse("2026-11-20T15:00:00Z");
    expect(formatUpdatedAt(Date.parse("2026-11-20T09:42:00Z"), now)).toBe("aggiornato alle 10:42");
    expect(formatUpdatedAt(Date.parse("2026-11-19T16:05:00Z"), now)).toBe("aggiornato il 19/11 alle 17:05");
    // Just after midnight in Rome is already the next day there.
    expect(formatUpdatedAt(Date.parse("2026-11-19T23:30:00Z"), Date.parse("2026-11-20T08:00:00Z"))).toBe("aggiornato alle 00:30");
  });
});
