import { describe, expect, it } from "vitest";
import { loginPathFor, redirectTarget } from "./redirect-target";

describe("redirectTarget", () => {
  it("goes to /home for empty, /, /logout", () => {
    expect(redirectTarget(null)).toBe("/home");
    expect(redirectTarget("")).toBe("/home");
    expect(redirectTarget("/")).toBe("/home");
    expect(redirectTarget("/logout")).toBe("/home");
  });
  it("follows an in-app path with its query", () => {
    expect(redirectTarget("/orderList")).toBe("/orderList");
    expect(redirectTarget("/promoDetail/3?x=1")).toBe("/promoDetail/3?x=1");
  });
  it("refuses other sites", () => {
    expect(redirectTarget("https://evil.example")).toBe("/home");
    expect(redirectTarget("//evil.example/x")).toBe("/home");
    expect(redirectTarget("/\\evil.example")).toBe("/home");
  });
  it("builds the login path with from", () => {
    expect(loginPathFor("/orderList")).toBe("/login?from=%2ForderList");
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("/logout")).toBe("/login");
    expect(loginPathFor("/home")).toBe("/login?from=%2Fhome");
  });
});
