import { api } from "../../../lib/api-client";
import { appInfoSchema, type AppInfo } from "../../../../shared/contract/auth";

export function fetchAppInfo(): Promise<AppInfo> {
  return api("/appInfo", {}, appInfoSchema);
}
