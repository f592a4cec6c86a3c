// The real supplier availability service (AML_URL, CLL_URL, CLC_URL). README documents the call:
//   GET {URL}/productAvailability?makerCode=Q287&productCode=WD40[&token=…]
//   → 200 {"totalOrderable": 48, "availabilityWarehouse": "Milano: 48", "primaryWarehouse": "MI"}
//     (the same object inside a v100 envelope {"data": {…}} is accepted too)
// Anything else (timeout, non-2xx, unreadable JSON) is SupplierUnavailableError: the client shows
// 'Impossibile recuperare la disponibilità'.
import { supplierAvailabilitySchema } from "../../../shared/contract/search";
import type { ExternalAvailabilitySource } from "../../../shared/rules/availability";
import { SupplierUnavailableError, type SupplierAvailabilityClient, type SupplierAvailabilityRequest } from "./contract";

const TIMEOUT_MS = 4000;

export function supplierHttpClient(source: ExternalAvailabilitySource, baseUrl: string, fetchImpl: typeof fetch = fetch): SupplierAvailabilityClient {
  const base = baseUrl.replace(/\/+$/, "");
  return {
    kind: "http",
    async productAvailability(req: SupplierAvailabilityRequest) {
      const url = new URL(`${base}/productAvailability`);
      url.searchParams.set("makerCode", req.makerCode);
      url.searchParams.set("productCode", req.productCode);
      if (req.token) url.searchParams.set("token", req.token);
      let res: Response;
      try {
        res = await fetchImpl(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (err) {
        throw new SupplierUnavailableError(source, err instanceof Error ? err.message : "rete");
      }
      if (!res.ok) throw new SupplierUnavailableError(source, `HTTP ${res.status}`);
      let json: unknown;
      try {
        json = await res.json();
      } catch {
        throw new SupplierUnavailableError(source, "risposta non JSON");
      }
      const payload = json && typeof json === "object" && "data" in json ? (json as { data: unknown }).data : json;
      const parsed = supplierAvailabilitySchema.safeParse(payload);
      if (!parsed.success) throw new SupplierUnavailableError(source, "risposta non valida");
      return parsed.data;
    },
  };
}
