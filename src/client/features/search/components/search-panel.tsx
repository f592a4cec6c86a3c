// The part search of /home: the search box with the brand logos, then (in the slot the home page
// fills: promo carousel, cart action bar) the current results and the previous searches. Adding
// goes through the cart feature's useAddToCart (success message, coded-article dialog); the moment
// an add starts the keyboard is back in the search box (type-ahead goes to the next search), and
// the added product fades out (taking no input) and leaves the results after 2.5 s.
import { useCallback, type ReactNode } from "react";
import type { ProductRow } from "../../../../shared/contract/product";
import { CodedArticleDialog } from "../../../components/coded-article-dialog";
import { useAddToCart } from "../../cart/api/add-to-cart";
import { useFocusScannedPart } from "../hooks/scan-focus";
import { useSearchSession } from "../hooks/search-session";
import { useTabAhead } from "../hooks/tab-ahead";
import { BrandLogos } from "./brand-logos";
import { SearchBox } from "./search-box";
import { SearchResults } from "./search-results";
import { focusSearchBox, focusSearchBoxForTypeAhead } from "./search-focus";

export function SearchPanel({ belowSearchBox }: { belowSearchBox?: ReactNode }) {
  const session = useSearchSession();
  const { fadeOut, run } = session;
  const onScanned = useFocusScannedPart(session.state.current);
  const tabAhead = useTabAhead(session.state.current);

  const leave = useCallback(
    (row: ProductRow) => {
      const key = `${row.precodice}/${row.codice}`;
      fadeOut(row, () => {
        // The row held the focus (Enter in its quantity): give it back to the search box.
        const active = document.activeElement;
        if (!active || active === document.body || active.closest(`[data-product="${CSS.escape(key)}"]`)) focusSearchBox();
      });
    },
    [fadeOut],
  );
  const { addRow, codedDialog } = useAddToCart({ onAdded: leave });

  const onSearchCode = useCallback(
    (code: string) => {
      if (run(code)) window.scrollTo({ top: 0, behavior: "smooth" });
    },
    [run],
  );

  // Shown, never blocking: the next code can be typed and sent while one is on its way.
  const pending = session.state.current?.status === "pending";
  return (
    <>
      <div className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:p-4">
        <SearchBox onSearch={run} pending={pending} onScanned={onScanned} onKeyAhead={tabAhead.onKey} />
        <BrandLogos />
      </div>
      {belowSearchBox}
      <SearchResults session={session} onAdd={addRow} onSearchCode={onSearchCode} focusAfterAdd={focusSearchBoxForTypeAhead} />
      <CodedArticleDialog {...codedDialog} />
    </>
  );
}
