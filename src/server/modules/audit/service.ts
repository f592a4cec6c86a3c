// The audit log: who did what, and for whom. Other modules call record() for every state change;
// it stores the entry when the real user is staff (always true while impersonating), with both
// identities: the staff member (actor) and the customer user they act as. A plain customer's own
// actions are already in their carts and orders and are not repeated here (docs/decisions).
import type { AuditEntry } from "../../../shared/contract/audit";
import type { Db } from "../../db/connection";
import { readPage } from "../../db/paging";
import type { AuthContext } from "../../lib/auth-context";
import { auditRepo, type AuditExec, type AuditFilter } from "./repo";

/** Writes the audit entry of a change inside the change's own transaction. */
export type AuditWrite = (tx: AuditExec) => Promise<void>;

export function auditService(db: Db) {
  const repo = auditRepo(db);

  return {
    /**
     * Records an action done by the caller, in the transaction `ex` of the change itself: the change
     * and its entry commit together or not at all (a failing entry rolls the change back). A no-op
     * for customer users acting for themselves.
     */
    async record(auth: AuthContext, action: string, details: Record<string, unknown>, ex: AuditExec): Promise<void> {
      if (!this.records(auth)) return;
      await repo.insert(
        {
          actorUserId: auth.realUser.id,
          onBehalfOfUserId: auth.isBehalf ? auth.user.id : null,
          customerId: auth.user.customerId,
          action,
          details,
        },
        ex,
      );
    },

    /** Whether record() writes an entry for this caller (staff, or anyone acting for a customer). */
    records(auth: AuthContext): boolean {
      return auth.isBehalf || auth.realUser.role !== "USER";
    },

    /**
     * A change made through an agent's public link (no session): the agent is the actor, and the
     * entry says so (`via: "agentUrl"`). Same transaction rule as record().
     */
    async recordForAgent(agentUserId: number, customerId: number | null, action: string, details: Record<string, unknown>, ex: AuditExec): Promise<void> {
      await repo.insert({ actorUserId: agentUserId, onBehalfOfUserId: null, customerId, action, details: { ...details, via: "agentUrl" } }, ex);
    },

    /** The entry as a write for a repository's transaction. */
    entry(auth: AuthContext, action: string, details: Record<string, unknown>): AuditWrite {
      return (tx) => this.record(auth, action, details, tx);
    },

    async list(filter: AuditFilter): Promise<{ rows: AuditEntry[]; last: boolean }> {
      const { rows, last } = await readPage(filter.page * filter.size, filter.size, (w) => repo.list(filter, w));
      return {
        last,
        rows: rows.map((r) => ({
          id: r.id,
          at: new Date(r.at).toISOString(),
          actorUserId: r.actorUserId,
          actorUsername: r.actorUsername,
          actorRole: r.actorRole,
          onBehalfOfUserId: r.onBehalfOfUserId,
          onBehalfOfUsername: r.onBehalfOfUsername,
          idCliente: r.customerId,
          ragioneSociale: r.businessName,
          action: r.action,
          details: (r.details ?? {}) as Record<string, unknown>,
        })),
      };
    },

    actions(): Promise<string[]> {
      return repo.actions();
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
