// The availability column (spec §5 availability icon; §4 availability lookups): our stock for the
// user's warehouses, or the supplier's for Q/R/S + 3 digits parts, and the delivery forecast of
// P/F parts when stock is 0 or short. Each lookup shows its pending state and its failure.
import { useQuery } from "@tanstack/react-query";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { availabilityIcon, externalAvailabilitySource, needsDeliveryForecast, type AvailabilityIcon } from "../../../shared/rules/availability";
import { cn } from "../../lib/cn";
import type { ProductLookups } from "./lookups";

const iconLabel: Record<AvailabilityIcon, string> = { full: m.availabilityFull, partial: m.availabilityPartial, none: m.availabilityNone };

export function AvailabilityDot({ icon, className }: { icon: AvailabilityIcon; className?: string }) {
  return (
    <span
      role="img"
      aria-label={iconLabel[icon]}
      title={iconLabel[icon]}
      data-availability={icon}
      className={cn(
        "inline-block size-3.5 shrink-0 rounded-full border-2",
        icon === "full" && "border-emerald-600 bg-emerald-500",
        icon === "partial" && "border-amber-500 bg-[linear-gradient(90deg,var(--color-amber-400)_50%,white_50%)]",
        icon === "none" && "border-red-500 bg-white",
        className,
      )}
    />
  );
}

/** A lookup on its way: a small spinner and what is awaited, announced as a status; `block` on its own line. */
export function Pending({ label, block = false }: { label: string; block?: boolean }) {
  const Tag = block ? "p" : "span";
  return (
    <Tag role="status" className={block ? "flex items-center gap-2 text-xs text-slate-500" : "inline-flex items-center gap-1.5 text-xs text-slate-500"}>
      <span className="size-3 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      {label}
    </Tag>
  );
}

export function Availability({ row, qty, lookups }: { row: ProductRow; qty: number; lookups: ProductLookups }) {
  const source = externalAvailabilitySource(row.precodice);
  const requested = Math.max(qty, 1);
  const supplier = useQuery({ ...lookups.supplierAvailability(source ?? "AML", row), enabled: source !== null });
  const wantsForecast = source === null && needsDeliveryForecast(row.precodice, row.disp, requested);
  const forecast = useQuery({ ...lookups.deliveryForecast(row), enabled: wantsForecast });

  if (source) {
    if (supplier.isPending) return <Pending label={m.availabilityPending} />;
    if (supplier.isError) return <p className="text-xs font-medium text-red-700">{m.availabilityFailed}</p>;
    const total = supplier.data.totalOrderable;
    return (
      <div className="space-y-0.5" data-testid="supplier-availability">
        <span className="inline-flex items-center gap-1.5">
          <AvailabilityDot icon={availabilityIcon(total, requested)} />
          <span className="tabular font-semibold text-slate-900">{total}</span>
        </span>
        <p className="text-xs text-slate-500">{supplier.data.availabilityWarehouse}</p>
      </div>
    );
  }

  return (
    <div className="space-y-0.5">
      <OwnStock row={row} requested={requested} />
      {wantsForecast ? (
        forecast.isPending ? (
          <Pending label={m.availabilityPending} />
        ) : forecast.isError ? (
          <p className="text-xs font-medium text-red-700">{m.forecastFailed}</p>
        ) : (
          <p className="text-xs font-medium text-brand-700" data-testid="delivery-forecast">
            {forecast.data.message}
          </p>
        )
      ) : null}
    </div>
  );
}

/** Our stock for the user's warehouses: the icon for the quantity asked, the figure, and per warehouse when there are several. */
export function OwnStock({ row, requested }: { row: ProductRow; requested: number }) {
  return (
    <>
      <span className="inline-flex items-center gap-1.5">
        <AvailabilityDot icon={availabilityIcon(row.disp, requested)} />
        <span className="tabular font-semibold text-slate-900">{row.disp ?? "—"}</span>
        {row.disp === null ? <span className="sr-only">{m.availabilityUnknown}</span> : null}
      </span>
      {row.stockByWarehouse.length > 1 && row.availabilityWarehouse ? <p className="tabular text-xs text-slate-500">{row.availabilityWarehouse}</p> : null}
    </>
  );
}
