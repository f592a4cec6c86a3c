import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerInfoSchema, type CustomerInfo } from "../../../../shared/contract/customer-info";
import { customerInfoKeys } from "./customer-info-keys";

/** GET /registration/getCustomerInfo: the effective customer's profile (defaults when MISSING). */
export function getCustomerInfo(): Promise<CustomerInfo> {
  return api("/registration/getCustomerInfo", {}, customerInfoSchema);
}

export const customerInfoQuery = () => queryOptions({ queryKey: customerInfoKeys.mine(), queryFn: getCustomerInfo, staleTime: 0, networkMode: "online" });

export function useCustomerInfo(enabled = true) {
  return useQuery({ ...customerInfoQuery(), enabled });
}
