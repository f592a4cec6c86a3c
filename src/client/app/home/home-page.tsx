// /home (spec §2 Home screen), composed here from several features, in the spec's order: part
// search, promo carousel, action bar, search results, previous searches, promo cards (+ popup).
//   - search box, results, previous searches: features/search (SearchPanel)
//   - action bar (cart buttons, clear searches): features/cart (CartActionBar)
//   - promo carousel, cards and popup: features/promos (home-promos)
//   - "Acquistati di recente", and the parts among the results bought before: features/reorder
import { memo } from "react";
import { Navigate } from "react-router-dom";
import { SearchPanel } from "../../features/search/components/search-panel";
import { focusSearchBox } from "../../features/search/components/search-focus";
import { landingPath, useSession } from "../../lib/session";
import { useShortcut } from "../../lib/shortcuts";
import { useSearchSession } from "../../features/search/hooks/search-session";
import { onScreen } from "../../features/search/hooks/search-state";
import { CartActionBar as ActionBar } from "../../features/cart/components/cart-action-bar";
import { HomePromoCards as PromoCards, HomePromoCarousel as PromoCarousel, PromoPopup as Popup } from "../../features/promos/components/home-promos";
import { searchMessages } from "../../../shared/messages/search";
import { RecentAmongResults as RecentAmong, RecentPurchases as Recent } from "../../features/reorder/components/recent-purchases";
import { ArrivalNotices as Arrivals } from "../../features/missing/components/arrival-notices";
import { useAfterFirstPaint } from "../../lib/after-first-paint";

export function HomePage() {
  const { user } = useSession();
  // Staff acting for no customer have no prices, cart or search: they choose a customer first.
  if (user && landingPath(user) !== "/home") return <Navigate to={landingPath(user)} replace />;
  return <CustomerHome />;
}

// CustomerHome renders again at each step of every search (sent, answered, faded out): the parts
// whose props do not change with it skip those renders (measured: the promo carousel and cards were
// a sixth of the render that paints a search's results; BENCHMARKS.md, session 35).
const HomePromoCarousel = memo(PromoCarousel);
const HomePromoCards = memo(PromoCards);
const PromoPopup = memo(Popup);
const CartActionBar = memo(ActionBar);
const RecentAmongResults = memo(RecentAmong);
const RecentPurchases = memo(Recent);
const ArrivalNotices = memo(Arrivals);
const NO_ROWS: never[] = [];

function CustomerHome() {
  const searches = useSearchSession();
  useShortcut("search", focusSearchBox);
  // At the counter the results must show without scrolling: while searches are on screen the
  // carousel moves below them (docs/decisions/0011-search-design.md).
  const searching = searches.hasResults;
  // With results on screen the promos are below them: they mount after the first paint, so the
  // returning user's first frame is the search box and the results (lib/after-first-paint.ts).
  const belowFold = useAfterFirstPaint(searching);
  return (
    <div className="space-y-4 pt-3">
      <h1 className="sr-only">{searchMessages.pageTitle}</h1>
      {/* Missing items arrived since the last visit (features/missing), out of the way while searching */}
      {searching ? null : <ArrivalNotices />}
      <SearchPanel
        belowSearchBox={
          <>
            {/* Recently bought parts (features/reorder): the whole list without a search, the ones among the results with one */}
            {searching ? <RecentAmongResults rows={onScreen(searches.state).current?.rows ?? NO_ROWS} /> : <RecentPurchases />}
            {/* Promo carousel (features/promos) */}
            {searching ? null : <HomePromoCarousel />}
            {/* Action bar (features/cart): its clear-searches button shows while searches are on screen */}
            <CartActionBar hasResults={searches.hasResults} onClearSearches={searches.clear} />
          </>
        }
      />
      {searching && belowFold ? <HomePromoCarousel /> : null}
      {/* Promo cards and popup (features/promos) */}
      {belowFold ? <HomePromoCards /> : null}
      {/* On phones the popup steps aside while results are on screen. */}
      {belowFold ? <PromoPopup resultsOnScreen={searches.hasResults} /> : null}
    </div>
  );
}
