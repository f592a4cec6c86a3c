import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { promoAdminSchema, type PromoAdmin, type PromoInput } from "../../../../shared/contract/promos";
import { promoKeys } from "./promo-keys";

/** POST /promo/createPromo (new) or PUT /promo/updatePromo/{proId} (existing), ADMIN only. */
export function savePromo(proId: number | null, input: PromoInput): Promise<PromoAdmin> {
  return proId === null
    ? api("/promo/createPromo", { method: "POST", json: input }, promoAdminSchema)
    : api(`/promo/updatePromo/${proId}`, { method: "PUT", json: input }, promoAdminSchema);
}

export function useSavePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ proId, input }: { proId: number | null; input: PromoInput }) => savePromo(proId, input),
    onSuccess: async (saved) => {
      qc.setQueryData(promoKeys.forEdit(saved.proId), saved);
      await qc.invalidateQueries({ queryKey: promoKeys.all, refetchType: "active" });
    },
  });
}
