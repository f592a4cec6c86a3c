import { describe, expect, it } from "vitest";
import { countdownTarget, departuresFromAverage, formatCountdown, parseDepartureTime } from "./countdown";
import { itReturns } from "../../test-support/examples";

const DEPARTURES = ["11:30", "17:30"];
// The rule's input as the server hands it over (holidays from date-holidays, closures from the
// configuration): the 2026 national holidays on weekdays, 4 October 2027 and an August closure week.
const CLOSED = new Set([
  "2026-01-01", "2026-01-06", "2026-04-06", "2026-05-01", "2026-06-02", "2026-12-08", "2026-12-25",
  "2026-08-10", "2026-08-11", "2026-08-12", "2026-08-13", "2026-08-14",
  "2027-10-04",
]);

function target(nowIso: string, departures: readonly string[] = DEPARTURES): string | undefined {
  return countdownTarget(new Date(nowIso), departures, CLOSED)?.toISOString();
}

describe("parseDepartureTime", () => {
  it("parses HH:mm and tolerates seconds and one-digit hours", () => {
    expect(parseDepartureTime("11:30")).toEqual({ hour: 11, minute: 30 });
    expect(parseDepartureTime("7:05")).toEqual({ hour: 7, minute: 5 });
    expect(parseDepartureTime(" 17:30:00 ")).toEqual({ hour: 17, minute: 30 });
    expect(parseDepartureTime("00:00")).toEqual({ hour: 0, minute: 0 });
  });

  it("rejects invalid times", () => {
    for (const bad of ["", "24:00", "12:60", "1230", "12:3", "ab:cd", "12.30"]) {
      expect(parseDepartureTime(bad), bad).toBeNull();
    }
  });
});

describe("departuresFromAverage", () => {
  it("uses the morning and evening departures", () => {
    expect(departuresFromAverage({ aMorningDepartureTime: "11:30", aEveningDepartureTime: "17:30" })).toEqual(["11:30", "17:30"]);
  });

  it("skips missing or invalid named departures", () => {
    expect(departuresFromAverage({ aMorningDepartureTime: null, aEveningDepartureTime: "17:30" })).toEqual(["17:30"]);
    expect(departuresFromAverage({ aMorningDepartureTime: "xx", aEveningDepartureTime: "17:30" })).toEqual(["17:30"]);
  });

  it("falls back to hour and minute", () => {
    expect(departuresFromAverage({ hour: 9, minute: 5 })).toEqual(["09:05"]);
    expect(departuresFromAverage({ hour: 16 })).toEqual(["16:00"]);
  });

  it("gives nothing when nothing valid is present", () => {
    expect(departuresFromAverage({})).toEqual([]);
    expect(departuresFromAverage({ hour: 25, minute: 0 })).toEqual([]);
    expect(departuresFromAverage({ hour: 10, minute: 75 })).toEqual([]);
  });
});

describe("countdownTarget", () => {
  // 2026-03-27 is a Friday in winter time (UTC+1); clocks go forward on Sunday 29, and Monday
  // 2026-03-30 11:30 is summer time (UTC+2).
  it.each([
    ["targets the first departure of the day in the morning", "2026-03-27T09:00:00Z", "2026-03-27T10:30:00.000Z"],
    ["targets the later departure after the first one has left", "2026-03-27T11:00:00Z", "2026-03-27T16:30:00.000Z"],
    ["moves on at the exact departure moment", "2026-03-27T10:30:00Z", "2026-03-27T16:30:00.000Z"],
    ["keeps the departure a second before it leaves", "2026-03-27T10:29:59Z", "2026-03-27T10:30:00.000Z"],
    ["targets Monday's first departure on Friday evening, across the DST change", "2026-03-27T17:00:00Z", "2026-03-30T09:30:00.000Z"],
    ["targets Monday's first departure on Saturday", "2026-03-28T08:00:00Z", "2026-03-30T09:30:00.000Z"],
    ["targets Monday's first departure on Sunday evening", "2026-03-29T20:00:00Z", "2026-03-30T09:30:00.000Z"],
    ["uses the Rome date: 2026-03-26T23:30Z is already Friday 00:30", "2026-03-26T23:30:00Z", "2026-03-27T10:30:00.000Z"],
    ["uses the Rome date: Sunday 23:30Z is Monday 01:30 (summer time)", "2026-03-29T23:30:00Z", "2026-03-30T09:30:00.000Z"],
    ["skips Christmas and the weekend: Thursday 24 Dec 2026 evening -> Monday 28", "2026-12-24T17:00:00Z", "2026-12-28T10:30:00.000Z"],
    ["skips Easter Monday: Friday 3 Apr 2026 evening -> Tuesday 7", "2026-04-03T18:00:00Z", "2026-04-07T09:30:00.000Z"],
    ["skips Easter Monday on the day itself, even in the morning", "2026-04-06T06:00:00Z", "2026-04-07T09:30:00.000Z"],
    ["skips a weekday holiday: Tuesday 2 June 2026, Festa della Repubblica", "2026-06-02T06:00:00Z", "2026-06-03T09:30:00.000Z"],
    ["skips San Francesco from 2027: Friday 1 Oct 2027 evening -> Tuesday 5", "2027-10-01T17:00:00Z", "2027-10-05T09:30:00.000Z"],
  ])("%s", (_, now, expected) => {
    expect(target(now)).toBe(expected);
  });

  it("skips the company's closure days", () => {
    // Friday 7 Aug 2026 evening: closed 10-14 August, then the weekend of Ferragosto -> Monday 17
    expect(target("2026-08-07T17:00:00Z")).toBe("2026-08-17T09:30:00.000Z");
    // The same evening without the closure: Monday 10
    expect(countdownTarget(new Date("2026-08-07T17:00:00Z"), DEPARTURES, new Set())?.toISOString()).toBe("2026-08-10T09:30:00.000Z");
  });

  it("accepts unsorted departures and ignores invalid ones", () => {
    expect(target("2026-03-27T09:00:00Z", ["17:30", "bad", "11:30"])).toBe("2026-03-27T10:30:00.000Z");
    expect(target("2026-03-27T17:00:00Z", ["17:30", "11:30"])).toBe("2026-03-30T09:30:00.000Z");
  });

  it("works with a single departure", () => {
    expect(target("2026-07-01T08:00:00Z", ["16:00"])).toBe("2026-07-01T14:00:00.000Z");
    expect(target("2026-07-01T15:00:00Z", ["16:00"])).toBe("2026-07-02T14:00:00.000Z");
  });

  it("returns null without any valid departure", () => {
    expect(target("2026-03-27T09:00:00Z", [])).toBeUndefined();
    expect(countdownTarget(new Date("2026-03-27T09:00:00Z"), ["--"], CLOSED)).toBeNull();
  });
});

describe("formatCountdown", () => {
  itReturns(formatCountdown, [
    // '< 1m' under a minute
    [0, "< 1m"],
    [59_999, "< 1m"],
    [-5_000, "< 1m"],
    [Number.NaN, "< 1m"],
    // Minutes only under an hour
    [60_000, "1m"],
    [45 * 60_000 + 59_000, "45m"],
    [59 * 60_000, "59m"],
    // Hours and two-digit minutes
    [60 * 60_000, "1h 00m"],
    [(2 * 60 + 5) * 60_000 + 30_000, "2h 05m"],
    [(3 * 60 + 12) * 60_000, "3h 12m"],
    [62 * 3_600_000, "62h 00m"],
  ]);
});
