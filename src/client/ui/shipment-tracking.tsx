// A shipment as the customer sees it (orders, delivery notes): courier, tracking number as a link to
// the courier's public page (shared/rules/couriers.ts), expected delivery.
import { Truck } from "lucide-react";
import type { ShipmentTracking } from "../../shared/contract/tracking";
import { trackingMessages as m } from "../../shared/messages/tracking";
import { findCourier, trackingUrl } from "../../shared/rules/couriers";
import { formatItalianDate } from "../../shared/rules/italian-date";

export function ShipmentTrackingLine({ shipment }: { shipment: ShipmentTracking }) {
  const url = trackingUrl(shipment.service, shipment.tracking);
  const courier = findCourier(shipment.service)?.name ?? shipment.service;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-sm text-slate-700" data-testid="shipment-tracking">
      <Truck className="size-4 text-brand-700" aria-hidden />
      <span className="font-medium">{m.shipped}</span>
      <span>
        {m.courier} {courier}
      </span>
      <span>
        {m.trackingNumber}:{" "}
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline" data-testid="tracking-link">
            {shipment.tracking}
          </a>
        ) : (
          shipment.tracking
        )}
      </span>
      {shipment.dataEstimatedDelivery ? (
        <span>
          · {m.expected} {formatItalianDate(shipment.dataEstimatedDelivery)}
        </span>
      ) : null}
    </p>
  );
}
