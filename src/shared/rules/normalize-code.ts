// Codes are typed by hand in every imaginable way ("w 712/75", "W712-75",
// "w712.75"), so both the stored codes and the search input are reduced to the
// same canonical form before comparing.
const SEPARATORS = /[\s./\\_-]+/g;

export function normalizeCode(s: string): string {
  return s.replace(SEPARATORS, "").toUpperCase();
}
