// Impersonation (spec: login on behalf). Staff (the REAL user: SALESMAN or ADMIN) act as a
// customer user: a new session id, the original user kept in the session, both identities in the
// audit log. A SALESMAN only for the customers assigned to them; nobody impersonates staff; nobody
// impersonates while already impersonating.
import type { BehalfCandidate } from "../../../shared/contract/behalf";
import type { SessionUser } from "../../../shared/contract/auth";
import { behalfMessages } from "../../../shared/messages/behalf";
import { AppError } from "../../lib/app-error";
import type { AuthContext, AuthUser } from "../../lib/auth-context";
import type { AuditService } from "../audit/service";
import type { AuthRepo } from "./repo";
import { toAuthUser, type AuthService, type NewSession } from "./service";

export function impersonationService(repo: AuthRepo, auth: AuthService, audit: AuditService) {
  /** The customers a staff member may act for: null means every customer (ADMIN). */
  async function customerScope(staff: AuthUser): Promise<number[] | null> {
    if (staff.role === "ADMIN") return null;
    if (staff.role === "SALESMAN") return repo.assignedCustomerIds(staff.id);
    return [];
  }

  return {
    customerScope,

    /** The customers a staff member looks after (all of them for ADMIN), with their names. */
    async customersInScope(staff: AuthUser): Promise<{ id: number; businessName: string; city: string | null; province: string | null }[]> {
      return repo.customers(await customerScope(staff));
    },

    /** The customers assigned to an agent (SALESMAN user id), with their names: the visit reports' list. */
    async customersOfAgent(agentUserId: number): Promise<{ id: number; businessName: string }[]> {
      return repo.customers(await repo.assignedCustomerIds(agentUserId));
    },

    async candidates(a: AuthContext): Promise<BehalfCandidate[]> {
      const rows = await repo.behalfCandidates(await customerScope(a.realUser));
      return rows.map((r) => ({
        uId: r.id,
        uUsername: r.username,
        uRole: r.role,
        uIdDestinazione: r.destinationId,
        customerId: r.customerId,
        businessName: r.businessName,
        city: r.city,
        province: r.province,
      }));
    },

    async start(a: AuthContext, targetUserId: number): Promise<{ session: NewSession; user: SessionUser }> {
      // The route rule refuses this too; the service does not rely on it.
      if (a.isBehalf) throw new AppError("forbidden", behalfMessages.nested);
      const row = await repo.findUserById(targetUserId);
      if (!row || row.disabled) throw new AppError("notFound", behalfMessages.userNotFound);
      const target = toAuthUser(row);
      if (target.role !== "USER" || target.customerId === null) throw new AppError("forbidden", behalfMessages.notCustomerUser);
      const scope = await customerScope(a.realUser);
      if (scope && !scope.includes(target.customerId)) throw new AppError("forbidden", behalfMessages.notAssigned);
      const session = await auth.rotate(a, target.id, audit.entry({ ...a, user: target, isBehalf: true }, "impersonation.start", { username: target.username }));
      return { session, user: await auth.describe(target, a.realUser) };
    },

    async exit(a: AuthContext): Promise<{ session: NewSession; user: SessionUser }> {
      if (!a.isBehalf) throw new AppError("forbidden", behalfMessages.exitError);
      const session = await auth.rotate(a, null, audit.entry(a, "impersonation.end", { username: a.user.username }));
      return { session, user: await auth.describe(a.realUser, null) };
    },
  };
}

export type ImpersonationService = ReturnType<typeof impersonationService>;
