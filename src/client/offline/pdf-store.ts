// The PDFs kept on the device (written and served by the service worker, per identity), capped:
// at most PDF_MAX_COUNT files and PDF_MAX_BYTES per identity, none older than PDF_MAX_AGE_DAYS; beyond
// that the least recently used go first (issue 16 item 18). Imported by the service worker: no DOM.
import { bancoDb, type StoredPdf } from "./db";

export const PDF_MAX_COUNT = 30;
export const PDF_MAX_BYTES = 40 * 1024 * 1024;
export const PDF_MAX_AGE_DAYS = 30;

/** When it was last opened (stored or served); older rows only have savedAt. */
const lastUse = (p: StoredPdf) => p.usedAt ?? p.savedAt;

export async function storePdf(pdf: Omit<StoredPdf, "usedAt" | "size">, now = Date.now()): Promise<void> {
  await bancoDb().pdfs.put({ ...pdf, usedAt: now, size: pdf.blob.size });
  await trimPdfs(pdf.identity, now);
}

/** The stored PDF, marked as just used (null: never opened, or dropped by the caps). */
export async function readPdf(identity: string, url: string, now = Date.now()): Promise<StoredPdf | null> {
  const db = bancoDb();
  const row = await db.pdfs.get([identity, url]);
  if (!row) return null;
  if (now - row.savedAt > PDF_MAX_AGE_DAYS * 86_400_000) {
    await db.pdfs.delete([identity, url]);
    return null;
  }
  await db.pdfs.update([identity, url], { usedAt: now });
  return row;
}

/** Applies the caps to the identity's PDFs: too old, then least recently used beyond count or size. */
export async function trimPdfs(identity: string, now = Date.now()): Promise<number> {
  const db = bancoDb();
  const rows = (await db.pdfs.where("identity").equals(identity).toArray()).sort((a, b) => lastUse(b) - lastUse(a));
  const drop: string[] = [];
  let bytes = 0;
  let kept = 0;
  for (const r of rows) {
    const size = r.size ?? r.blob.size;
    const tooOld = now - r.savedAt > PDF_MAX_AGE_DAYS * 86_400_000;
    if (tooOld || kept >= PDF_MAX_COUNT || bytes + size > PDF_MAX_BYTES) {
      drop.push(r.url);
    } else {
      kept++;
      bytes += size;
    }
  }
  if (drop.length) await db.pdfs.bulkDelete(drop.map((url) => [identity, url] as [string, string]));
  return drop.length;
}
