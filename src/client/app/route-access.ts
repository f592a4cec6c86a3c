import type { SessionUser } from "../../shared/contract/auth";
import type { AppRoute } from "./routes";

export function canOpen(route: AppRoute, user: SessionUser | null): boolean {
  if (route.public) return true;
  if (!user) return false;
  if (route.roles && !route.roles.includes(user.uRole)) return false;
  if (route.flag === "gsUrl" && !user.uShowGSUrl) return false;
  if (route.flag === "obsoleteSupplier" && !(user.uIsObsoleteSupplier === 1 || user.uRole === "ADMIN")) return false;
  return true;
}

/** A customer's screen opened by staff acting for nobody: nothing to show until they choose one. */
export function needsCustomer(route: AppRoute, user: SessionUser | null): boolean {
  return route.customer === true && user !== null && user.idCliente === null;
}
