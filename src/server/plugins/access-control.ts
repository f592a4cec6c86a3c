// Every /v100 route declares config.access; a route without one stops the server at start-up.
// The rule is checked before the handler (and before body parsing) on every request.
import type { FastifyInstance, RouteOptions } from "fastify";
import { AppError } from "../lib/app-error";
import { checkEditIdentity } from "../lib/edit-guard";
import type { AccessRule } from "../lib/access-rule";
import type { AuthContext } from "../lib/auth-context";
import { common } from "../../shared/messages/common";
import { isAgentToken } from "../../shared/rules/visits";

declare module "fastify" {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** A GET that changes state (spec: /cart/closeCart, /auth/logout): same-origin check applies. */
    stateChanging?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  access: AccessRule;
  /** A GET that changes state (same-origin check applies). */
  stateChanging?: boolean;
  /** The parts the route's options declare a schema for (typed routes, plugins/openapi.ts). */
  schemas: SchemaPart[];
}

export type SchemaPart = "params" | "querystring" | "body" | "response";
const SCHEMA_PARTS: SchemaPart[] = ["params", "querystring", "body", "response"];

export function checkAccess(rule: AccessRule, auth: AuthContext | null, params?: unknown): void {
  if (rule.public) return;
  // An agent's public URL token: the visits service checks it (and counts the request).
  if (rule.agentUrl && isAgentToken(String((params as { agent?: unknown } | undefined)?.agent ?? ""))) return;
  if (!auth) throw new AppError("unauthenticated", common.notLoggedIn);
  if (rule.realRoles && !rule.realRoles.includes(auth.realUser.role)) throw new AppError("forbidden", common.forbidden);
  if (rule.roles && !rule.roles.includes(auth.user.role)) throw new AppError("forbidden", common.forbidden);
  if (rule.impersonating && !auth.isBehalf) throw new AppError("forbidden", common.forbidden);
  if (rule.notImpersonating && auth.isBehalf) throw new AppError("forbidden", common.forbiddenWhileBehalf);
  if (rule.flag === "obsoleteSupplier" && !(auth.user.isObsoleteSupplier || auth.user.role === "ADMIN")) {
    throw new AppError("forbidden", common.forbidden);
  }
  if (rule.flag === "gsUrl" && !auth.user.showGsUrl) throw new AppError("forbidden", common.forbidden);
  if (rule.flag === "invoices" && auth.user.showOnlyDestData) throw new AppError("forbidden", common.forbidden);
  if (rule.customer && auth.user.customerId === null && !rule.customerOptionalFor?.includes(auth.user.role)) {
    throw new AppError("forbidden", common.customerRequired);
  }
}

const SCOPE_RULE = Symbol("scopeAccess");

/**
 * Routes a third-party plugin adds inside `scope` (Swagger UI's pages and assets) take this rule:
 * they cannot declare config.access themselves. Routes that declare one keep theirs.
 */
export function scopeAccess(scope: FastifyInstance, rule: AccessRule): void {
  (scope as unknown as Record<symbol, AccessRule>)[SCOPE_RULE] = rule;
}

export function registerAccessControl(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.addHook("onRoute", function (this: FastifyInstance, route: RouteOptions) {
    const url = route.url ?? "";
    if (!url.startsWith("/v100") && url !== "/healthz") return;
    const declared = route.config && (route.config as { access?: AccessRule }).access;
    const rule = declared ?? scopeRuleOf(this);
    if (rule && !declared) route.config = { ...route.config, access: rule };
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!rule) throw new Error(`La rotta ${methods.join(",")} ${url} non dichiara chi può chiamarla (config.access)`);
    const stateChanging = (route.config as { stateChanging?: boolean } | undefined)?.stateChanging === true;
    const schema = (route.schema ?? {}) as Partial<Record<SchemaPart, unknown>>;
    const schemas = SCHEMA_PARTS.filter((part) => schema[part] !== undefined);
    for (const m of methods) if (m !== "HEAD") routes.push({ method: m, url, access: rule, ...(stateChanging ? { stateChanging } : {}), schemas });
    const check = async (request: import("fastify").FastifyRequest) => {
      checkAccess(rule, request.auth, request.params);
      // An offline edit queued under another identity than this session's (lib/edit-guard.ts).
      checkEditIdentity(request, request.auth);
    };
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
  });
}

// The rule set by scopeAccess on this instance or an ancestor (encapsulated contexts inherit props
// through their prototype chain).
function scopeRuleOf(instance: FastifyInstance): AccessRule | undefined {
  return (instance as unknown as Record<symbol, AccessRule | undefined>)[SCOPE_RULE];
}
