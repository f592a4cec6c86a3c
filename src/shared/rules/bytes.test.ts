import { describe, expect, it } from "vitest";
import { formatBytes } from "./bytes";

describe("formatBytes", () => {
  it("writes sizes the Italian way", () => {
    expect(formatBytes(0)).toBe("0 B");
    expect(formatBytes(999)).toBe("999 B");
    expect(formatBytes(35_400)).toBe("35,4 kB");
    expect(formatBytes(1_234_567)).toBe("1,2 MB");
    expect(formatBytes(2_000_000)).toBe("2 MB");
    expect(formatBytes(456_000_000)).toBe("456 MB");
    expect(formatBytes(-5)).toBe("0 B");
  });
});
