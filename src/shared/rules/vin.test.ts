import { describe, expect, it } from "vitest";
import { containsVin } from "./vin";

describe("containsVin", () => {
  it("finds a VIN alone or among other words", () => {
    expect(containsVin("WVWZZZ1KZ6W123456")).toBe(true);
    expect(containsVin("telaio: WVWZZZ1KZ6W123456, urgente")).toBe(true);
    expect(containsVin("VIN(ZFA31200000123456)")).toBe(true);
    expect(containsVin("riga1\nVF1BB05CF12345678\nriga3")).toBe(true);
  });

  it("is case-insensitive", () => {
    expect(containsVin("vin wvwzzz1kz6w123456")).toBe(true);
  });

  it("rejects tokens of the wrong length", () => {
    expect(containsVin("WVWZZZ1KZ6W12345")).toBe(false);
    expect(containsVin("WVWZZZ1KZ6W1234567")).toBe(false);
  });

  it("rejects I, O and Q", () => {
    expect(containsVin("WVWZZZ1KZ6I123456")).toBe(false);
    expect(containsVin("WVWZZZ1KZ6O123456")).toBe(false);
    expect(containsVin("WVWZZZ1KZ6Q123456")).toBe(false);
  });

  it("does not find a VIN split by separators", () => {
    expect(containsVin("WVW ZZZ 1KZ 6W1 23456")).toBe(false);
    expect(containsVin("WVWZZZ1KZ-6W123456")).toBe(false);
  });

  it("treats accented letters as boundaries", () => {
    expect(containsVin("èWVWZZZ1KZ6W123456è")).toBe(true);
  });

  it("needs at least one digit", () => {
    expect(containsVin("ABCDEFGHJKLMNPRST")).toBe(false);
  });

  it("is false for empty or ordinary notes", () => {
    expect(containsVin("")).toBe(false);
    expect(containsVin("consegnare entro venerdì")).toBe(false);
  });
});
