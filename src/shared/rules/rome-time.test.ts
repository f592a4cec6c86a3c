import { describe, expect, it } from "vitest";
import { romeParts, romeWallTimeToInstant } from "./rome-time";

describe("romeParts", () => {
  it("reads winter time (UTC+1)", () => {
    expect(romeParts(new Date("2026-01-15T10:20:30Z"))).toEqual({ date: "2026-01-15", hour: 11, minute: 20, second: 30 });
  });

  it("reads summer time (UTC+2)", () => {
    expect(romeParts(new Date("2026-07-01T10:00:00Z"))).toEqual({ date: "2026-07-01", hour: 12, minute: 0, second: 0 });
  });

  it("moves to the next Rome day before UTC midnight", () => {
    expect(romeParts(new Date("2026-12-31T23:30:00Z"))).toEqual({ date: "2027-01-01", hour: 0, minute: 30, second: 0 });
    expect(romeParts(new Date("2026-06-30T22:00:00Z"))).toEqual({ date: "2026-07-01", hour: 0, minute: 0, second: 0 });
  });

  it("shows midnight as hour 0", () => {
    expect(romeParts(new Date("2026-02-01T23:00:00Z")).hour).toBe(0);
  });

  it("follows the spring-forward change on 2026-03-29", () => {
    expect(romeParts(new Date("2026-03-29T00:59:59Z"))).toEqual({ date: "2026-03-29", hour: 1, minute: 59, second: 59 });
    expect(romeParts(new Date("2026-03-29T01:00:00Z"))).toEqual({ date: "2026-03-29", hour: 3, minute: 0, second: 0 });
  });

  it("follows the fall-back change on 2026-10-25", () => {
    expect(romeParts(new Date("2026-10-25T00:30:00Z")).hour).toBe(2);
    expect(romeParts(new Date("2026-10-25T01:30:00Z")).hour).toBe(2);
    expect(romeParts(new Date("2026-10-25T02:00:00Z")).hour).toBe(3);
  });

  it("rejects an invalid Date", () => {
    expect(() => romeParts(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("romeWallTimeToInstant", () => {
  it.each([
    // Winter and summer time
    ["2026-01-15 11:30", "2026-01-15T10:30:00.000Z"],
    ["2026-07-01 18:00", "2026-07-01T16:00:00.000Z"],
    // Midnight and times that are the previous day in UTC
    ["2026-07-01 00:00", "2026-06-30T22:00:00.000Z"],
    ["2027-01-01 00:15", "2026-12-31T23:15:00.000Z"],
    // The right offset on the day clocks go forward (2026-03-29) and the day before
    ["2026-03-29 01:30", "2026-03-29T00:30:00.000Z"],
    ["2026-03-29 03:00", "2026-03-29T01:00:00.000Z"],
    ["2026-03-29 12:00", "2026-03-29T10:00:00.000Z"],
    ["2026-03-28 12:00", "2026-03-28T11:00:00.000Z"],
    // 02:30 does not exist on 2026-03-29: inside the spring gap it is pushed forward to 03:30 CEST
    ["2026-03-29 02:30", "2026-03-29T01:30:00.000Z"],
    // The right offset on the day clocks go back (2026-10-25) and the day before
    ["2026-10-25 01:00", "2026-10-24T23:00:00.000Z"],
    ["2026-10-25 12:00", "2026-10-25T11:00:00.000Z"],
    ["2026-10-24 12:00", "2026-10-24T10:00:00.000Z"],
    // A wall time that occurs twice takes the earlier instant
    ["2026-10-25 02:30", "2026-10-25T00:30:00.000Z"],
  ])("converts %s in Rome to %s", (wallTime, instant) => {
    const [date, time] = wallTime.split(" ") as [string, string];
    const [hour, minute] = time.split(":").map(Number) as [number, number];
    expect(romeWallTimeToInstant(date, hour, minute).toISOString()).toBe(instant);
  });

  it("round-trips with romeParts", () => {
    for (const date of ["2026-03-28", "2026-03-29", "2026-03-30", "2026-10-24", "2026-10-25", "2026-10-26"]) {
      for (const [h, m] of [
        [0, 0],
        [9, 45],
        [17, 30],
        [23, 59],
      ] as const) {
        const p = romeParts(romeWallTimeToInstant(date, h, m));
        expect(p).toEqual({ date, hour: h, minute: m, second: 0 });
      }
    }
  });

  it("rejects invalid input", () => {
    expect(() => romeWallTimeToInstant("2026-02-30", 10, 0)).toThrow(RangeError);
    expect(() => romeWallTimeToInstant("2026-02-10", 24, 0)).toThrow(RangeError);
    expect(() => romeWallTimeToInstant("2026-02-10", 10, 60)).toThrow(RangeError);
    expect(() => romeWallTimeToInstant("2026-02-10", 1.5, 0)).toThrow(RangeError);
  });
});
