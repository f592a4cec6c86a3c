// The screens a user can reach, generated from the app's own route table (src/client/app/routes.tsx),
// so a screen added there is visited by the accessibility and screenshot tests without editing them.
import type { APIRequestContext } from "@playwright/test";
import { appRoutes, menuPath } from "../../src/client/app/routes";
import { canOpen } from "../../src/client/app/route-access";
import type { SessionUser } from "../../src/shared/contract/auth";

export const SIZES = [
  { name: "desktop", width: 1366, height: 768 },
  { name: "tablet", width: 1024, height: 768 },
  { name: "phone", width: 390, height: 844 },
] as const;

export interface Screen {
  /** The URL to open. */
  url: string;
  /** The route's label (breadcrumb). */
  label: string;
}

/** Values for route parameters, read from the demo data through the API as that user. */
async function paramValues(request: APIRequestContext): Promise<Record<string, string>> {
  const promos = await (await request.get("/v100/promo/getPromoList")).json();
  const proId = promos.data?.[0]?.proId;
  return { proId: proId === undefined ? "" : String(proId) };
}

/**
 * Every screen `user` may open (the access rules of the client).
 * Public and bare routes (login) are visited separately, logged out.
 */
export async function reachableScreens(request: APIRequestContext, user: SessionUser): Promise<Screen[]> {
  const params = await paramValues(request);
  const screens: Screen[] = [];
  const seen = new Set<string>();
  for (const route of appRoutes) {
    if (route.public || route.bare || route.path === "/logout" || !canOpen(route, user)) continue;
    const url = menuPath(route).replace(/:(\w+)/g, (_m, name: string) => {
      const v = params[name];
      if (!v) throw new Error(`reachable-screens.ts: nessun valore di prova per il parametro :${name} di ${route.path}`);
      return v;
    });
    if (seen.has(url.toLowerCase())) continue;
    seen.add(url.toLowerCase());
    screens.push({ url, label: route.label });
  }
  return screens;
}
