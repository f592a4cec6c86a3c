// Counts for people, in Italian: "12.500" (a dot groups thousands from five digits on: "9751", as
// CLDR writes Italian).
export function formatCount(n: number): string {
  return n.toLocaleString("it-IT");
}
