// pg-boss's LISTEN/NOTIFY capability for Banco's own pool adapter (decision 0017, amended in
// session 25). pg-boss runs its statements over the app's pool (`executeSql`); to wake a worker
// the moment a job is created it also needs one dedicated, session-pinned connection that LISTENs
// on its channel. pg-boss's built-in pool implements that, a custom adapter has to: this is it.
// Polling stays on underneath, so a lost connection only costs what polling costs: it is ended,
// reconnected after 1 s, 2 s, 4 s … (30 s at most), and every reconnect tells pg-boss to fetch at
// once, for the notifications it may have missed.
import pg from "pg";
import type { Db as BossDb } from "pg-boss";

type Listen = NonNullable<BossDb["listen"]>;

/** Longest wait between two reconnect attempts. */
const MAX_BACKOFF_MS = 30_000;
/** TCP keep-alive probes after this much silence (an external DATABASE_URL; a Unix socket ends when its peer does). */
const KEEP_ALIVE_DELAY_MS = 10_000;

export function listenOver(connection: pg.ClientConfig, onError: (err: Error) => void): Listen {
  return async (channel, onNotification, onReconnect) => {
    let closed = false;
    let client: pg.Client | null = null;
    let retry: NodeJS.Timeout | null = null;
    let attempt = 0;

    const reconnectLater = () => {
      if (closed || retry) return;
      const delay = Math.min(MAX_BACKOFF_MS, 1000 * 2 ** Math.min(attempt++, 5));
      retry = setTimeout(() => {
        retry = null;
        connect().catch(reconnectLater);
      }, delay);
      retry.unref();
    };

    const drop = (target: pg.Client, err: Error) => {
      if (client !== target) return;
      client = null;
      target.removeAllListeners();
      target.on("error", () => {}); // a late socket error of a client being ended is not news
      target.end().catch(() => {});
      if (closed) return;
      onError(err);
      reconnectLater();
    };

    const connect = async () => {
      if (closed) return;
      const next = new pg.Client({ ...connection, keepAlive: true, keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS });
      next.on("error", (err) => drop(next, err));
      next.on("end", () => drop(next, new Error("connessione LISTEN chiusa")));
      next.on("notification", (msg) => {
        if (msg.payload !== undefined) onNotification(msg.payload);
      });
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
      } catch (err) {
        next.removeAllListeners();
        next.on("error", () => {});
        await next.end().catch(() => {});
        if (client === next) client = null;
        throw err;
      }
      attempt = 0;
      onReconnect();
    };

    // The first connection's failure goes to pg-boss, which then polls only (and says so).
    await connect();
    return {
      async close() {
        closed = true;
        if (retry) clearTimeout(retry);
        const last = client;
        client = null;
        if (!last) return;
        last.removeAllListeners();
        last.on("error", () => {});
        await last.end().catch(() => {});
      },
    };
  };
}
