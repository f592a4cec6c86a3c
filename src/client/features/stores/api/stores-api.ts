// The catalogue store (KStore) and tyre store (Gomma Service) calls, and the 85 % window (§9).
import { z } from "zod";
import { api } from "../../../lib/api-client";
import { supplierAvailabilitySchema } from "../../../../shared/contract/search";
import { landingAnswerSchema, storeUrlSchema, type LandingAnswer } from "../../../../shared/contract/stores";

export const getKStoreUrl = () => api("/kromeda/KStoreLogin", {}, storeUrlSchema);
export const getGsUrl = () => api("/gs/getLoginUrl", {}, storeUrlSchema);
export const exchangeLandingToken = (token: string) => api("/auth/getCookie", { query: { token } }, z.boolean());
export const getLanding = (sessionKey: string, token: string): Promise<LandingAnswer> => api("/kromeda/KStoreLanding", { query: { sessionKey, token } }, landingAnswerSchema);
export const addFromLanding = (input: { sessionKey: string; precodice: string; codice: string; qntRichiesta: number }) =>
  api("/kromeda/addToCart", { method: "POST", json: input });

export const getLandingAvailability = (q: { sessionKey: string; precodice: string; codice: string }) => api("/kromeda/productAvailability", { query: q }, supplierAvailabilitySchema);

/** Opens `url` in a window 85 % of the screen's width and height; false when the browser blocked it. */
export function openStoreWindow(url: string, name: string): boolean {
  const w = Math.round(window.screen.availWidth * 0.85);
  const h = Math.round(window.screen.availHeight * 0.85);
  const left = Math.round((window.screen.availWidth - w) / 2);
  const top = Math.round((window.screen.availHeight - h) / 2);
  const win = window.open(url, name, `width=${w},height=${h},left=${left},top=${top}`);
  return win !== null;
}
