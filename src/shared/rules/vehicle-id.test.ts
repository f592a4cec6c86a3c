import { describe, expect, it } from "vitest";
import { compactVehicleId, isVehicleId } from "./vehicle-id";

describe("vehicle id (plate or VIN)", () => {
  it.each(["AB123CD", "ab 123 cd", "FX-456-GH", "ZFA31200000123456", "wvwzzz1kz6w123456"])("accepts %s", (v) => expect(isVehicleId(v)).toBe(true));
  it.each(["", "ABC", "ZFA3120000012345O", "ZFA31200000I23456", "ZFA312000001234567", "ABCDEFGHJKLMNPRST", "AB123C"])("refuses %s", (v) => expect(isVehicleId(v)).toBe(false));
  it("compacts spaces and dashes", () => expect(compactVehicleId(" ab-123 cd ")).toBe("AB123CD"));
});
