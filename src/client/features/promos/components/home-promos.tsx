// The promo parts of /home (composed in app/home/home-page.tsx): the carousel at the top, the
// grid of promo cards once loading ends, and the popup. All three read the same cached list.
import { Link } from "react-router-dom";
import { ChevronRight } from "lucide-react";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { Alert } from "../../../ui/alert";
import { usePromoList } from "../api/get-promo-list";
import { PromoCarousel } from "./promo-carousel";
import { PromoCardGrid } from "./promo-card";
import { Section } from "../../../ui/section";

export { PromoPopup } from "./promo-popup";

export function HomePromoCarousel() {
  const promos = usePromoList();
  if (promos.isPending) return <div className="h-[120px] animate-pulse rounded-lg bg-slate-200 sm:h-56 lg:h-64" aria-hidden />;
  if (promos.isError) return <Alert tone="error">{m.loadFailed}</Alert>;
  return <PromoCarousel promos={promos.data} />;
}

/** The user's promo cards; nothing until loading ends (the carousel shows the failure, once). */
export function HomePromoCards() {
  const promos = usePromoList();
  if (!promos.isSuccess || promos.data.length === 0) return null;
  return (
    <Section
      id="home-promo-cards"
      title={m.cardsTitle}
      className="space-y-3"
      aside={
        <Link to="/promoList" className="inline-flex h-10 items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
          {m.allPromos}
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      }
    >
      <PromoCardGrid promos={promos.data} />
    </Section>
  );
}
