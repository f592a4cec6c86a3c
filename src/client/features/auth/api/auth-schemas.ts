// The auth contract's schemas, loaded on demand (lib/api-client SchemaSource): the session check
// and the login are in the first view, zod is not.
import type { SessionUser, AppInfo } from "../../../../shared/contract/auth";
import type { SchemaSource } from "../../../lib/api-client";

const contract = () => import("../../../../shared/contract/auth");

export const sessionUserSchemaSource: SchemaSource<SessionUser> = async () => (await contract()).sessionUserSchema;
export const apiVersionSchemaSource: SchemaSource<string> = async () => (await contract()).apiVersionSchema;
export const appInfoSchemaSource: SchemaSource<AppInfo> = async () => (await contract()).appInfoSchema;

/** Starts loading the schemas now (a stored identity: the session check will have an answer to check). */
export function preloadAuthSchemas(): void {
  contract().catch(() => undefined);
}
