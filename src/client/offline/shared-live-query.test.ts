// The shared live query (offline/shared-live-query.ts) on fake-indexeddb: its readers share one
// IndexedDB query, a reader that joins later has the answer at once, every reader follows the
// queue as edits come and go, and the last reader to leave closes the watch.
import "fake-indexeddb/auto";
import { afterEach, beforeEach, expect, it } from "vitest";
import { bancoDb, resetBancoDbForTests } from "./db";
import { enqueueEdit, pendingEdits } from "./outbox";
import { joinSharedLive, sharedLiveValue, watchedKeys } from "./shared-live-query";
import { addEdit, BIANCHI, ROSSI } from "../test-support/outbox-edits";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !check(); waited += 5) {
    if (waited > 2000) throw new Error(`never: ${what}`);
    await sleep(5);
  }
}

const lengthOf = (key: string) => (sharedLiveValue(key) as unknown[] | undefined)?.length;

beforeEach(resetBancoDbForTests);
afterEach(resetBancoDbForTests);

it("readers of one key share one query, follow the queue, and the last one closes the watch", async () => {
  await enqueueEdit(ROSSI, addEdit("OC90", 1));
  let queries = 0;
  const query = () => {
    queries++;
    return pendingEdits(ROSSI);
  };
  const seen = [0, 0, 0];
  const leave = [0, 1, 2].map((r) =>
    joinSharedLive(`outbox:${ROSSI}`, query, () => {
      seen[r] = (seen[r] ?? 0) + 1;
    }),
  );
  await until(() => lengthOf(`outbox:${ROSSI}`) === 1, "the first answer");
  expect(queries).toBe(1);
  expect(seen).toEqual([1, 1, 1]);

  // A reader joining later reads the answer at once, without a query of its own.
  const late = joinSharedLive(`outbox:${ROSSI}`, query, () => undefined);
  expect(lengthOf(`outbox:${ROSSI}`)).toBe(1);
  expect(queries).toBe(1);

  // A new edit and the replay's delete reach every reader through the one query.
  const second = await enqueueEdit(ROSSI, addEdit("OC91", 2));
  await until(() => lengthOf(`outbox:${ROSSI}`) === 2, "the second edit");
  await bancoDb().outbox.delete(second.seq!);
  await until(() => lengthOf(`outbox:${ROSSI}`) === 1, "the delete");
  expect(queries).toBe(3);
  expect(seen.every((n) => n === 3)).toBe(true);

  // Another identity's edits are outside rossi's range: his watch does not even query again.
  await enqueueEdit(BIANCHI, addEdit("OC90", 1));
  await sleep(50);
  expect(lengthOf(`outbox:${ROSSI}`)).toBe(1);
  expect(queries).toBe(3);

  leave.forEach((l) => l());
  expect(watchedKeys()).toEqual([`outbox:${ROSSI}`]);
  late();
  expect(watchedKeys()).toEqual([]);
  expect(sharedLiveValue(`outbox:${ROSSI}`)).toBeUndefined();
});
