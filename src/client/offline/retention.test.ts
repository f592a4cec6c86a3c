// The copy of an identity whose session is gone is deleted after the documented time (issue 14):
// searches and the rest after COPY_KEPT_DAYS, queued edits after OUTBOX_KEPT_DAYS; the live
// identity and a recently seen one are kept; rows from before the rule start their clock.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { bancoDb, resetBancoDbForTests } from "./db";
import { COPY_KEPT_DAYS, OUTBOX_KEPT_DAYS, purgeExpiredIdentities, touchIdentity } from "./retention";

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 24, 9);

async function seed(identity: string): Promise<void> {
  const db = bancoDb();
  await db.searches.put({ identity, normalized: "OC90", query: "OC90", at: NOW, rows: [] });
  await db.pdfs.put({ identity, url: "/v100/x.pdf", blob: new Blob(["%PDF"]), contentType: "application/pdf", disposition: null, savedAt: NOW });
  await db.outbox.add({ identity, mutationId: `m-${identity}`, kind: "cart.add", label: "x", request: { method: "POST", path: "/cart/addToCart" }, payload: null, createdAt: NOW, attempts: 0, lastError: null });
}

const count = async (table: "searches" | "pdfs" | "outbox", identity: string) => bancoDb().table(table).where("identity").equals(identity).count();

afterEach(resetBancoDbForTests);

describe("purgeExpiredIdentities", () => {
  it("keeps a recent identity, drops an old one's copy but not its queue, then the queue too", async () => {
    await seed("rossi");
    await seed("bianchi");
    await touchIdentity("rossi", NOW - (COPY_KEPT_DAYS - 1) * DAY);
    await touchIdentity("bianchi", NOW - (COPY_KEPT_DAYS + 1) * DAY);

    expect(await purgeExpiredIdentities(null, NOW)).toEqual(["bianchi"]);
    expect(await count("searches", "rossi")).toBe(1);
    expect(await count("pdfs", "rossi")).toBe(1);
    expect(await count("searches", "bianchi")).toBe(0);
    expect(await count("pdfs", "bianchi")).toBe(0);
    expect(await count("outbox", "bianchi")).toBe(1);

    await purgeExpiredIdentities(null, NOW + OUTBOX_KEPT_DAYS * DAY);
    expect(await count("outbox", "bianchi")).toBe(0);
    expect(await count("outbox", "rossi")).toBe(0);
  });

  it("never touches the live identity, and starts the clock of rows seen for the first time", async () => {
    await seed("rossi");
    await seed("verdi");
    await touchIdentity("rossi", NOW - 100 * DAY);
    expect(await purgeExpiredIdentities("rossi", NOW)).toEqual([]);
    expect(await count("searches", "rossi")).toBe(1);
    // verdi had no record: kept now, deleted once the time has passed from here.
    expect(await count("searches", "verdi")).toBe(1);
    expect(await purgeExpiredIdentities("rossi", NOW + (COPY_KEPT_DAYS + 1) * DAY)).toEqual(["verdi"]);
  });
});
