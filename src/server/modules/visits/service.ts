// Visit reports of one agent (spec document 2, §2 Salesman, §3 Visit report, §7 Salesman). The
// {agent} of every call is one of (docs/decisions/0025-visit-reports-public-url.md):
//   - the agent's public URL token (no session needed): that agent only, rate-limited per address;
//   - "000000": the logged-in SALESMAN themself;
//   - an agent's user id: the SALESMAN's own id, or any agent for ADMIN (another id answers 404).
// Every visit names one of the agent's customers; another agent's visit answers 404. Each change
// and its audit entry commit together; a client mutation id (offline replays) applies once.
import type { z } from "zod";
import type { AgentCustomer, AgentInfo, CustomerHistory, AgentLink, AgentSummary, Visit, postVisitSchema, updateVisitSchema } from "../../../shared/contract/visits";
import { visitMessages as m } from "../../../shared/messages/visits";
import { isAgentToken, resolveDone, SELF_AGENT } from "../../../shared/rules/visits";
import { romeParts } from "../../../shared/rules/rome-time";
import { common } from "../../../shared/messages/common";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { hashToken, newSessionToken } from "../../lib/tokens";
import type { AuditService } from "../audit/service";
import type { ImpersonationService } from "../auth/service";
import { isUniqueViolation, type Tx, type VisitRow, type VisitsRepo, type VisitValues } from "./repo";

type PostInput = z.output<typeof postVisitSchema>;
type UpdateInput = z.output<typeof updateVisitSchema>;

export interface VisitCaller {
  auth: AuthContext | null;
  ip: string;
}

interface Agent {
  id: number;
  username: string;
  /** The session that acts (null through the public link). */
  auth: AuthContext | null;
}

const RATE_WINDOW_SECONDS = 60;
const MAX_ATTEMPTS = 3;

function toVisit(r: VisitRow): Visit {
  return { vId: r.id, vDate: r.visitDate, vType: r.visitType, vText: r.text, uIdCliente: r.customerId, ragSoc: r.businessName, smName: r.agentName, done: r.done };
}

export interface VisitsDeps {
  repo: VisitsRepo;
  behalf: ImpersonationService;
  audit: AuditService;
  maxPerMinute: number;
  /** Today's day in Rome (YYYY-MM-DD): what is planned and what may be done. */
  today?: () => string;
}

