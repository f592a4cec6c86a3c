import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { customerInfoRowsSchema, type CustomerInfoRow } from "../../../../shared/contract/customer-info";
import { customerInfoKeys } from "./customer-info-keys";

/** GET /registration/getCustomersInfo: every customer's profile (ADMIN), the assigned ones (SALESMAN). */
export function getCustomersInfo(): Promise<CustomerInfoRow[]> {
  return api("/registration/getCustomersInfo", {}, customerInfoRowsSchema);
}

export const customersInfoQuery = () => queryOptions({ queryKey: customerInfoKeys.list(), queryFn: getCustomersInfo, networkMode: "online" });

export function useCustomersInfo(enabled = true) {
  return useQuery({ ...customersInfoQuery(), enabled });
}
