// Stored PDFs are capped (issue 16 item 18): by count and age, least recently used first.
import "fake-indexeddb/auto";
import { afterEach, describe, expect, it } from "vitest";
import { bancoDb, resetBancoDbForTests } from "./db";
import { PDF_MAX_AGE_DAYS, PDF_MAX_COUNT, readPdf, storePdf } from "./pdf-store";

const NOW = Date.UTC(2026, 10, 24, 9);
const pdf = (url: string, savedAt = NOW) => ({ identity: "rossi", url, blob: new Blob(["%PDF-1.4"]), contentType: "application/pdf", disposition: null, savedAt });

afterEach(resetBancoDbForTests);

describe("stored PDFs", () => {
  it("keep at most PDF_MAX_COUNT per identity, dropping the least recently used", async () => {
    for (let i = 0; i < PDF_MAX_COUNT; i++) await storePdf(pdf(`/p/${i}`), NOW + i);
    // The oldest one is opened again: it becomes the most recently used.
    expect(await readPdf("rossi", "/p/0", NOW + 1000)).not.toBeNull();
    await storePdf(pdf("/p/new"), NOW + 2000);
    const urls = (await bancoDb().pdfs.where("identity").equals("rossi").toArray()).map((r) => r.url);
    expect(urls).toHaveLength(PDF_MAX_COUNT);
    expect(urls).toContain("/p/0");
    expect(urls).toContain("/p/new");
    expect(urls).not.toContain("/p/1");
  });

  it("do not serve or keep a PDF older than the age cap", async () => {
    await storePdf(pdf("/p/old", NOW), NOW);
    expect(await readPdf("rossi", "/p/old", NOW + (PDF_MAX_AGE_DAYS + 1) * 86_400_000)).toBeNull();
    expect(await bancoDb().pdfs.count()).toBe(0);
  });
});
