// The couriers the tracking console offers (docs/decisions/0029): the Italian carriers the
// distributor ships with, each with its public tracking page. The client turns a tracking number
// into a link with trackingUrl; the server accepts only these codes (by code or by name).
export interface Courier {
  code: string;
  name: string;
  /** Public tracking page; {n} is replaced by the URL-encoded tracking number. */
  urlTemplate: string;
}

export const COURIERS: readonly Courier[] = [
  { code: "BRT", name: "BRT", urlTemplate: "https://vas.brt.it/vas/sped_det_show.hsm?Nspediz={n}" },
  { code: "GLS", name: "GLS", urlTemplate: "https://gls-group.com/IT/it/servizi-online/ricerca-spedizioni/?match={n}" },
  { code: "SDA", name: "SDA", urlTemplate: "https://www.sda.it/wps/portal/Servizi_online/dettaglio-spedizione?locale=it&tracing.letteraVettura={n}" },
  { code: "POSTE", name: "Poste Delivery Business", urlTemplate: "https://www.poste.it/cerca/index.html#/risultati-spedizioni/{n}" },
  { code: "TNT", name: "TNT/FedEx", urlTemplate: "https://www.fedex.com/fedextrack/?trknbr={n}" },
  { code: "DHL", name: "DHL", urlTemplate: "https://www.dhl.com/it-it/home/tracking.html?tracking-id={n}" },
  { code: "UPS", name: "UPS", urlTemplate: "https://www.ups.com/track?loc=it_IT&tracknum={n}" },
  { code: "NEXIVE", name: "Nexive", urlTemplate: "https://www.poste.it/cerca/index.html#/risultati-spedizioni/{n}" },
];

const norm = (s: string) => s.trim().toUpperCase().replace(/[\s./_-]+/g, "");

/** The courier of a code or a name, case and separators ignored ("poste delivery business", "tnt"). */
export function findCourier(value: string | null | undefined): Courier | undefined {
  if (!value) return undefined;
  const v = norm(value);
  return COURIERS.find((c) => norm(c.code) === v || norm(c.name) === v);
}

/** The public tracking link of a number, or null when the courier is not in the list. */
export function trackingUrl(service: string | null | undefined, tracking: string | null | undefined): string | null {
  const c = findCourier(service);
  if (!c || !tracking) return null;
  return c.urlTemplate.replace("{n}", encodeURIComponent(tracking.trim()));
}
