// What the offline specs share: the service worker in control, the app's IndexedDB read from the
// page, a search typed in the box, the network cut.
import { expect, type BrowserContext, type CDPSession, type Page } from "@playwright/test";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { brotliCompressSync, gzipSync } from "node:zlib";

/** The service worker is active and controls the page (poll: ready can resolve while activating). */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? null), { timeout: 90_000 })
    .toBe("activated");
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 30_000 }).toBe(true);
}

/** Counts rows of an IndexedDB store of the app's database (the offline copy on the device). */
export function idbCount(page: Page, store: string): Promise<number> {
  return page.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("banco");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(name)) {
            db.close();
            resolve(0);
            return;
          }
          const req = db.transaction(name).objectStore(name).count();
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    store,
  );
}

export async function search(page: Page, code: string): Promise<void> {
  const box = page.getByRole("searchbox", { name: "Codice da cercare" });
  await box.fill(code);
  await box.press("Enter");
}

export async function goOffline(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

const offlineSessions = new WeakMap<Page, CDPSession>();

/**
 * Reloads (or navigates) with the network off. Debian's Chromium 150 (this machine's, and so CI's) keeps blocking
 * the new document's requests after a reload but reports navigator.onLine = true in it until the
 * offline emulation is sent again; a device that is really offline reports false. The emulation is
 * sent again on a session of the test's own, which goOnline turns back.
 */
export async function reloadOffline(context: BrowserContext, page: Page, navigate: () => Promise<unknown> = () => page.reload()): Promise<void> {
  await navigate();
  const cdp = offlineSessions.get(page) ?? (await context.newCDPSession(page));
  offlineSessions.set(page, cdp);
  await cdp.send("Network.emulateNetworkConditions", { offline: true, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

/** The network back: the test's own emulation turned off too (see reloadOffline). */
export async function goOnline(context: BrowserContext, page: Page): Promise<void> {
  await offlineSessions.get(page)?.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await context.setOffline(false);
}

/** The rows of a store of the app's database that belong to one identity. */
export function idbRowsOf(page: Page, store: string, identity: string): Promise<number> {
  return page.evaluate(
    ([name, id]) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open("banco");
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction(name).objectStore(name).index("identity").count(IDBKeyRange.only(id));
          req.onsuccess = () => {
            db.close();
            resolve(req.result);
          };
          req.onerror = () => reject(req.error);
        };
      }),
    [store, identity] as const,
  );
}

/** Fetches a URL from the page (through the service worker, not the HTTP cache). */
export function fetchFromPage(page: Page, url: string): Promise<{ status: number; type: string | null; head: string }> {
  return page.evaluate(async (target) => {
    const res = await fetch(target, { cache: "no-store" });
    const bytes = new Uint8Array(await res.arrayBuffer());
    return { status: res.status, type: res.headers.get("content-type"), head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, url);
}

/** The identity's persisted query cache mentions this text (a query key, a product). */
export function persistedCacheHas(page: Page, identity: string, text: string): Promise<boolean> {
  return page.evaluate(
    ([id, needle]) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open("banco");
        open.onsuccess = () => {
          const db = open.result;
          const req = db.transaction("queryCache").objectStore("queryCache").get(id);
          req.onsuccess = () => {
            db.close();
            resolve(typeof req.result?.value === "string" && req.result.value.includes(needle));
          };
          req.onerror = () => resolve(false);
        };
        open.onerror = () => resolve(false);
      }),
    [identity, text] as const,
  );
}

/**
 * A new deployment for the update tests: `deploy()` changes the worker script (and its precompressed
 * copies, which the server prefers), `restore()` puts the build back as it was. Every page of the
 * server sees the new worker: the tests that deploy are in new-version.spec.ts, which `npm test`
 * runs after every other file (scripts/e2e-shards.mjs). One deployment at a time all the same (specs
 * run by hand on two workers): a lock directory beside the build, held from deploy to restore; one
 * left by a killed run is taken over after 5 minutes.
 */
export function fakeDeployment(): { deploy: () => Promise<void>; restore: () => void } {
  const dist = process.env.BANCO_DIST ?? "dist";
  const swFile = `${dist}/client/sw.js`;
  const lock = `${dist}/.e2e-deployment.lock`;
  let originals: Map<string, Buffer> | null = null;
  return {
    deploy: async () => {
      await takeLock(lock);
      const files = [swFile, `${swFile}.br`, `${swFile}.gz`].filter((f) => existsSync(f));
      originals = new Map(files.map((f) => [f, readFileSync(f)]));
      const script = Buffer.from(`${readFileSync(swFile, "utf8")}\n// e2e update ${Date.now()}\n`);
      writeFileSync(swFile, script);
      if (originals.has(`${swFile}.br`)) writeFileSync(`${swFile}.br`, brotliCompressSync(script));
      if (originals.has(`${swFile}.gz`)) writeFileSync(`${swFile}.gz`, gzipSync(script));
    },
    restore: () => {
      if (!originals) return;
      for (const [f, bytes] of originals) writeFileSync(f, bytes);
      originals = null;
      rmSync(lock, { recursive: true, force: true });
    },
  };
}

async function takeLock(lock: string): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      mkdirSync(lock);
      return;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== "EEXIST") throw e;
    }
    const held = statSync(lock, { throwIfNoEntry: false });
    if (held && Date.now() - held.mtimeMs > 5 * 60_000) rmSync(lock, { recursive: true, force: true });
    if (Date.now() - started > 150_000) throw new Error(`another test's deployment holds ${lock}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
