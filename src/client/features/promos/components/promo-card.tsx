import { Link } from "react-router-dom";
import { ChevronRight, Pencil } from "lucide-react";
import type { Promo } from "../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { Badge } from "../../../ui/badge";
import { buttonVariants } from "../../../ui/button";
import { cn } from "../../../lib/cn";
import { PromoImage } from "./promo-image";
import { promoValidity, statusLabel, statusTone } from "./promo-dates";

/** One promo in a grid: banner, type and area, title, subtitle, validity; the whole card opens the detail. */
export function PromoCard({ promo, admin = false, linkDisabled = false, level = 3 }: { promo: Promo; admin?: boolean; linkDisabled?: boolean; level?: 2 | 3 }) {
  // Under the page title on /promoList (h2), under "Le tue promo" on /home (h3).
  const Title = level === 2 ? "h2" : "h3";
  const body = (
    <>
      <PromoImage src={promo.proBannerLink} className="aspect-[3/1] w-full rounded-t-lg" />
      <div className="flex flex-1 flex-col gap-1.5 p-4">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="brand">{promo.proTypeDesc}</Badge>
          {promo.proArea ? <Badge>{promo.proArea}</Badge> : null}
          {admin ? <Badge tone={statusTone[promo.proStatus]}>{statusLabel[promo.proStatus]}</Badge> : null}
        </div>
        <Title className="text-base font-semibold leading-snug text-slate-900">{promo.proTitle}</Title>
        {promo.proSubtitle ? <p className="text-sm text-slate-600">{promo.proSubtitle}</p> : null}
        <p className="mt-auto pt-2 text-xs text-slate-600">
          {promoValidity(promo)}
          {admin ? ` · ${m.warehouses} ${promo.proDepRifString}` : null}
        </p>
      </div>
    </>
  );
  return (
    <article className="group relative flex w-full flex-col rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      {linkDisabled ? (
        <div className="flex flex-1 flex-col">{body}</div>
      ) : (
        <Link
          to={`/promoDetail/${promo.proId}`}
          className="flex flex-1 flex-col rounded-lg focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
          aria-label={`${promo.proTitle}: ${m.details}`}
        >
          {body}
          <span className="flex items-center gap-1 px-4 pb-4 text-sm font-medium text-brand-700 group-hover:underline">
            {m.details}
            <ChevronRight className="size-4" aria-hidden />
          </span>
        </Link>
      )}
      {admin ? (
        <Link
          to={`/promoEditor/${promo.proId}`}
          className={cn(buttonVariants({ variant: "outline", size: "sm" }), "absolute bottom-3 right-3")}
          aria-label={`${m.edit}: ${promo.proTitle}`}
        >
          <Pencil aria-hidden />
          {m.edit}
        </Link>
      ) : null}
    </article>
  );
}

export function PromoCardGrid({ promos, admin = false, level = 3 }: { promos: readonly Promo[]; admin?: boolean; level?: 2 | 3 }) {
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {promos.map((p) => (
        <li key={p.proId} className="flex">
          <PromoCard promo={p} admin={admin} level={level} />
        </li>
      ))}
    </ul>
  );
}
