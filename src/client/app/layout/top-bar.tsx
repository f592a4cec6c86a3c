import { Link } from "react-router-dom";
import { useSession } from "../../lib/session";
import { CartSummary } from "./cart-summary";

import { OfflineStatus } from "./offline-status";
import { LogoutButton } from "./logout-button";

/** First header: logo, connection and queued edits (offline-status), cart summary with the user, logout. */
export function TopBar() {
  const session = useSession();
  const user = session.user;
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-3 sm:px-5">
        <Link to="/home" className="flex shrink-0 items-center" aria-label="Banco, ricerca codici">
          {/* On phones the mark alone leaves room for the user name and the cart. */}
          <img src="/favicon.svg" alt="Banco" width={32} height={32} className="sm:hidden" />
          <img src="/logo-white.svg" alt="Banco" width={112} height={31} className="hidden sm:block" />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-1 sm:gap-3">
          {user ? <OfflineStatus /> : null}
          {user ? <CartSummary user={user} /> : null}
          <LogoutButton />
        </div>
      </div>
    </div>
  );
}
