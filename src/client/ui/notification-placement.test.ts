import { describe, expect, it } from "vitest";
import { notificationTop } from "./notification-placement";

const box = (top: number, height: number, left = 0, width = 400) => ({ top, bottom: top + height, left, right: left + width, width, height });
const stack = { left: 20, right: 420, height: 60 };

describe("notificationTop", () => {
  it("is the spec's offset when nothing is in the way", () => {
    expect(notificationTop(stack, [box(500, 44)], 800, 200)).toBe(200);
    // Beside the stack, not under it: ignored.
    expect(notificationTop(stack, [box(200, 44, 700, 60)], 800, 200)).toBe(200);
  });

  it("moves below the search box and any quantity field it would cover", () => {
    expect(notificationTop(stack, [box(178, 56)], 800, 200)).toBe(242);
    // Search box, then a quantity field right under the first place found: below both.
    expect(notificationTop(stack, [box(178, 56), box(280, 44)], 800, 200)).toBe(332);
  });

  it("keeps the offset when no place is left on screen", () => {
    expect(notificationTop(stack, [box(150, 640)], 800, 200)).toBe(200);
  });
});
