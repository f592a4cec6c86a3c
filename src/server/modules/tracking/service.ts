// Tracking console (returns-documents-admin §2 /orderListTracking, §7 Tracking): the orders with
// their tracking, one tracking set by hand, a CSV of trackings validated row by row and applied in
// one transaction. The customer gets one shipping mail per order (docs/decisions/0029).
import type { Readable } from "node:stream";
import { orderNumberLabel } from "../../../shared/messages/orders";
import { trackingMessages as m } from "../../../shared/messages/tracking";
import { trackingPayloadSchema, type TrackingCsvResult, type TrackingOrder } from "../../../shared/contract/tracking";
import { findCourier, trackingUrl } from "../../../shared/rules/couriers";
import { formatItalianDate } from "../../../shared/rules/italian-date";
import { isSaneIsoDate } from "../../../shared/rules/safe-input";
import type { Config } from "../../config";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { CsvMalformed, CsvTooManyRows, readCsv } from "../../lib/csv";
import type { AuditService } from "../audit/service";
import type { OutgoingMail } from "../mail/service";
import { shippingMail } from "../mail/service";
import type { OrderForMail, TrackingRepo, TrackingValues } from "./repo";

export const TRACKING_LIST_MAX = 2000;
export const TRACKING_CSV_MAX_ROWS = 20_000;

const EMAIL = /^[^\s@,;<>]+@[^\s@,;<>]+\.[^\s@,;<>]+$/;

/** "24/11/2026" or "2026-11-24" → the day at noon UTC (the same day in Rome), or null. */
export function parseCsvDate(text: string): Date | null {
  const it = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text);
  const iso = it ? `${it[3]}-${it[2]!.padStart(2, "0")}-${it[1]!.padStart(2, "0")}` : text;
  if (!isSaneIsoDate(iso)) return null;
  return new Date(`${iso}T12:00:00Z`);
}

