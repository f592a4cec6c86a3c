// @electric-sql/pglite-socket 0.2.17 serves every connection through one PGlite session, message
// by message. It keeps a transaction's messages together, but not an extended-protocol batch:
// node-postgres sends a parameterised query as Parse, Bind, Describe, Execute, Sync, and another
// connection's Parse can land between them, replacing the session's unnamed prepared statement
// ("bind message supplies 1 parameters, but prepared statement "" requires 2"). It shows as soon as
// requests overlap while a transaction runs (e.g. concurrent checkouts of one cart).
//
// This replaces the queue's scheduler with the same one plus that rule: once a connection has
// started a batch, only its messages are served until its Sync. It also lets the queue run again
// after a failed message (the original leaves it marked busy for good).
import type { PGlite } from "@electric-sql/pglite";

interface QueueItem {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
  onData: (data: Uint8Array) => void;
}

interface QueryQueue {
  queue: QueueItem[];
  processing: boolean;
  lastHandlerId: number | null;
  db: PGlite;
  processQueue(): Promise<void>;
  clearQueueForHandler(handlerId: number): void;
}

// Frontend message types (PostgreSQL protocol v3).
const SYNC = 0x53; // S
const QUERY = 0x51; // Q: simple query, complete in itself
const TERMINATE = 0x58; // X
const EXTENDED = new Set([0x50 /* P */, 0x42 /* B */, 0x44 /* D */, 0x45 /* E */, 0x43 /* C */, 0x48 /* H */]);

export function keepProtocolBatchesTogether(server: unknown): void {
  const q = (server as { queryQueue?: QueryQueue }).queryQueue;
  if (!q || typeof q.processQueue !== "function" || !Array.isArray(q.queue)) {
    throw new Error("pglite-socket: struttura della coda inattesa (versione cambiata?)");
  }
  let batchOwner: number | null = null;

  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    if (batchOwner === handlerId) batchOwner = null;
    clear(handlerId);
  };

  q.processQueue = async function processQueue(this: QueryQueue): Promise<void> {
    if (this.processing || this.queue.length === 0) return;
    this.processing = true;
    try {
      while (this.queue.length > 0) {
        const owner = batchOwner ?? (this.db.isInTransaction() ? this.lastHandlerId : null);
        let item: QueueItem | undefined;
        if (owner !== null) {
          const at = this.queue.findIndex((x) => x.handlerId === owner);
          if (at === -1) break; // the owner's next message has not arrived yet
          item = this.queue.splice(at, 1)[0];
        } else {
          item = this.queue.shift();
        }
        if (!item) break;
        const type = item.message[0] ?? 0;
        let bytes = 0;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          if (batchOwner === item.handlerId) batchOwner = null;
          item.reject(err);
          continue;
        }
        if (type === SYNC || type === QUERY || type === TERMINATE) batchOwner = null;
        else if (EXTENDED.has(type)) batchOwner = item.handlerId;
        this.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  };
}
