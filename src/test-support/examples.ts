// For unit tests only (never imported by the app): a pure function's examples as a table, one test
// per row, each named by its input and expected answer.
//
//   describe("containsVin", () => {
//     itReturns(containsVin, [
//       // A VIN among other words
//       ["telaio: WVWZZZ1KZ6W123456, urgente", true],
//       …
//     ]);
//   });
import { expect, it } from "vitest";

/** For each row `[input, expected]`, a test that `fn(input)` equals `expected` (Object.is on primitives). */
export function itReturns<I, O>(fn: (input: I) => O, rows: ReadonlyArray<[input: I, expected: O]>): void {
  it.each([...rows])(`${fn.name}(%j) returns %j`, (input, expected) => {
    expect(fn(input)).toEqual(expected);
  });
}
