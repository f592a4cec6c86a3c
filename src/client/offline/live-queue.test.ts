// The live count of queued edits (offline/use-outbox.ts watches pendingEdits through Dexie's
// liveQuery) must reach the truth when a watcher starts while the replay deletes the edit it sent:
// the shell's badge said "1" for ever after a replayed edit in a CI run (session 18). Dexie's
// optimistic cache (its default) loses that delete for some interleavings; the database opens
// with the cache disabled (offline/db.ts); this test repeats the interleaving 80 times (with the
// cache about 1 round in 6 stays stale).
import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, it } from "vitest";
import { liveQuery } from "dexie";
import { bancoDb, resetBancoDbForTests } from "./db";
import { enqueueEdit, pendingEdits } from "./outbox";
import { addEdit, ROSSI } from "../test-support/outbox-edits";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeEach(resetBancoDbForTests);
afterEach(resetBancoDbForTests);

it("watchers started while the replay deletes the sent edit all end at an empty queue", async () => {
  const ROUNDS = 80;
  const stale: number[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    const entry = await enqueueEdit(ROSSI, addEdit("OC90", 1));
    const last = [-1, -1, -1];
    const watchers = [];
    const sent = (async () => {
      await sleep(round % 5);
      await bancoDb().outbox.delete(entry.seq!);
    })();
    for (let w = 0; w < 3; w++) {
      await sleep((round + w) % 3);
      watchers.push(liveQuery(() => pendingEdits(ROSSI)).subscribe((rows) => (last[w] = rows.length)));
    }
    await sent;
    // Every watcher has answered and agrees with the database, or the round is stale (2 s is ages).
    const settled = () => last.every((n) => n === 0);
    for (let waited = 0; !settled() && waited < 2000; waited += 10) await sleep(10);
    if (!settled()) stale.push(round);
    watchers.forEach((s) => s.unsubscribe());
  }
  expect(stale).toEqual([]);
}, 60_000);
