// The 10,000 most common passwords (decision 0028), from the ranked list of
// @zxcvbn-ts/language-common (leaked-password frequency), shipped with the app: no network at run
// time. Compared case-insensitively, so "Password12" is refused like "password12".
import { dictionary } from "@zxcvbn-ts/language-common";

export const COMMON_PASSWORDS_COUNT = 10_000;

let set: Set<string> | null = null;

export function isCommonPassword(password: string): boolean {
  set ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORDS_COUNT).map((p) => p.toLowerCase()));
  return set.has(password.toLowerCase());
}
