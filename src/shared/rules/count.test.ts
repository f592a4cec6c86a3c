import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("formatCount", () => {
  it("groups thousands the Italian way", () => {
    expect(formatCount(100)).toBe("100");
    expect(formatCount(9751)).toBe("9751");
    expect(formatCount(12500)).toBe("12.500");
    expect(formatCount(1000000)).toBe("1.000.000");
  });
});
