// The real IAM service (IAM_URL). README documents the call:
//   GET {IAM_URL}/alternatives?codice=OC90
//   → 200 [{"brand": "MANN-FILTER", "code": "W 712/75"}, …]   (or {"data": [...]})
// Timeouts, non-2xx and unreadable answers are IamUnavailableError.
import { z } from "zod";
import { IamUnavailableError, type IamClient } from "./contract";

const TIMEOUT_MS = 4000;
const answerSchema = z.array(z.object({ brand: z.string().max(100), code: z.string().min(1).max(100) })).max(500);

export function iamHttpClient(baseUrl: string, fetchImpl: typeof fetch = fetch): IamClient {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    kind: "http",
    async alternatives(codice: string) {
      const url = new URL(`${base}/alternatives`);
      url.searchParams.set("codice", codice);
      let res: Response;
      try {
        res = await fetchImpl(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (err) {
        throw new IamUnavailableError(err instanceof Error ? err.message : "rete");
      }
      if (!res.ok) throw new IamUnavailableError(`HTTP ${res.status}`);
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        throw new IamUnavailableError("risposta non JSON");
      }
      const payload = json && typeof json === "object" && !Array.isArray(json) && "data" in json ? (json as { data: unknown }).data : json;
      const parsed = answerSchema.safeParse(payload);
      if (!parsed.success) throw new IamUnavailableError("risposta non valida");
      return parsed.data;
    },
  };
}
