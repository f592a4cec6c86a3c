import { describe } from "vitest";
import { containsVin } from "./vin";
import { itReturns } from "../../test-support/examples";

describe("containsVin", () => {
  itReturns(containsVin, [
    // A VIN alone or among other words
    ["WVWZZZ1KZ6W123456", true],
    ["telaio: WVWZZZ1KZ6W123456, urgente", true],
    ["VIN(ZFA31200000123456)", true],
    ["riga1\nVF1BB05CF12345678\nriga3", true],
    // Case-insensitive
    ["vin wvwzzz1kz6w123456", true],
    // Tokens of the wrong length
    ["WVWZZZ1KZ6W12345", false],
    ["WVWZZZ1KZ6W1234567", false],
    // I, O and Q are not VIN letters
    ["WVWZZZ1KZ6I123456", false],
    ["WVWZZZ1KZ6O123456", false],
    ["WVWZZZ1KZ6Q123456", false],
    // A VIN split by separators is not found
    ["WVW ZZZ 1KZ 6W1 23456", false],
    ["WVWZZZ1KZ-6W123456", false],
    // Accented letters are boundaries
    ["èWVWZZZ1KZ6W123456è", true],
    // At least one digit
    ["ABCDEFGHJKLMNPRST", false],
    // Empty or ordinary notes
    ["", false],
    ["consegnare entro venerdì", false],
  ]);
});
