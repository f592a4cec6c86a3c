import { describe, expect, it } from "vitest";
import { profileDueDate, profileNeedsAttention, profileStatus, PROFILE_MAX_AGE_DAYS } from "./customer-profile";

const now = new Date("2026-03-15T10:00:00Z");
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000);

describe("profileStatus", () => {
  it("is MISSING without a saved profile", () => {
    expect(profileStatus(null, now)).toBe("MISSING");
    expect(profileStatus(undefined, now)).toBe("MISSING");
    expect(profileStatus("not a date", now)).toBe("MISSING");
  });

  it("is OK up to the maximum age, TO_UPDATE after it", () => {
    expect(PROFILE_MAX_AGE_DAYS).toBe(365);
    expect(profileStatus(daysAgo(0), now)).toBe("OK");
    expect(profileStatus(daysAgo(365), now)).toBe("OK");
    expect(profileStatus(new Date(daysAgo(365).getTime() - 1000), now)).toBe("TO_UPDATE");
    expect(profileStatus(daysAgo(400).toISOString(), now)).toBe("TO_UPDATE");
  });

  it("gives the due date one maximum age after the save", () => {
    expect(profileDueDate("2025-03-15T10:00:00.000Z").toISOString()).toBe("2026-03-15T10:00:00.000Z");
  });

  it("asks for attention only for MISSING and TO_UPDATE", () => {
    expect(profileNeedsAttention("MISSING")).toBe(true);
    expect(profileNeedsAttention("TO_UPDATE")).toBe(true);
    expect(profileNeedsAttention("OK")).toBe(false);
    expect(profileNeedsAttention("NOT_REQUIRED")).toBe(false);
  });
});
