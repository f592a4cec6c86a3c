// Many searches at once, as 32 counters make them: each answers like the same search alone. On
// PostgreSQL the search is a named prepared statement on several pool connections; on PGlite
// (one session behind the socket) it must not be (issue 9: "prepared statement … already exists").
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { http } from "./helpers/http";

describe("concurrent searches", () => {
  let t: TestApp;
  const { get, loginAs } = http(() => t);
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    cookie = await loginAs("officina.rossi");
  });
  afterAll(async () => t?.close());

  it("all answer, and each answers what it answers alone", async () => {
    const inputs = ["OC90", "W 712/75", "1109.AY", "OC9", "23.108.00", "WD40", "PAD4455", "QX999999", "oc 90", "DF4180", "P 23 086", "BAT70"];
    const search = (s: string) => get(`/v100/search?searchString=${encodeURIComponent(s)}`, cookie);
    const alone = new Map<string, string>();
    for (const s of inputs) alone.set(s, (await search(s)).body);
    const together = await Promise.all([...inputs, ...inputs, ...inputs].map(async (s) => ({ s, res: await search(s) })));
    for (const { s, res } of together) {
      expect(res.statusCode, `${s}: ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.body, s).toBe(alone.get(s));
    }
    expect(body<unknown[]>(await search("OC90")).data.length).toBeGreaterThan(0);
  });
});
