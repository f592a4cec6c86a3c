// The delivery promise with the server's real calendar (date-holidays + COMPANY_CLOSURES): Easter
// Monday, 4 October and a Senise-only closure are skipped without being listed by hand.
import { describe, expect, it } from "vitest";
import { businessCalendar, nationalCalendar } from "./business-calendar";
import { parseClosures } from "../../shared/rules/company-closures";
import { deliveryPromise, formatDeliveryPromise } from "../../shared/rules/delivery-promise";
import { romeWallTimeToInstant } from "../../shared/rules/rome-time";

const at = (date: string, h: number, m = 0) => romeWallTimeToInstant(date, h, m);
const base = { customerWarehouse: "01", stockByWarehouse: [{ warehouse: "01", qty: 5 }, { warehouse: "03", qty: 5 }], qty: 1, departures: ["11:30", "17:30"] };

describe("delivery promise on the server's calendar", () => {
  it("Friday evening before Easter Monday 2027 arrives on Tuesday", () => {
    const now = at("2027-03-26", 15);
    const p = deliveryPromise({ ...base, now, nonWorkingDays: nationalCalendar.nonWorkingDays("01") });
    expect(p).toMatchObject({ departureDate: "2027-03-26", departureTime: "17:30", arrivalDate: "2027-03-30", arrivalPart: "morning" });
    expect(formatDeliveryPromise(p, now)).toBe("Parte col giro delle 17:30 – arriva martedì 30/03 mattina");
  });

  it("4 October 2027 (a Monday) has no run", () => {
    const p = deliveryPromise({ ...base, now: at("2027-10-04", 9), nonWorkingDays: nationalCalendar.nonWorkingDays("01") });
    expect(p).toMatchObject({ departureDate: "2027-10-05", departureTime: "11:30" });
  });

  it("a Senise-only closure stops Senise's runs and a transfer into Senise, not Cagliari's own runs", () => {
    const parsed = parseClosures("01:2026-12-09..2026-12-11");
    if (!parsed.ok) throw new Error(parsed.invalid);
    const cal = businessCalendar(parsed.closures);
    const now = at("2026-12-07", 18); // Monday evening; 8 December is a holiday
    expect(deliveryPromise({ ...base, now, nonWorkingDays: cal.nonWorkingDays("01") })).toMatchObject({ departureDate: "2026-12-14" });
    expect(deliveryPromise({ ...base, customerWarehouse: "03", now, nonWorkingDays: cal.nonWorkingDays("03") })).toMatchObject({ departureDate: "2026-12-09" });
    const transfer = deliveryPromise({ ...base, stockByWarehouse: [{ warehouse: "03", qty: 5 }], now, nonWorkingDays: cal.nonWorkingDays("01"), transferNonWorkingDays: cal.nonWorkingDays("03") });
    expect(transfer).toMatchObject({ kind: "transfer", departureDate: "2026-12-14", arrivalDate: "2026-12-15" });
  });
});
