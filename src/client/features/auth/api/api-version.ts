import { api } from "../../../lib/api-client";
import { apiVersionSchema } from "../../../../shared/contract/auth";

export function fetchApiVersion(): Promise<string> {
  return api("/apiVersion/", {}, apiVersionSchema);
}
