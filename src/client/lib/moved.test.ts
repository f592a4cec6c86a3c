import { describe, expect, it } from "vitest";
import { moved } from "./moved";

describe("moved", () => {
  it("moves an item one place before or after, leaving the list given untouched", () => {
    const list = ["a", "b", "c"];
    expect(moved(list, 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(list, 1, 1)).toEqual(["a", "c", "b"]);
    expect(list).toEqual(["a", "b", "c"]);
  });
  it("an index outside the list changes nothing", () => {
    expect(moved(["a"], 3, 1)).toEqual(["a"]);
  });
});