export function trackingService(repo: TrackingRepo, audit: AuditService, config: Config) {
  const company = { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS };

  function mailOf(o: OrderForMail, v: TrackingValues): OutgoingMail | null {
    // The ordering user's addresses (uEmailsString); the customer's own address when it has none.
    const own = o.emails.split(/[;,\s]+/).filter((a) => EMAIL.test(a));
    const recipients = own.length ? own : o.customerEmail && EMAIL.test(o.customerEmail.trim()) ? [o.customerEmail.trim()] : [];
    if (recipients.length === 0) return null;
    const courier = findCourier(v.service);
    const rendered = shippingMail(
      {
        businessName: o.businessName,
        orderLabel: orderNumberLabel(o),
        webOrderCode: o.webOrderCode,
        courier: courier?.name ?? v.service,
        tracking: v.tracking,
        trackingUrl: trackingUrl(v.service, v.tracking),
        parcelNumber: v.parcelNumber,
        shipped: formatItalianDate(v.dataShipped),
        expected: formatItalianDate(v.dataEstimatedDelivery),
      },
      company,
    );
    return { to: recipients, subject: rendered.subject, text: rendered.text, html: rendered.html };
  }

  async function apply(auth: AuthContext, values: TrackingValues[], orders: OrderForMail[], action: string, details: Record<string, unknown>) {
    const byId = new Map(orders.map((o) => [o.orderId, o]));
    const valuesById = new Map(values.map((v) => [v.orderId, v]));
    return repo.apply(values, (id) => mailOf(byId.get(id)!, valuesById.get(id)!), audit.entry(auth, action, details));
  }

  const service = {
    async list(customerId: number | null): Promise<TrackingOrder[]> {
      const rows = await repo.list(customerId, TRACKING_LIST_MAX);
      return rows.map((r) => ({
        webOrderCode: r.webOrderCode,
        cCheckoutTime: r.dataDocumento.toISOString(),
        dataShipped: r.dataShipped?.toISOString() ?? null,
        dataEstimatedDelivery: r.dataEstimatedDelivery?.toISOString() ?? null,
        parcelNumber: r.parcelNumber,
        service: r.service,
        tracking: r.tracking,
        uIdCliente: r.customerId,
        ragSoc: r.businessName,
        orderLabel: orderNumberLabel(r),
      }));
    },

    /** One tracking from the console's modal; answers the refreshed list of that customer (or all). */
    async insert(auth: AuthContext, customerId: number | null, body: unknown): Promise<TrackingOrder[]> {
      const parsed = trackingPayloadSchema.safeParse(body);
      if (!parsed.success) throw new AppError("validation", parsed.error.issues[0]?.message ?? m.orderRequired);
      const p = parsed.data;
      const [order] = await repo.ordersByCodes([p.webOrderCode]);
      if (!order || (customerId !== null && order.customerId !== customerId)) throw new AppError("notFound", m.orderNotFound);
      const v: TrackingValues = {
        orderId: order.orderId,
        dataShipped: new Date(p.dataShipped),
        dataEstimatedDelivery: new Date(p.dataEstimatedDelivery),
        service: findCourier(p.service)!.code,
        tracking: p.tracking,
        parcelNumber: p.parcelNumber ? p.parcelNumber : null,
      };
      await apply(auth, [v], [order], "tracking.insert", { webOrderCode: p.webOrderCode, service: v.service, tracking: v.tracking });
      return service.list(customerId);
    },

    /** The CSV upload: every row checked, the valid ones applied together, a report per row. */
    async uploadCsv(auth: AuthContext, source: Readable | Buffer, fileName: string): Promise<TrackingCsvResult> {
      type Parsed = { line: number; code: string; courier: string; tracking: string; shipped: Date; expected: Date; parcel: string | null };
      const report: TrackingCsvResult["rows"] = [];
      const good: Parsed[] = [];
      const firstLine = new Map<string, number>();
      let first = true;
      try {
        for await (const rec of readCsv(source, { delimiter: ";", maxRows: TRACKING_CSV_MAX_ROWS })) {
          const c = rec.cells;
          const isHeader = first && /ordine/i.test(c[0] ?? "");
          first = false;
          if (isHeader) continue;
          const code = (c[0] ?? "").slice(0, 40);
          const fail = (error: string) => report.push({ line: rec.line, webOrderCode: code, ok: false, error });
          if (c.length < 5 || c.length > 6) {
            fail(m.badColumns);
            continue;
          }
          const [, courierText, tracking, shippedText, expectedText, parcel] = c as [string, string, string, string, string, string | undefined];
          const courier = findCourier(courierText);
          const shipped = parseCsvDate(shippedText);
          const expected = parseCsvDate(expectedText);
          if (!code) fail(m.orderRequired);
          else if (!courierText) fail(m.courierRequired);
          else if (!courier) fail(m.courierUnknown);
          else if (!tracking) fail(m.trackingRequired);
          else if (tracking.length > 60 || (parcel ?? "").length > 40) fail(m.textTooLong);
          else if (!shippedText) fail(m.shippedRequired);
          else if (!expectedText) fail(m.deliveryRequired);
          else if (!shipped || !expected) fail(m.badDate);
          else if (expected < shipped) fail(m.deliveryBeforeShipped);
          else if (firstLine.has(code)) fail(m.duplicateInFile(firstLine.get(code)!));
          else {
            firstLine.set(code, rec.line);
            good.push({ line: rec.line, code, courier: courier.code, tracking, shipped, expected, parcel: parcel ? parcel : null });
            report.push({ line: rec.line, webOrderCode: code, ok: true, error: null });
          }
        }
      } catch (err) {
        if (err instanceof CsvTooManyRows) throw new AppError("validation", m.tooManyRows(err.maxRows));
        if (err instanceof CsvMalformed) throw new AppError("validation", `${m.csvFailed}: riga ${err.line}`);
        throw err;
      }
      if (report.length === 0) throw new AppError("validation", m.csvFailed);
      const orders = await repo.ordersByCodes(good.map((g) => g.code));
      const byCode = new Map(orders.map((o) => [o.webOrderCode, o]));
      const values: TrackingValues[] = [];
      const rowOfLine = new Map(report.map((r) => [r.line, r]));
      for (const g of good) {
        const o = byCode.get(g.code);
        const row = rowOfLine.get(g.line)!;
        if (!o) {
          row.ok = false;
          row.error = m.orderNotFound;
          continue;
        }
        values.push({ orderId: o.orderId, dataShipped: g.shipped, dataEstimatedDelivery: g.expected, service: g.courier, tracking: g.tracking, parcelNumber: g.parcel });
      }
      const { mailsQueued } = await apply(auth, values, orders, "tracking.csv", { fileName, applied: values.length, errors: report.length - values.length });
      return { fileName, applied: values.length, mailsQueued, rows: report.sort((a, b) => a.line - b.line) };
    },
  };
  return service;
}

export type TrackingService = ReturnType<typeof trackingService>;
