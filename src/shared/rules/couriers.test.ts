import { describe, expect, it } from "vitest";
import { COURIERS, findCourier, trackingUrl } from "./couriers";

describe("couriers", () => {
  it("finds a courier by code or name, case and separators ignored", () => {
    expect(findCourier("brt")?.code).toBe("BRT");
    expect(findCourier("Poste Delivery Business")?.code).toBe("POSTE");
    expect(findCourier("tnt/fedex")?.code).toBe("TNT");
    expect(findCourier("Piccione")).toBeUndefined();
    expect(findCourier("")).toBeUndefined();
  });

  it("builds the public link with the number encoded; null without courier or number", () => {
    expect(trackingUrl("UPS", "1Z 999")).toBe("https://www.ups.com/track?loc=it_IT&tracknum=1Z%20999");
    expect(trackingUrl("XXX", "1")).toBeNull();
    expect(trackingUrl("DHL", null)).toBeNull();
    for (const c of COURIERS) expect(c.urlTemplate).toMatch(/^https:\/\/.+\{n\}/);
  });
});
