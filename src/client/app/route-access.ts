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
