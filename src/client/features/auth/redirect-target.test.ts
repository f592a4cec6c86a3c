import { describe, expect, it } from "vitest";
import { loginPathFor, redirectTarget } from "./redirect-target";
import { itReturns } from "../../../test-support/examples";

describe("redirectTarget", () => {
  it.each([null, "", "/", "/logout"])("goes to /home for %j", (from) => {
    expect(redirectTarget(from)).toBe("/home");
  });

  it.each(["/orderList", "/promoDetail/3?x=1"])("follows the in-app path %j with its query", (from) => {
    expect(redirectTarget(from)).toBe(from);
  });

  it.each(["https://evil.example", "//evil.example/x", "/\\evil.example"])("refuses the other site %j", (from) => {
    expect(redirectTarget(from)).toBe("/home");
  });
});

describe("loginPathFor", () => {
  itReturns(loginPathFor, [
    ["/orderList", "/login?from=%2ForderList"],
    ["/home", "/login?from=%2Fhome"],
    // Nothing worth coming back to
    ["/", "/login"],
    ["/logout", "/login"],
  ]);
});
