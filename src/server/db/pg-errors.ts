// PostgreSQL errors, recognised in one place: the SQLSTATE codes Banco reacts to and the error's
// constraint, wherever the driver or drizzle put them (drizzle wraps the driver's error in `cause`).

export const SqlState = {
  uniqueViolation: "23505",
  undefinedTable: "42P01",
  duplicateTable: "42P07",
} as const;

/** The PostgreSQL error with this SQLSTATE in the chain of causes, or null. */
export function pgError(err: unknown, code: string): { code: string; constraint?: string } | null {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === code) return e as { code: string; constraint?: string };
  }
  return null;
}

/** A unique violation, wherever the driver or drizzle put it. */
export function isUniqueViolation(err: unknown): boolean {
  return pgError(err, SqlState.uniqueViolation) !== null;
}

/** The constraint a unique violation names ("" when the driver did not say), null when it is not one. */
export function uniqueViolationConstraint(err: unknown): string | null {
  const e = pgError(err, SqlState.uniqueViolation);
  return e ? (e.constraint ?? "") : null;
}

/** "relation does not exist" (e.g. a sequence not created yet). */
export function isUndefinedRelation(err: unknown): boolean {
  return pgError(err, SqlState.undefinedTable) !== null;
}

/** "relation already exists" (a concurrent create won). */
export function isDuplicateRelation(err: unknown): boolean {
  return pgError(err, SqlState.duplicateTable) !== null;
}
