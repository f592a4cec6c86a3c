import { describe } from "vitest";
import { formatBytes } from "./bytes";
import { itReturns } from "../../test-support/examples";

describe("formatBytes", () => {
  // Sizes the Italian way
  itReturns(formatBytes, [
    [0, "0 B"],
    [999, "999 B"],
    [35_400, "35,4 kB"],
    [1_234_567, "1,2 MB"],
    [2_000_000, "2 MB"],
    [456_000_000, "456 MB"],
    [-5, "0 B"],
  ]);
});
