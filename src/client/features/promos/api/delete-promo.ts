import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { promoKeys } from "./promo-keys";

/** DELETE /promo/deletePromo/{proId} (ADMIN). */
export function deletePromo(proId: number): Promise<unknown> {
  return api(`/promo/deletePromo/${proId}`, { method: "DELETE" });
}

export function useDeletePromo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: deletePromo,
    onSuccess: async (_r, proId) => {
      qc.removeQueries({ queryKey: promoKeys.detail(proId) });
      qc.removeQueries({ queryKey: promoKeys.forEdit(proId) });
      await qc.invalidateQueries({ queryKey: promoKeys.all, refetchType: "active" });
    },
  });
}
