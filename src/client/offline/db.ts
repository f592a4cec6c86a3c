// The app's IndexedDB database (Dexie), shared by the page and the service worker (PDFs). Every
// row is keyed by the identity it belongs to (offline/identity.ts), so one device used by several
// people never shows one person's data or edits to another; logout wipes that identity's rows
// (offline/wipe.ts). docs/decisions/0013-offline-design.md.
//
// Schema versions: never edit a version that has shipped; add the next one with its upgrade.
// Imported by the service worker: keep this file free of DOM and window references.
import { Dexie, type EntityTable } from "dexie";

export const DB_NAME = "banco";

/** The HTTP request an edit replays: everything needed to send it again, byte for byte. */
export interface QueuedRequest {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  query?: Record<string, string>;
  json?: unknown;
  form?: Record<string, string>;
}

/** An edit waiting to reach the server (the outbox). */
export interface OutboxEntry {
  /** Replay order (auto-increment). */
  seq?: number;
  identity: string;
  /** Client mutation id, sent as X-Mutation-Id: the server applies it at most once. */
  mutationId: string;
  /** What kind of edit ("cart.setQuantity", …): the owning feature reads its payload. */
  kind: string;
  /** Italian description for the lists ("Quantità M120 OC90: 3"). */
  label: string;
  request: QueuedRequest;
  /** What the screen needs to show the edit applied before the server has it. */
  payload: unknown;
  createdAt: number;
  attempts: number;
  lastError: string | null;
}

/** An edit the server refused while replaying: shown to the user until dismissed. */
export interface RefusedEdit {
  id?: number;
  identity: string;
  mutationId: string;
  kind: string;
  label: string;
  message: string;
  status: number;
  createdAt: number;
  refusedAt: number;
}

/** A search kept for offline use (the "previous searches" of spec §4, with their results). */
export interface StoredSearch {
  identity: string;
  normalized: string;
  query: string;
  /** When it was searched (epoch ms): the time the rows were last updated. */
  at: number;
  rows: unknown[];
}

/** The persisted TanStack Query cache of one identity (offline/query-persistence.ts). */
export interface StoredQueryCache {
  identity: string;
  value: string;
  savedAt: number;
}

/** The latest server answer for a shared view (the cart), so a second tab follows at once. */
export interface Snapshot {
  identity: string;
  key: string;
  data: unknown;
  updatedAt: number;
  /** The tab that wrote it (a tab ignores its own writes). */
  origin: string;
}

/** A PDF opened once, kept so it opens again offline (written by the service worker). */
export interface StoredPdf {
  identity: string;
  /** Path and query of the PDF's URL. */
  url: string;
  blob: Blob;
  contentType: string;
  disposition: string | null;
  savedAt: number;
  /** Last opened (the caps drop the least recently used first: offline/pdf-store.ts). */
  usedAt?: number;
  /** Bytes of the blob. */
  size?: number;
}

export interface MetaRow {
  key: string;
  value: unknown;
}

export type BancoDb = Dexie & {
  outbox: EntityTable<OutboxEntry, "seq">;
  refused: EntityTable<RefusedEdit, "id">;
  searches: Dexie.Table<StoredSearch, [string, string]>;
  queryCache: EntityTable<StoredQueryCache, "identity">;
  snapshots: Dexie.Table<Snapshot, [string, string]>;
  pdfs: Dexie.Table<StoredPdf, [string, string]>;
  meta: EntityTable<MetaRow, "key">;
};

/** Tables holding one identity's data (all but meta). */
export const IDENTITY_TABLES = ["outbox", "refused", "searches", "queryCache", "snapshots", "pdfs"] as const;

/** Version 1: the outbox alone, keyed by username (before impersonation was covered). */
export const SCHEMA_V1 = {
  outbox: "++seq, mutationId, user",
  meta: "key",
};

/** Version 2: keyed by identity (an agent acting for a customer is not the customer); the offline copy. */
export const SCHEMA_V2 = {
  outbox: "++seq, &mutationId, identity, [identity+seq]",
  refused: "++id, identity, mutationId",
  searches: "[identity+normalized], identity",
  queryCache: "identity",
  snapshots: "[identity+key], identity",
  pdfs: "[identity+url], identity",
  meta: "key",
};

export const DB_VERSION = 2;

export function openBancoDb(name = DB_NAME): BancoDb {
  // No optimistic cache: with Dexie 4.4's default ("cloned") a live query that starts while a
  // delete commits can keep the deleted row for good (src/client/offline/live-queue.test.ts;
  // decision 0013). These tables are small: re-reading IndexedDB after a change costs nothing seen.
  const db = new Dexie(name, { cache: "disabled" }) as BancoDb;
  db.version(1).stores(SCHEMA_V1);
  db.version(2)
    .stores(SCHEMA_V2)
    .upgrade(async (tx) => {
      // v1 rows carried `user`; v2 reads `identity` (the same string for a user acting as themself).
      await tx
        .table("outbox")
        .toCollection()
        .modify((row: Record<string, unknown>) => {
          row.identity = row.user;
          delete row.user;
          row.attempts ??= 0;
          row.lastError ??= null;
        });
    });
  return db;
}

let shared: BancoDb | null = null;

/** The database of this page (or service worker); opened on first use. */
export function bancoDb(): BancoDb {
  shared ??= openBancoDb();
  return shared;
}

/** Tests: start again from an empty database. */
export async function resetBancoDbForTests(): Promise<void> {
  if (shared) {
    shared.close();
    await Dexie.delete(shared.name);
  }
  shared = null;
}