export function visitsService({ repo, behalf, audit, maxPerMinute, today = () => romeParts(new Date()).date }: VisitsDeps) {
  /** Who {agent} names for this caller; throws 401/403/404/429 as the decision record says. */
  async function resolveAgent(param: string, caller: VisitCaller): Promise<Agent> {
    if (isAgentToken(param)) {
      // Counted before the token is looked up: guessing costs the same as using.
      const hits = await repo.countHit(`agentUrl ${caller.ip}`, RATE_WINDOW_SECONDS);
      if (hits > maxPerMinute) throw new AppError("throttled", m.throttled);
      const agent = await repo.findAgentByTokenHash(hashToken(param));
      if (!agent) throw new AppError("notFound", m.linkInvalid);
      return { ...agent, auth: null };
    }
    const auth = caller.auth;
    if (!auth) throw new AppError("unauthenticated", common.notLoggedIn);
    const me = auth.user;
    if (me.role !== "SALESMAN" && me.role !== "ADMIN") throw new AppError("forbidden", common.forbidden);
    if (param === SELF_AGENT) {
      if (me.role === "ADMIN") throw new AppError("validation", m.adminChooseAgent);
      return { id: me.id, username: me.username, auth };
    }
    const id = /^\d{1,9}$/.test(param) ? Number(param) : NaN;
    if (!Number.isFinite(id) || (me.role === "SALESMAN" && id !== me.id)) throw new AppError("notFound", m.agentNotFound);
    const agent = await repo.findAgent(id);
    if (!agent) throw new AppError("notFound", m.agentNotFound);
    return { ...agent, auth };
  }

  async function customersOf(agent: Agent): Promise<AgentCustomer[]> {
    return (await behalf.customersOfAgent(agent.id)).map((c) => ({ customerId: c.id, businessName: c.businessName }));
  }

  async function requireAssigned(agent: Agent, customerId: number): Promise<void> {
    if (!(await customersOf(agent)).some((c) => c.customerId === customerId)) throw new AppError("notFound", m.customerNotAssigned);
  }

  function recordAudit(agent: Agent, action: string, customerId: number, details: Record<string, unknown>, tx: Tx): Promise<void> {
    const all = { ...details, agentId: agent.id, agent: agent.username };
    if (agent.auth) return audit.record(agent.auth, action, { ...all, customerId }, tx);
    return audit.recordForAgent(agent.id, customerId, action, all, tx);
  }

  /**
   * Runs one change in a transaction with its audit entry; with a mutation id, a replay of an id
   * already applied changes nothing and answers what the first one did.
   */
  async function once(agent: Agent, mutationId: string | undefined, change: (tx: Tx) => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await repo.transaction(async (tx) => {
          if (mutationId) {
            const prior = await repo.findMutation(tx, mutationId);
            if (prior) {
              if (prior.userId !== agent.id) throw new AppError("conflict", common.invalidInput);
              return (prior.result ?? {}) as Record<string, unknown>;
            }
          }
          const result = await change(tx);
          if (mutationId) await repo.recordMutation(tx, mutationId, agent.id, result);
          return result;
        });
      } catch (err) {
        // The same id committed by a parallel request: the next round answers the replay.
        if (mutationId && isUniqueViolation(err) && attempt < MAX_ATTEMPTS) continue;
        throw err;
      }
    }
  }

  async function visitOrNotFound(agent: Agent, vId: number): Promise<Visit> {
    const row = await repo.visit(repo.db, agent.id, vId);
    if (!row) throw new AppError("notFound", m.visitNotFound);
    return toVisit(row);
  }

  /** The stored values; a report dated after today cannot be done (400). */
  function values(v: PostInput, previousDone?: boolean): VisitValues {
    const done = resolveDone(v.done, v.vDate, today(), previousDone);
    if (done === "future") throw new AppError("validation", m.doneInFuture);
    return { customerId: v.uIdCliente, visitDate: v.vDate, visitType: v.vType, text: v.vText, done };
  }

  return {
    resolveAgent,

    async agentInfo(param: string, caller: VisitCaller): Promise<AgentInfo> {
      const agent = await resolveAgent(param, caller);
      return { agentId: agent.id, smName: agent.username };
    },

    async customers(param: string, caller: VisitCaller): Promise<AgentCustomer[]> {
      return customersOf(await resolveAgent(param, caller));
    },

    async day(param: string, day: string, caller: VisitCaller): Promise<Visit[]> {
      const agent = await resolveAgent(param, caller);
      return (await repo.visitsOfDay(agent.id, day)).map(toVisit);
    },

    async range(param: string, from: string, to: string, caller: VisitCaller): Promise<Visit[]> {
      const agent = await resolveAgent(param, caller);
      return (await repo.visitsBetween(agent.id, from, to)).map(toVisit);
    },

    /** The agent's customers, each with the last activity and how many (names only, as the list). */
    async customerHistory(param: string, caller: VisitCaller): Promise<CustomerHistory[]> {
      const agent = await resolveAgent(param, caller);
      const [customers, activity] = await Promise.all([customersOf(agent), repo.customerActivity(agent.id, today())]);
      const byCustomer = new Map(activity.map((l) => [l.customerId, l]));
      return customers.map((c) => {
        const l = byCustomer.get(c.customerId);
        return { ...c, lastVisit: l?.lastVisit ?? null, lastType: l?.lastType ?? null, nextVisit: l?.nextVisit ?? null, nextType: l?.nextType ?? null, total: l?.total ?? 0 };
      });
    },

    async create(param: string, input: PostInput, caller: VisitCaller, mutationId?: string): Promise<Visit> {
      const agent = await resolveAgent(param, caller);
      const v = values(input);
      await requireAssigned(agent, input.uIdCliente);
      const result = await once(agent, mutationId, async (tx) => {
        const vId = await repo.insertVisit(tx, agent.id, v);
        await recordAudit(agent, "visit.create", input.uIdCliente, { vId, vDate: input.vDate, vType: input.vType, done: v.done }, tx);
        return { vId };
      });
      return visitOrNotFound(agent, Number(result.vId));
    },

    async update(param: string, input: UpdateInput, caller: VisitCaller, mutationId?: string): Promise<Visit> {
      const agent = await resolveAgent(param, caller);
      const before = await repo.visit(repo.db, agent.id, input.vId);
      if (!before) throw new AppError("notFound", m.visitNotFound);
      const v = values(input, before.done);
      await requireAssigned(agent, input.uIdCliente);
      await once(agent, mutationId, async (tx) => {
        if (!(await repo.updateVisit(tx, agent.id, input.vId, v))) throw new AppError("notFound", m.visitNotFound);
        await recordAudit(agent, "visit.update", input.uIdCliente, { vId: input.vId, vDate: input.vDate, vType: input.vType, done: v.done }, tx);
        return { vId: input.vId };
      });
      return visitOrNotFound(agent, input.vId);
    },

    async remove(param: string, vId: number, caller: VisitCaller, mutationId?: string): Promise<{ vId: number }> {
      const agent = await resolveAgent(param, caller);
      await once(agent, mutationId, async (tx) => {
        const row = await repo.visit(tx, agent.id, vId);
        if (!row || !(await repo.deleteVisit(tx, agent.id, vId))) throw new AppError("notFound", m.visitNotFound);
        await recordAudit(agent, "visit.delete", row.customerId, { vId, vDate: row.visitDate }, tx);
        return { vId };
      });
      return { vId };
    },

    /** The full report: a SALESMAN's own visits, every agent's for ADMIN. */
    async fullReport(auth: AuthContext): Promise<Visit[]> {
      return (await repo.allVisits(auth.user.role === "ADMIN" ? null : auth.user.id)).map(toVisit);
    },

    async agents(): Promise<AgentSummary[]> {
      return (await repo.agents()).map((a) => ({
        agentId: a.id,
        smName: a.username,
        linkActive: a.linkCreatedAt !== null,
        linkCreatedAt: a.linkCreatedAt === null ? null : new Date(a.linkCreatedAt).toISOString(),
      }));
    },

    /** A new public link for the agent (the previous one stops at once); the token is shown this once. */
    async rotateLink(auth: AuthContext, agentId: number): Promise<AgentLink> {
      const agent = await repo.findAgent(agentId);
      if (!agent) throw new AppError("notFound", m.agentNotFound);
      const token = newSessionToken();
      await repo.setLink(agent.id, hashToken(token), auth.realUser.id, (tx) => audit.record(auth, "visit.link.rotate", { agentId: agent.id, agent: agent.username }, tx));
      return { agentId: agent.id, token, path: `/report/${token}` };
    },

    async revokeLink(auth: AuthContext, agentId: number): Promise<{ agentId: number }> {
      const agent = await repo.findAgent(agentId);
      if (!agent) throw new AppError("notFound", m.agentNotFound);
      await repo.deleteLink(agent.id, (tx) => audit.record(auth, "visit.link.revoke", { agentId: agent.id, agent: agent.username }, tx));
      return { agentId: agent.id };
    },

    forgetEndedCounters(): Promise<void> {
      return repo.deleteEndedCounters(RATE_WINDOW_SECONDS);
    },
  };
}

export type VisitsService = ReturnType<typeof visitsService>;
