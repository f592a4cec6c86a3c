// The real ERP over HTTP (ERP_URL; README "ERP adapter" documents the contract):
//   POST {ERP_URL}/orders          body ErpOrder   -> 2xx (409 = already received: fine)
//   GET  {ERP_URL}/updates?cursor= -> ErpUpdates JSON
// With ERP_TOKEN set, every call carries "Authorization: Bearer <token>".
import { erpOrderSchema, erpUpdatesSchema, type ErpClient, type ErpOrder, type ErpUpdates } from "./contract";

export interface HttpErpOptions {
  baseUrl: string;
  token?: string;
  timeoutMs?: number;
  fetchImpl?: typeof fetch;
}

export class ErpHttpError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function httpErpClient(opts: HttpErpOptions): ErpClient {
  const base = opts.baseUrl.replace(/\/+$/, "");
  const doFetch = opts.fetchImpl ?? fetch;
  const headers = (extra: Record<string, string> = {}) => ({
    Accept: "application/json",
    ...(opts.token ? { Authorization: `Bearer ${opts.token}` } : {}),
    ...extra,
  });
  const timeout = opts.timeoutMs ?? 15_000;

  return {
    async submitOrder(order: ErpOrder): Promise<void> {
      const res = await doFetch(`${base}/orders`, {
        method: "POST",
        headers: headers({ "Content-Type": "application/json" }),
        body: JSON.stringify(erpOrderSchema.parse(order)),
        signal: AbortSignal.timeout(timeout),
      });
      if (res.ok || res.status === 409) return;
      throw new ErpHttpError(`ERP: invio ordine ${order.webOrderCode} rifiutato (${res.status})`, res.status);
    },

    async fetchUpdates(cursor: string | null): Promise<ErpUpdates> {
      const url = `${base}/updates${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ""}`;
      const res = await doFetch(url, { headers: headers(), signal: AbortSignal.timeout(timeout) });
      if (!res.ok) throw new ErpHttpError(`ERP: aggiornamenti non disponibili (${res.status})`, res.status);
      const parsed = erpUpdatesSchema.safeParse(await res.json());
      if (!parsed.success) throw new ErpHttpError(`ERP: risposta non conforme al contratto (${parsed.error.issues[0]?.path.join(".") ?? "?"})`, 502);
      return parsed.data;
    },
  };
}
