import { describe, expect, it } from "vitest";
import { deliveryPromise, formatDeliveryPromise, type DeliveryPromiseInput } from "./delivery-promise";
import { romeWallTimeToInstant } from "./rome-time";

const DEPARTURES = ["11:30", "18:00"];
const at = (date: string, hhmm: string) => romeWallTimeToInstant(date, Number(hhmm.slice(0, 2)), Number(hhmm.slice(3, 5)));
// Holidays are an input (the server computes them with date-holidays): Easter Monday 2027, 4 October 2027.
const HOLIDAYS = new Set(["2027-03-29", "2027-10-04", "2026-12-08", "2026-12-25", "2026-12-26"]);

function promise(now: Date, over: Partial<DeliveryPromiseInput> = {}) {
  const input: DeliveryPromiseInput = {
    now,
    customerWarehouse: "01",
    stockByWarehouse: [
      { warehouse: "01", qty: 10 },
      { warehouse: "03", qty: 0 },
    ],
    qty: 2,
    departures: DEPARTURES,
    nonWorkingDays: HOLIDAYS,
    ...over,
  };
  const p = deliveryPromise(input);
  return { p, text: formatDeliveryPromise(p, now) };
}

describe("deliveryPromise: the customer's own warehouse", () => {
  it("before the morning run: leaves at 11:30 and arrives this afternoon", () => {
    const { p, text } = promise(at("2026-11-24", "09:00"));
    expect(p).toEqual({ kind: "own", warehouse: "01", departureDate: "2026-11-24", departureTime: "11:30", arrivalDate: "2026-11-24", arrivalPart: "afternoon" });
    expect(text).toBe("Parte col giro delle 11:30 – arriva oggi pomeriggio");
  });

  it("at 11:30 sharp the morning run has gone: the evening run, tomorrow morning", () => {
    expect(promise(at("2026-11-24", "11:30")).text).toBe("Parte col giro delle 18:00 – arriva domani mattina");
  });

  it("after the last departure: the next business day's morning run", () => {
    expect(promise(at("2026-11-24", "18:01")).text).toBe("Parte col giro delle 11:30 di domani – arriva domani pomeriggio");
  });

  it("Friday evening run arrives on Monday morning", () => {
    const { p, text } = promise(at("2026-11-27", "15:00"));
    expect(p).toMatchObject({ departureDate: "2026-11-27", departureTime: "18:00", arrivalDate: "2026-11-30", arrivalPart: "morning" });
    expect(text).toBe("Parte col giro delle 18:00 – arriva lunedì 30/11 mattina");
  });

  it("Friday after the last departure and the weekend: Monday's morning run", () => {
    for (const now of [at("2026-11-27", "19:00"), at("2026-11-28", "10:00"), at("2026-11-29", "23:59")]) {
      const { p } = promise(now);
      expect(p).toMatchObject({ departureDate: "2026-11-30", departureTime: "11:30", arrivalDate: "2026-11-30", arrivalPart: "afternoon" });
    }
    expect(promise(at("2026-11-29", "12:00")).text).toBe("Parte col giro delle 11:30 di domani – arriva domani pomeriggio");
    expect(promise(at("2026-11-28", "12:00")).text).toBe("Parte col giro delle 11:30 di lunedì 30/11 – arriva lunedì 30/11 pomeriggio");
  });

  it("Easter Monday is skipped for departure and arrival", () => {
    // Thursday before Easter 2027, evening run → Friday morning; Friday evening → Tuesday (Monday is a holiday).
    expect(promise(at("2027-03-26", "17:00")).p).toMatchObject({ departureDate: "2027-03-26", arrivalDate: "2027-03-30", arrivalPart: "morning" });
    expect(promise(at("2027-03-29", "09:00")).p).toMatchObject({ departureDate: "2027-03-30", departureTime: "11:30", arrivalDate: "2027-03-30" });
  });

  it("4 October (San Francesco, a holiday again from 2026) is skipped", () => {
    expect(promise(at("2027-10-01", "18:30")).p).toMatchObject({ departureDate: "2027-10-05", departureTime: "11:30", arrivalDate: "2027-10-05" });
    expect(promise(at("2027-10-04", "08:00")).p).toMatchObject({ departureDate: "2027-10-05" });
  });

  it("a warehouse closure moves the departure past it", () => {
    const closed = new Set([...HOLIDAYS, "2026-08-10", "2026-08-11", "2026-08-12", "2026-08-13", "2026-08-14"]);
    const { p, text } = promise(at("2026-08-07", "19:00"), { nonWorkingDays: closed });
    expect(p).toMatchObject({ departureDate: "2026-08-17", departureTime: "11:30", arrivalDate: "2026-08-17" });
    expect(text).toBe("Parte col giro delle 11:30 di lunedì 17/08 – arriva lunedì 17/08 pomeriggio");
    // The evening run before a closure arrives after it.
    expect(promise(at("2026-08-07", "12:00"), { nonWorkingDays: closed }).p).toMatchObject({ arrivalDate: "2026-08-17", arrivalPart: "morning" });
  });

  it("a single configured departure, or none", () => {
    expect(promise(at("2026-11-24", "09:00"), { departures: ["17:00"] }).text).toBe("Parte col giro delle 17:00 – arriva domani mattina");
    expect(promise(at("2026-11-24", "09:00"), { departures: [] }).text).toBe("Dal magazzino di Senise – partenza da confermare");
  });

  it("a Cagliari customer is served by Cagliari with its own departures", () => {
    const { p, text } = promise(at("2026-11-24", "09:00"), {
      customerWarehouse: "03",
      stockByWarehouse: [
        { warehouse: "01", qty: 0 },
        { warehouse: "03", qty: 5 },
      ],
    });
    expect(p).toMatchObject({ kind: "own", warehouse: "03" });
    expect(text).toBe("Parte col giro delle 11:30 – arriva oggi pomeriggio");
  });
});

