// Who may call a route. Every /v100 route declares one (config.access); the app refuses to start
// with a route that does not (plugins/access-control.ts). docs/routes.md is generated from these.
import type { Role } from "../../shared/contract/auth";

export interface AccessRule {
  /** Reachable without a session. */
  public?: true;
  /** Roles of the effective user (the impersonated one while impersonating). */
  roles?: Role[];
  /** Needs an effective customer: a customer user, or staff acting for one. */
  customer?: true;
  /** With `customer`: these effective roles may call it without a customer (e.g. ADMIN's view across all customers). */
  customerOptionalFor?: Role[];
  /** Needs a user flag. */
  flag?: "obsoleteSupplier" | "gsUrl" | "invoices";
  /** Only while impersonating (to exit). */
  impersonating?: true;
  /** Refused while impersonating (nobody impersonates while impersonating). */
  notImpersonating?: true;
  /** Staff identity is checked on the real user, not the impersonated one. */
  realRoles?: Role[];
  /**
   * With an agent's public URL token as the `agent` path parameter, reachable without a session
   * (the service checks the token and the rate limit: docs/decisions/0025). Otherwise the rest of
   * the rule applies.
   */
  agentUrl?: true;
}

const everyone: Role[] = ["USER", "SALESMAN", "ADMIN"];

export const access = {
  public: { public: true },
  anyUser: { roles: everyone },
  customer: { roles: everyone, customer: true },
  staff: { roles: ["SALESMAN", "ADMIN"] },
  admin: { roles: ["ADMIN"] },
  salesman: { roles: ["SALESMAN", "ADMIN"] },
  /** Visit reports: a SALESMAN (own) or ADMIN session, or the agent's public URL. */
  agentReports: { roles: ["SALESMAN", "ADMIN"], agentUrl: true },
  obsoleteSupplier: { roles: ["USER", "ADMIN"], flag: "obsoleteSupplier" },
  /** A customer's own data; ADMIN without a customer sees every customer's. */
  customerOrAdmin: { roles: everyone, customer: true, customerOptionalFor: ["ADMIN"] },
} satisfies Record<string, AccessRule>;

export function describeRule(rule: AccessRule): string {
  if (rule.public) return "pubblica";
  const parts: string[] = [];
  if (rule.realRoles) parts.push(`utente reale: ${rule.realRoles.join(", ")}`);
  if (rule.roles) parts.push(rule.roles.join(", "));
  if (rule.customer) parts.push(rule.customerOptionalFor?.length ? `cliente effettivo (facoltativo per ${rule.customerOptionalFor.join(", ")})` : "cliente effettivo");
  if (rule.flag) parts.push(`flag ${rule.flag}`);
  if (rule.impersonating) parts.push("solo in impersonificazione");
  if (rule.notImpersonating) parts.push("non in impersonificazione");
  const text = parts.join(" · ");
  return rule.agentUrl ? `URL pubblico dell'agente (senza sessione), oppure ${text}` : text;
}
