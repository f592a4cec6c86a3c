import { isValidEan } from "../../../shared/rules/back-office";
import { describe, expect, it } from "vitest";
import { CodeMint, FIXTURES } from "./catalogue";
import { makers, partTypes } from "./catalogue-data";
import { createRng } from "./rng";
import { normalizeCode } from "../../../shared/rules/normalize-code";

describe("demo catalogue codes", () => {
  it("never repeats a code within a maker, for every maker and tag", () => {
    for (const maker of Object.values(makers)) {
      const mint = new CodeMint(new Set());
      const tags = [...new Set(partTypes.filter((p) => (p.makers as string[]).some((k) => makers[k as keyof typeof makers] === maker)).map((p) => p.tag)), "*"];
      const seen = new Set<string>();
      for (const tag of tags) for (let i = 0; i < 5000; i++) seen.add(mint.next(maker, tag));
      expect(seen.size, maker.name).toBe(tags.length * 5000);
    }
  });

  it("stays unique past a million codes of one maker", () => {
    const mint = new CodeMint(new Set());
    const seen = new Set<string>();
    for (let i = 0; i < 1_050_000; i++) seen.add(mint.next(makers.MAHLE, "oil"));
    expect(seen.size).toBe(1_050_000);
  }, 60_000);

  it("skips codes already taken (the fixtures)", () => {
    const taken = new Set([`M120/OC${String((0 * 7919 + 1234) % 1_000_000).padStart(3, "0")}`]);
    const code = new CodeMint(taken).next(makers.MAHLE, "oil");
    expect(taken.has(`M120/${code}`)).toBe(true);
    expect(code).not.toBe("OC1234");
  });

  it("fixture codes are stored the way they are searched", () => {
    expect(normalizeCode(FIXTURES.oc90.am)).toBe("W71275");
    expect(normalizeCode(FIXTURES.oc90.oe)).toBe("1109AY");
    expect(FIXTURES.oc90.ean).toMatch(/^\d{13}$/);
    // A real EAN-13: a scanner or the price list's check refuses a wrong check digit.
    expect(isValidEan(FIXTURES.oc90.ean)).toBe(true);
  });
});

describe("seeded PRNG", () => {
  it("repeats its sequence for a seed and differs between seeds", () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng(43);
    const seqA = Array.from({ length: 5 }, () => a.int(0, 1000));
    expect(Array.from({ length: 5 }, () => b.int(0, 1000))).toEqual(seqA);
    expect(Array.from({ length: 5 }, () => c.int(0, 1000))).not.toEqual(seqA);
  });
});
