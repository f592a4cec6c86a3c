// Visit reports written, changed and deleted. From the logged-in console they go through the
// offline outbox (edit kinds "visits.*", registered with the offline layer by app/offline): each
// is stored with its client mutation id before it is sent, shown on its card as 'in attesa' until
// the server has it, and replayed once when the connection returns. Changing or deleting a report
// not yet sent changes or removes the queued edit itself. The public page (no login, nothing kept
// on the device) calls the API directly. docs/decisions/0025-visit-reports-public-url.md.
import type { QueryClient } from "@tanstack/react-query";
import { api, ApiError, type SchemaSource } from "../../../lib/api-client";
import { currentUser } from "../../../lib/session";
import { identityOf } from "../../../offline/identity";
import type { SessionSync } from "../../../offline/session-sync";
import type { EditInput } from "../../../offline/outbox";
import type { OutboxEntry } from "../../../offline/db";
import type { EditKindHandler } from "../../../offline/edit-kinds";
import type { Visit } from "../../../../shared/contract/visits";
import type { VisitType } from "../../../../shared/rules/visits";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { common } from "../../../../shared/messages/common";
import { visitKeys } from "./visit-keys";

// The contract (its schemas, the visits' date rules and date-fns's parse and format) is loaded when
// a queued report is sent, not with the offline layer at every start (issue 22).
const visitSchemaSource: SchemaSource<Visit> = async () => (await import("../../../../shared/contract/visits")).visitSchema;

export const VISIT_EDIT_PREFIX = "visits.";
export const visitEditKind = { create: "visits.create", update: "visits.update", remove: "visits.delete" } as const;

/** What the form gives: the report and its customer's name (for the card while it waits). */
export interface VisitDraft {
  vDate: string;
  vType: VisitType;
  vText: string;
  uIdCliente: number;
  ragSoc: string;
  /** Planned (false) or done: kept by a queued report like every other field. */
  done: boolean;
}

export type VisitEditPayload =
  | { kind: typeof visitEditKind.create; agent: string; draft: VisitDraft }
  | { kind: typeof visitEditKind.update; agent: string; vId: number; draft: VisitDraft }
  | { kind: typeof visitEditKind.remove; agent: string; vId: number; vDate: string };

/** A card of the day: a server report, or one still queued on this device (`queuedId`). */
export type VisitCard = Visit & { pending?: boolean; queuedId?: string };

const body = (d: VisitDraft) => ({ vDate: d.vDate, vType: d.vType, vText: d.vText, uIdCliente: d.uIdCliente, done: d.done });

/** A card as the form's draft (to change it, or only mark it done). */
export const draftOf = (c: Visit): VisitDraft => ({ vDate: c.vDate, vType: c.vType, vText: c.vText, uIdCliente: c.uIdCliente, ragSoc: c.ragSoc, done: c.done });
const path = (agent: string) => encodeURIComponent(agent);

export function createEdit(agent: string, draft: VisitDraft): EditInput {
  return { kind: visitEditKind.create, label: m.queuedEdit(draft.ragSoc), payload: { kind: visitEditKind.create, agent, draft }, request: { method: "POST", path: `/salesman/postVisit/${path(agent)}`, json: body(draft) } };
}

export function updateEdit(agent: string, vId: number, draft: VisitDraft): EditInput {
  return { kind: visitEditKind.update, label: m.queuedEdit(draft.ragSoc), payload: { kind: visitEditKind.update, agent, vId, draft }, request: { method: "PUT", path: `/salesman/updateVisit/${path(agent)}`, json: { vId, ...body(draft) } } };
}

export function deleteEdit(agent: string, card: Visit): EditInput {
  return { kind: visitEditKind.remove, label: m.queuedEdit(card.ragSoc), payload: { kind: visitEditKind.remove, agent, vId: card.vId, vDate: card.vDate }, request: { method: "DELETE", path: `/salesman/deleteVisit/${path(agent)}/${card.vId}` } };
}

/** The day as the agent left it: the server's reports with this device's queued edits applied in order. */
export function applyPendingVisits(visits: readonly Visit[], entries: readonly OutboxEntry[], agent: string, day: string, smName: string): VisitCard[] {
  let cards: VisitCard[] = [...visits];
  for (const entry of entries) {
    if (!entry.kind.startsWith(VISIT_EDIT_PREFIX)) continue;
    const p = entry.payload as VisitEditPayload;
    if (p.agent !== agent) continue;
    if (p.kind === visitEditKind.create) {
      if (p.draft.vDate === day) cards.push({ vId: -(entry.seq ?? 0), ...p.draft, smName, pending: true, queuedId: entry.mutationId });
    } else if (p.kind === visitEditKind.update) {
      const card: VisitCard = { vId: p.vId, ...p.draft, smName, pending: true };
      const found = cards.some((c) => c.vId === p.vId);
      if (p.draft.vDate !== day) cards = cards.filter((c) => c.vId !== p.vId);
      else cards = found ? cards.map((c) => (c.vId === p.vId ? card : c)) : [...cards, card];
    } else {
      cards = cards.filter((c) => c.vId !== p.vId);
    }
  }
  return cards;
}

/** The offline layer's handler of the visits edit kinds (registered by app/offline). */
export function visitsEditKind(qc: QueryClient): EditKindHandler {
  return {
    prefix: VISIT_EDIT_PREFIX,
    onApplied: () => qc.invalidateQueries({ queryKey: visitKeys.all }),
    refusalText: (r) => `${r.kind === visitEditKind.create ? m.createError : r.kind === visitEditKind.update ? m.updateError : m.deleteError} (${r.label}): ${r.message}`,
  };
}

export type VisitOutcome = "applied" | "queued";

/** The actions of a day view: through the outbox when logged in, straight to the API on the public page. */
export function visitActions(qc: QueryClient, sync: SessionSync, agent: string, mode: "outbox" | "direct") {
  const refresh = () => qc.invalidateQueries({ queryKey: visitKeys.all });

  function identity(): string {
    const user = currentUser();
    if (!user) throw new ApiError(401, common.notLoggedIn);
    return identityOf(user);
  }

  async function send(input: EditInput): Promise<VisitOutcome> {
    if (mode === "direct") {
      const r = input.request;
      await api(r.path, { method: r.method, json: r.json }, r.method === "DELETE" ? undefined : visitSchemaSource);
      await refresh();
      return "applied";
    }
    const outcome = await sync.submit(identity(), input);
    if (outcome.status === "applied") await refresh();
    return outcome.status;
  }

  return {
    add: (draft: VisitDraft) => send(createEdit(agent, draft)),

    async update(card: VisitCard, draft: VisitDraft): Promise<VisitOutcome> {
      if (card.queuedId) {
        const { kind: _k, ...next } = createEdit(agent, draft);
        if (await sync.editQueued(identity(), card.queuedId, next)) return "queued";
        // Sent meanwhile: the card on screen is stale.
        await refresh();
        throw new ApiError(409, m.updateError);
      }
      return send(updateEdit(agent, card.vId, draft));
    },

    async remove(card: VisitCard): Promise<VisitOutcome> {
      if (card.queuedId) {
        if (await sync.editQueued(identity(), card.queuedId, null)) return "applied";
        await refresh();
        throw new ApiError(409, m.deleteError);
      }
      return send(deleteEdit(agent, card));
    },
  };
}
