import { api } from "../../../lib/api-client";
import type { AppInfo } from "../../../../shared/contract/auth";
import { appInfoSchemaSource } from "./auth-schemas";

export function fetchAppInfo(): Promise<AppInfo> {
  return api("/appInfo", {}, appInfoSchemaSource);
}
