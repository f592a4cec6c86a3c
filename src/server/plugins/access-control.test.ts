import { describe, expect, it } from "vitest";
import { access, describeRule, type AccessRule } from "../lib/access-rule";
import type { AuthContext, AuthUser } from "../lib/auth-context";
import { AppError } from "../lib/app-error";
import { checkAccess } from "./access-control";

const base: AuthUser = {
  id: 1, username: "u", role: "USER", customerId: 100001, destinationId: 0, emails: "", warehouses: ["01"], showIam: true,
  allowedPromo: "CONFIG_DEPO", showOnlyDestData: false, isObsoleteSupplier: false, showGsUrl: false,
};
const ctx = (real: Partial<AuthUser>, acting?: Partial<AuthUser>): AuthContext => {
  const realUser = { ...base, ...real };
  return { sessionHash: "h", realUser, user: acting ? { ...base, ...acting } : realUser, isBehalf: Boolean(acting), remember: false, expiresAt: new Date() };
};
const outcome = (rule: AccessRule, auth: AuthContext | null): number => {
  try {
    checkAccess(rule, auth);
    return 200;
  } catch (err) {
    return err instanceof AppError ? (err.kind === "unauthenticated" ? 401 : 403) : 500;
  }
};

const user = ctx({});
const salesman = ctx({ id: 3, role: "SALESMAN", customerId: null });
const admin = ctx({ id: 4, role: "ADMIN", customerId: null });
const salesmanActing = ctx({ id: 3, role: "SALESMAN", customerId: null }, { id: 1 });

describe("checkAccess", () => {
  it("lets public routes through and asks a session everywhere else", () => {
    expect(outcome(access.public, null)).toBe(200);
    expect(outcome(access.anyUser, null)).toBe(401);
  });

  it("checks roles on the effective user and realRoles on the person logged in", () => {
    expect(outcome(access.staff, salesman)).toBe(200);
    expect(outcome(access.staff, salesmanActing)).toBe(403);
    expect(outcome({ realRoles: ["SALESMAN", "ADMIN"] }, salesmanActing)).toBe(200);
    expect(outcome({ realRoles: ["SALESMAN", "ADMIN"] }, user)).toBe(403);
  });

  it("needs an effective customer, unless the role is exempted", () => {
    expect(outcome(access.customer, user)).toBe(200);
    expect(outcome(access.customer, salesman)).toBe(403);
    expect(outcome(access.customer, salesmanActing)).toBe(200);
    expect(outcome(access.customerOrAdmin, admin)).toBe(200);
    expect(outcome(access.customerOrAdmin, salesman)).toBe(403);
    expect(outcome(access.customerOrAdmin, user)).toBe(200);
  });

  it("knows the impersonation state", () => {
    expect(outcome({ realRoles: ["SALESMAN"], impersonating: true }, salesman)).toBe(403);
    expect(outcome({ realRoles: ["SALESMAN"], impersonating: true }, salesmanActing)).toBe(200);
    expect(outcome({ realRoles: ["SALESMAN"], notImpersonating: true }, salesmanActing)).toBe(403);
  });

  it("checks the flags", () => {
    expect(outcome(access.obsoleteSupplier, user)).toBe(403);
    expect(outcome(access.obsoleteSupplier, ctx({ isObsoleteSupplier: true }))).toBe(200);
    expect(outcome(access.obsoleteSupplier, admin)).toBe(200);
    expect(outcome({ ...access.customer, flag: "gsUrl" }, ctx({ showGsUrl: true }))).toBe(200);
    expect(outcome({ ...access.customer, flag: "gsUrl" }, user)).toBe(403);
    expect(outcome({ ...access.customer, flag: "invoices" }, ctx({ showOnlyDestData: true }))).toBe(403);
  });

  it("describes rules in Italian for docs/routes.md", () => {
    expect(describeRule(access.public)).toBe("pubblica");
    expect(describeRule(access.customerOrAdmin)).toBe("USER, SALESMAN, ADMIN · cliente effettivo (facoltativo per ADMIN)");
    expect(describeRule({ realRoles: ["SALESMAN", "ADMIN"], notImpersonating: true })).toBe("utente reale: SALESMAN, ADMIN · non in impersonificazione");
  });
});
