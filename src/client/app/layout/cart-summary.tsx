import { Link } from "react-router-dom";
import { ShoppingCart, UserRound } from "lucide-react";
import type { SessionUser } from "../../../shared/contract/auth";
import { BehalfMark } from "./behalf-mark";
import { CartTotals } from "./cart-totals";

/** Header cart summary (spec §2): user name (asterisk and exit while impersonating), net total, articles. */
export function CartSummary({ user }: { user: SessionUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3 text-sm">
      {/* While impersonating on a phone the name and exit move to the strip under the bar (BehalfStrip). */}
      <span className={`min-w-0 items-center gap-1.5 ${user.isBehelf ? "hidden sm:flex" : "flex"}`} title={user.ragioneSociale ?? user.uUsername}>
        <UserRound className="size-4 shrink-0 text-brand-200" aria-hidden />
        <span className="truncate font-medium" data-testid="header-username">
          {user.uUsername}
        </span>
        <BehalfMark user={user} />
      </span>
      <Link to="/cart" className="flex items-center gap-2 rounded-md bg-white/10 px-2.5 py-1.5 hover:bg-white/20" aria-label="Carrello">
        <ShoppingCart className="size-4 shrink-0" aria-hidden />
        <CartTotals />
      </Link>
    </div>
  );
}
