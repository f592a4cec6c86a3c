// What every handler knows about the caller. Set by plugins/session.ts from the session cookie.
import type { Role } from "../../shared/contract/auth";

export interface AuthUser {
  id: number;
  username: string;
  role: Role;
  customerId: number | null;
  destinationId: number;
  emails: string;
  warehouses: string[]; // e.g. ["01", "03"]
  showIam: boolean;
  allowedPromo: "ALL" | "CONFIG_DEPO" | "CUSTOM" | "NONE";
  showOnlyDestData: boolean;
  isObsoleteSupplier: boolean;
  showGsUrl: boolean;
}

export interface AuthContext {
  sessionHash: string;
  /** The person logged in. */
  realUser: AuthUser;
  /** Who they act as: the impersonated user while impersonating, else realUser. */
  user: AuthUser;
  isBehalf: boolean;
  remember: boolean;
  expiresAt: Date;
}

/** The customer every query is scoped to, or null for staff not acting for a customer. */
export function effectiveCustomerId(auth: AuthContext): number | null {
  return auth.user.customerId;
}

/** Who did it, for orders and the audit log: the staff member while impersonating. */
export function actorId(auth: AuthContext): number {
  return auth.realUser.id;
}
