// Sizes for people: "1,2 MB", "350 kB", "0 B" (Italian decimal comma, powers of 1000 as the
// browser's storage figures and the operating system's file managers show them).
const UNITS = ["B", "kB", "MB", "GB"] as const;

export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1000 && unit < UNITS.length - 1) {
    value /= 1000;
    unit++;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  const text = new Intl.NumberFormat("it-IT", { maximumFractionDigits: digits, minimumFractionDigits: 0 }).format(value);
  return `${text} ${UNITS[unit]}`;
}
