// Visit edits through the outbox: the day shown with the queued edits applied, a queued report
// changed or removed before it is sent, and the registry of edit kinds dispatching to the visits'.
import "../../../test-support/local-storage";
import "fake-indexeddb/auto";
import { beforeEach, describe, expect, it, vi } from "vitest";

import { resetBancoDbForTests } from "../../../offline/db";
import { enqueueEdit, pendingEdits } from "../../../offline/outbox";
import { createSessionSync } from "../../../offline/session-sync";
import { editKindHooks } from "../../../offline/edit-kinds";
import type { Visit } from "../../../../shared/contract/visits";
import { applyPendingVisits, createEdit, deleteEdit, updateEdit, visitsEditKind, type VisitDraft } from "./visit-edits";

const ME = "agente.verdi";
const day = "2026-05-11";
const draft = (vText: string, vDate = day, done = true): VisitDraft => ({ vDate, vType: "Visita", vText, uIdCliente: 100001, ragSoc: "Autofficina Rossi S.n.c.", done });
const server: Visit = { vId: 7, vDate: day, vType: "Telefonata", vText: "Dal server", uIdCliente: 100002, ragSoc: "Officina Bianchi S.r.l.", smName: ME, done: true };

// No engine runs: a queued report is changed in IndexedDB under the identity's replay lock.
const editQueued = createSessionSync().editQueued;

beforeEach(async () => {
  await resetBancoDbForTests();
});

describe("applyPendingVisits", () => {
  it("adds queued reports of the day as pending cards, applies changes and hides deletions", async () => {
    await enqueueEdit(ME, createEdit("000000", draft("Scritto offline")));
    await enqueueEdit(ME, createEdit("000000", draft("Altro giorno", "2026-05-12")));
    await enqueueEdit(ME, updateEdit("000000", 7, draft("Cambiato offline")));
    const cards = applyPendingVisits([server], await pendingEdits(ME), "000000", day, ME);
    expect(cards.map((c) => [c.vText, c.pending === true, c.queuedId !== undefined])).toEqual([
      ["Cambiato offline", true, false],
      ["Scritto offline", true, true],
    ]);
    await enqueueEdit(ME, deleteEdit("000000", server));
    expect(applyPendingVisits([server], await pendingEdits(ME), "000000", day, ME).map((c) => c.vText)).toEqual(["Scritto offline"]);
    // Another agent's day (ADMIN's console) is not touched by these.
    expect(applyPendingVisits([server], await pendingEdits(ME), "12", day, ME)).toEqual([server]);
  });

  it("a change that moves a report to another day takes it off this one", async () => {
    await enqueueEdit(ME, updateEdit("000000", 7, draft("Spostato", "2026-05-20")));
    expect(applyPendingVisits([server], await pendingEdits(ME), "000000", day, ME)).toEqual([]);
  });
});

describe("planned or done, queued", () => {
  it("a queued report keeps its planned state, and marking it done rewrites the queued request", async () => {
    const queued = await enqueueEdit(ME, createEdit("000000", draft("Da fare", day, false)));
    let [entry] = await pendingEdits(ME);
    expect((entry!.request.json as { done: boolean }).done).toBe(false);
    expect(applyPendingVisits([], await pendingEdits(ME), "000000", day, ME).map((c) => [c.vText, c.done])).toEqual([["Da fare", false]]);
    const { kind: _k, ...next } = createEdit("000000", draft("Da fare", day, true));
    expect(await editQueued(ME, queued.mutationId, next)).toBe(true);
    [entry] = await pendingEdits(ME);
    expect((entry!.request.json as { done: boolean }).done).toBe(true);
    expect(applyPendingVisits([], await pendingEdits(ME), "000000", day, ME).map((c) => [c.vText, c.done])).toEqual([["Da fare", true]]);
    // A server report marked done while offline: the change is queued with the flag.
    await enqueueEdit(ME, updateEdit("000000", 7, { ...draft("Dal server"), done: true }));
    expect(applyPendingVisits([{ ...server, done: false }], await pendingEdits(ME), "000000", day, ME).find((c) => c.vId === 7)?.done).toBe(true);
  });
});

describe("a report not yet sent", () => {
  it("is changed in the queue itself, and removed from it, without reaching the server", async () => {
    const queued = await enqueueEdit(ME, createEdit("000000", draft("Prima")));
    const { kind: _k, ...next } = createEdit("000000", draft("Dopo"));
    expect(await editQueued(ME, queued.mutationId, next)).toBe(true);
    const [entry] = await pendingEdits(ME);
    expect(entry!.mutationId).toBe(queued.mutationId);
    expect(entry!.request.json).toMatchObject({ vText: "Dopo" });
    expect(await editQueued(ME, queued.mutationId, null)).toBe(true);
    expect(await pendingEdits(ME)).toEqual([]);
    // Already gone (sent or removed): the caller learns it.
    expect(await editQueued(ME, queued.mutationId, null)).toBe(false);
  });

  it("belongs to its identity only", async () => {
    const queued = await enqueueEdit(ME, createEdit("000000", draft("Mio")));
    expect(await editQueued("officina.rossi", queued.mutationId, null)).toBe(false);
    expect(await pendingEdits(ME)).toHaveLength(1);
  });
});

describe("the registry of edit kinds", () => {
  it("dispatches a visit edit's answer, headers and refusal text to the visits' handler, a cart edit to the cart's", async () => {
    const invalidate = vi.fn(async () => undefined);
    const cartApplied = vi.fn();
    const kinds = editKindHooks([visitsEditKind({ invalidateQueries: invalidate } as never), { prefix: "cart.", onApplied: cartApplied, requestHeaders: () => ({ "x-edit-cart-id": "7" }) }]);
    const visit = await enqueueEdit(ME, createEdit("000000", draft("X")));
    await kinds.onApplied(visit, {});
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(cartApplied).not.toHaveBeenCalled();
    expect(kinds.requestHeaders(visit)).toEqual({});
    expect(kinds.requestHeaders({ ...visit, kind: "cart.add" })).toEqual({ "x-edit-cart-id": "7" });
    expect(kinds.refusalText({ identity: ME, mutationId: "m", kind: "visits.update", label: "Report per Rossi", message: "Report non trovato", status: 404, createdAt: 0, refusedAt: 0 })).toBe(
      "Errore nell'aggiornamento del report (Report per Rossi): Report non trovato",
    );
    expect(kinds.refusalText({ identity: ME, mutationId: "m", kind: "other.x", label: "", message: "", status: 400, createdAt: 0, refusedAt: 0 })).toBeNull();
  });
});
