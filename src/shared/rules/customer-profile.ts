// The customer profile's status for the first-login check (spec: checkCensimento answers MISSING,
// TO_UPDATE or another value). A profile is due again after a year (docs/decisions).
export const PROFILE_MAX_AGE_DAYS = 365;

export const OIL_BRANDS = ["Eurorepar", "Fuchs", "Shell", "Castrol", "Total", "Mobil", "Altro"] as const;
export type OilBrand = (typeof OIL_BRANDS)[number];

export const PROFILE_COUNT_MAX = 999;
export const OIL_OTHER_MAX = 60;

export type ProfileStatus = "MISSING" | "TO_UPDATE" | "OK";

const DAY_MS = 86_400_000;

export function profileStatus(updatedAt: Date | string | null | undefined, now: Date): ProfileStatus {
  if (updatedAt === null || updatedAt === undefined) return "MISSING";
  const t = typeof updatedAt === "string" ? Date.parse(updatedAt) : updatedAt.getTime();
  if (!Number.isFinite(t)) return "MISSING";
  return now.getTime() - t > PROFILE_MAX_AGE_DAYS * DAY_MS ? "TO_UPDATE" : "OK";
}

/** The date from which a profile saved at `updatedAt` is TO_UPDATE. */
export function profileDueDate(updatedAt: Date | string): Date {
  const t = typeof updatedAt === "string" ? Date.parse(updatedAt) : updatedAt.getTime();
  return new Date(t + PROFILE_MAX_AGE_DAYS * DAY_MS);
}

/** The first-login check sends the user to the profile only for these statuses. */
export function profileNeedsAttention(status: string): status is "MISSING" | "TO_UPDATE" {
  return status === "MISSING" || status === "TO_UPDATE";
}
