import { Link } from "react-router-dom";
import { ShoppingCart, UserRound } from "lucide-react";
import type { SessionUser } from "../../../shared/contract/auth";
import { BehalfMark } from "./behalf-mark";
import { CartTotals } from "./cart-totals";
import { ProfileMenu } from "./profile-menu";

/** Header cart summary (spec §2): user name (the profile menu; asterisk and exit while impersonating), net total, articles. */
export function CartSummary({ user }: { user: SessionUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3 text-sm">
      {/* The name opens the profile menu (storage used, 'Libera spazio'). While impersonating on a
          phone the name and exit move to the strip under the bar (BehalfStrip): the icon stays. */}
      <span className="flex min-w-0 items-center gap-1.5">
        <ProfileMenu user={user}>
          <UserRound className="size-4 shrink-0 text-brand-200" aria-hidden />
          <span className={`truncate font-medium ${user.isBehelf ? "hidden sm:inline" : ""}`} data-testid="header-username">
            {user.uUsername}
          </span>
        </ProfileMenu>
        {user.isBehelf ? (
          <span className="hidden items-center gap-1.5 sm:flex">
            <BehalfMark user={user} />
          </span>
        ) : null}
      </span>
      <Link to="/cart" className="flex items-center gap-2 rounded-md bg-white/10 px-2.5 py-1.5 hover:bg-white/20" aria-label="Carrello">
        <ShoppingCart className="size-4 shrink-0" aria-hidden />
        <CartTotals />
      </Link>
    </div>
  );
}
