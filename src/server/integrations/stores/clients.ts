// The stores' real clients (KSTORE_URL, GS_URL) and the built-in simulators (the default). The
// real calls, as README documents them:
//   POST {KSTORE_URL}/session {sessionKey, returnUrl, customerId, username} → 200 {"url": "https://…"}
//   POST {GS_URL}/login {customerId, username}                              → 200 {"url": "https://…"}
// Anything else is StoreUnavailableError ('Errore nell'apertura del KStore.' / '… Gomma Service.').
// The simulators answer Banco's own pages (modules/stores/simulator-pages.ts): a small catalogue
// where a vehicle is searched and parts picked and handed back to the return URL like the real one.
import type { Config } from "../../config";
import { StoreUnavailableError, type CatalogueStore, type TyreStore } from "./contract";

const TIMEOUT_MS = 5000;

async function postForUrl(url: string, payload: unknown, fetchImpl: typeof fetch): Promise<string> {
  let res: Response;
  try {
    res = await fetchImpl(url, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: JSON.stringify(payload), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (err) {
    throw new StoreUnavailableError(err instanceof Error ? err.message : "rete");
  }
  if (!res.ok) throw new StoreUnavailableError(`HTTP ${res.status}`);
  const json = (await res.json().catch(() => null)) as { url?: unknown; data?: unknown } | null;
  const found = typeof json?.url === "string" ? json.url : typeof json?.data === "string" ? json.data : null;
  if (!found || !/^https?:\/\//.test(found)) throw new StoreUnavailableError("risposta senza url");
  return found;
}

export const SIM_KSTORE_PATH = "/v100/kromeda/simulator";
export const SIM_GS_PATH = "/v100/gs/simulator";

export function catalogueStoreFor(config: Pick<Config, "KSTORE_URL">, fetchImpl: typeof fetch = fetch): CatalogueStore {
  const base = config.KSTORE_URL?.replace(/\/+$/, "");
  if (base) return { kind: "http", loginUrl: (input) => postForUrl(`${base}/session`, input, fetchImpl) };
  return {
    kind: "simulator",
    loginUrl: async ({ sessionKey, returnUrl }) => `${SIM_KSTORE_PATH}?${new URLSearchParams({ sessionKey, returnUrl })}`,
  };
}

export function tyreStoreFor(config: Pick<Config, "GS_URL">, fetchImpl: typeof fetch = fetch): TyreStore {
  const base = config.GS_URL?.replace(/\/+$/, "");
  if (base) return { kind: "http", loginUrl: (input) => postForUrl(`${base}/login`, input, fetchImpl) };
  return { kind: "simulator", loginUrl: async ({ customerId }) => `${SIM_GS_PATH}?${new URLSearchParams({ cliente: String(customerId) })}` };
}
