// /home (spec §2 Home screen), composed here from several features, in the spec's order: part
// search, promo carousel, action bar, search results, previous searches, promo cards (+ popup).
//   - search box, results, previous searches: features/search (SearchPanel)
//   - action bar (cart buttons, clear searches): features/cart (CartActionBar)
//   - promo carousel, cards and popup: features/promos (home-promos)
//   - "Acquistati di recente", and the parts among the results bought before: features/reorder
import { Navigate } from "react-router-dom";
import { SearchPanel } from "../../features/search/components/search-panel";
import { focusSearchBox } from "../../features/search/components/search-focus";
import { landingPath, useSession } from "../../lib/session";
import { useShortcut } from "../../lib/shortcuts";
import { useSearchSession } from "../../features/search/hooks/search-session";
import { CartActionBar } from "../../features/cart/components/cart-action-bar";
import { HomePromoCards, HomePromoCarousel, PromoPopup } from "../../features/promos/components/home-promos";
import { searchMessages } from "../../../shared/messages/search";
import { RecentAmongResults, RecentPurchases } from "../../features/reorder/components/recent-purchases";
import { ArrivalNotices } from "../../features/missing/components/arrival-notices";
import { useAfterFirstPaint } from "../../lib/after-first-paint";

export function HomePage() {
  const { user } = useSession();
  // Staff acting for no customer have no prices, cart or search: they choose a customer first.
  if (user && landingPath(user) !== "/home") return <Navigate to={landingPath(user)} replace />;
  return <CustomerHome />;
}

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
            {searching ? <RecentAmongResults rows={searches.state.current?.rows ?? []} /> : <RecentPurchases />}
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
