import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerInfoSchema, type CustomerInfo, type CustomerInfoRequest } from "../../../../shared/contract/customer-info";
import { customerInfoKeys } from "./customer-info-keys";

/** POST /registration/addCustomerInfo: saves the profile, answers it with its new status. */
export function addCustomerInfo(input: CustomerInfoRequest): Promise<CustomerInfo> {
  return api("/registration/addCustomerInfo", { method: "POST", json: input }, customerInfoSchema);
}

export function useAddCustomerInfo() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addCustomerInfo,
    onSuccess: (info) => {
      qc.setQueryData(customerInfoKeys.mine(), info);
      void qc.invalidateQueries({ queryKey: customerInfoKeys.list() });
    },
  });
}
