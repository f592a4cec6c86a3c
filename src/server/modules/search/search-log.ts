// Writes the search log off the request path: entries are buffered and written with one INSERT
// per second (or per 200 searches), and on shutdown. A search never waits for its log line, and
// under load the log costs one statement per batch instead of one per search. If the database
// refuses the write the batch is dropped with a warning (the log is statistics, not an order),
// and the buffer never grows past MAX_BUFFER.
import type { FastifyBaseLogger } from "fastify";
import type { SearchLogEntry, SearchRepo } from "./repo";

const FLUSH_MS = 1000;
const FLUSH_AT = 200;
const MAX_BUFFER = 10_000;

export interface SearchLogWriter {
  record(entry: SearchLogEntry): void;
  flush(): Promise<void>;
}

export function searchLogWriter(repo: Pick<SearchRepo, "insertLog">, log: FastifyBaseLogger, opts: { flushMs?: number } = {}): SearchLogWriter {
  let buffer: SearchLogEntry[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  async function flush(): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = null;
    }
    const batch = buffer;
    buffer = [];
    // Batches are written one after the other, in order.
    writing = writing.then(async () => {
      if (batch.length === 0) return;
      try {
        await repo.insertLog(batch);
      } catch (err) {
        log.warn({ err, lost: batch.length }, "search log not written");
      }
    });
    return writing;
  }

  return {
    record(entry) {
      if (buffer.length >= MAX_BUFFER) return;
      buffer.push(entry);
      if (buffer.length >= FLUSH_AT) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), opts.flushMs ?? FLUSH_MS);
        timer.unref();
      }
    },
    flush,
  };
}
