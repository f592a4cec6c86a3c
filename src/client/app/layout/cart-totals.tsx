import { useHasCart, useMyCart } from "../../features/cart/api/my-cart";
import { formatEuro } from "../../../shared/rules/money";
import { cartMessages } from "../../../shared/messages/cart";
import { depositMessages } from "../../../shared/messages/deposits";

/** Net total and article count of the open cart; every cart call refreshes it (spec §2 header). */
export function CartTotals() {
  const hasCart = useHasCart();
  const { data: cart, isError } = useMyCart();
  if (!cart) {
    // Staff not acting for a customer have no cart; a failed load keeps the plain label.
    return <span className="whitespace-nowrap">{!hasCart || isError ? cartMessages.title : "…"}</span>;
  }
  const articles = cartMessages.articlesInCart(cart.totaliArticoli);
  // The detail: deposits apart from the net total (and never added into it).
  const deposits = cart.depositTotal > 0 ? `${depositMessages.depositTotal.toLowerCase()} ${formatEuro(cart.depositTotal)}` : null;
  return (
    <span className="flex items-center gap-2 whitespace-nowrap" data-testid="cart-totals" title={[formatEuro(cart.netTotal), deposits, articles].filter(Boolean).join(" · ")}>
      <span className="font-semibold tabular-nums" data-testid="cart-total">
        {formatEuro(cart.netTotal)}
      </span>
      {deposits ? (
        <span className="sr-only lg:not-sr-only lg:text-xs lg:text-brand-100" data-testid="cart-deposit-detail">
          + {deposits}
        </span>
      ) : null}
      {/* Phones: a count badge; wider screens: the spec's sentence. */}
      <span className="rounded-full bg-accent-500 px-1.5 text-xs font-bold leading-5 text-slate-950 sm:hidden" aria-hidden>
        {cart.totaliArticoli}
      </span>
      <span className="sr-only sm:not-sr-only sm:text-brand-100" data-testid="cart-articles">
        {articles}
      </span>
    </span>
  );
}
