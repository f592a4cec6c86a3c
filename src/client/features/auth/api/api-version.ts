import { api } from "../../../lib/api-client";
import { apiVersionSchemaSource } from "./auth-schemas";

export function fetchApiVersion(): Promise<string> {
  return api("/apiVersion/", {}, apiVersionSchemaSource);
}
