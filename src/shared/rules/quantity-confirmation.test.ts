import { describe, expect, it } from "vitest";
import { quantityConfirmationReasons } from "./quantity-confirmation";

describe("quantityConfirmationReasons", () => {
  it("asks for 242 pieces with 15 in stock (a code typed into the quantity)", () => {
    expect(quantityConfirmationReasons({ qty: 242, disp: 15, usualQty: null })).toEqual(["Disponibili 15 pz"]);
  });

  it("does not ask for ordinary quantities or a modest backorder", () => {
    expect(quantityConfirmationReasons({ qty: 2, disp: 15, usualQty: 2 })).toEqual([]);
    expect(quantityConfirmationReasons({ qty: 20, disp: 15, usualQty: null })).toEqual([]);
    expect(quantityConfirmationReasons({ qty: 5, disp: 0, usualQty: null })).toEqual([]);
    expect(quantityConfirmationReasons({ qty: 500, disp: null, usualQty: null })).toEqual([]);
  });

  it("asks when far above the customer's usual quantity", () => {
    expect(quantityConfirmationReasons({ qty: 40, disp: 500, usualQty: 4 })).toEqual(["Di solito ne ordinate al massimo 4"]);
    expect(quantityConfirmationReasons({ qty: 11, disp: 500, usualQty: 4 })).toEqual([]);
    expect(quantityConfirmationReasons({ qty: 240, disp: 18, usualQty: 2 })).toHaveLength(2);
  });
});