describe("deliveryPromise: transfer and supplier", () => {
  const fromCagliari = { stockByWarehouse: [{ warehouse: "01", qty: 0 }, { warehouse: "03", qty: 8 }] };

  it("from Cagliari: leaves with today's last run, arrives the next business day", () => {
    const { p, text } = promise(at("2026-11-24", "09:00"), fromCagliari);
    expect(p).toEqual({ kind: "transfer", warehouse: "03", departureDate: "2026-11-24", arrivalDate: "2026-11-25" });
    expect(text).toBe("Dal magazzino di Cagliari – arriva domani");
  });

  it("after the last run, and on Friday evening, the transfer leaves the next business day", () => {
    expect(promise(at("2026-11-24", "18:30"), fromCagliari).p).toMatchObject({ departureDate: "2026-11-25", arrivalDate: "2026-11-26" });
    expect(promise(at("2026-11-27", "18:30"), fromCagliari).text).toBe("Dal magazzino di Cagliari – arriva martedì 01/12");
  });

  it("a closure of either warehouse counts for a transfer", () => {
    const cagliariClosed = new Set(["2026-11-25"]);
    expect(promise(at("2026-11-24", "19:00"), { ...fromCagliari, transferNonWorkingDays: cagliariClosed }).p).toMatchObject({ departureDate: "2026-11-26", arrivalDate: "2026-11-27" });
  });

  it("a Senise customer short at home, with the rest in Cagliari, waits for the transfer", () => {
    expect(promise(at("2026-11-24", "09:00"), { qty: 5, stockByWarehouse: [{ warehouse: "01", qty: 2 }, { warehouse: "03", qty: 3 }] }).p.kind).toBe("transfer");
  });

  it("neither warehouse has enough: the supplier with its forecast date", () => {
    const none = { stockByWarehouse: [{ warehouse: "01", qty: 1 }, { warehouse: "03", qty: 0 }], qty: 4 };
    expect(promise(at("2026-11-24", "09:00"), { ...none, supplierForecastDate: "2026-11-30" }).text).toBe("Dal fornitore – previsto il 30/11");
    expect(promise(at("2026-11-24", "09:00"), none).text).toBe("Dal fornitore – data da confermare");
  });
});
