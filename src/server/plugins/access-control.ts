// Every /v100 route declares config.access; a route without one stops the server at start-up.
// The rule is checked before the handler (and before body parsing) on every request.
import type { FastifyInstance, RouteOptions } from "fastify";
import { AppError } from "../lib/app-error";
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
}

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

export function registerAccessControl(app: FastifyInstance, routes: RegisteredRoute[]): void {
  app.addHook("onRoute", (route: RouteOptions) => {
    const url = route.url ?? "";
    if (!url.startsWith("/v100") && url !== "/healthz") return;
    const rule = route.config && (route.config as { access?: AccessRule }).access;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!rule) throw new Error(`La rotta ${methods.join(",")} ${url} non dichiara chi può chiamarla (config.access)`);
    const stateChanging = (route.config as { stateChanging?: boolean } | undefined)?.stateChanging === true;
    for (const m of methods) if (m !== "HEAD") routes.push({ method: m, url, access: rule, ...(stateChanging ? { stateChanging } : {}) });
    const check = async (request: import("fastify").FastifyRequest) => checkAccess(rule, request.auth, request.params);
    const existing = route.onRequest;
    route.onRequest = existing ? [...(Array.isArray(existing) ? existing : [existing]), check] : [check];
  });
}
