// Coded articles need the vehicle's VIN in the item note. Users write it among
// other words ("telaio: WVWZZZ1KZ6W123456, urgente"), so the note is split on
// anything that is not an ASCII letter or digit and each token is checked.
//
// I, O and Q never occur in a VIN (ISO 3779) to avoid confusion with 1 and 0.
// ISO 3779 also makes the last characters of the serial numeric, so a VIN
// always has a digit: this keeps a long run of letters from counting as one.
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/i;
const HAS_DIGIT = /\d/;

export function containsVin(note: string): boolean {
  return note.split(/[^A-Za-z0-9]+/).some((token) => VIN.test(token) && HAS_DIGIT.test(token));
}
