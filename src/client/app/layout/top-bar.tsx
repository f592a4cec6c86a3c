import { Link } from "react-router-dom";
import { LogOut } from "lucide-react";
import { useSession } from "../../lib/session";
import { authMessages } from "../../../shared/messages/auth";
import { CartSummary } from "./cart-summary";
import { BehalfStrip } from "./behalf-mark";

/** First header: logo, cart summary with the user, logout. */
export function TopBar() {
  const session = useSession();
  const user = session.user;
  return (
    <div className="bg-brand-900 text-white">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-3 px-3 sm:px-5">
        <Link to="/home" className="flex shrink-0 items-center" aria-label="Banco, ricerca codici">
          <img src="/logo-white.svg" alt="Banco" width={112} height={31} />
        </Link>
        <div className="ml-auto flex min-w-0 items-center gap-2 sm:gap-4">
          {user ? <CartSummary user={user} /> : null}
          <Link
            to="/logout"
            className="inline-flex h-10 items-center gap-1.5 rounded-md px-2 text-sm text-brand-100 hover:bg-white/10 hover:text-white"
            aria-label={authMessages.logout}
          >
            <LogOut className="size-4" aria-hidden />
            <span className="hidden sm:inline">{authMessages.logout}</span>
          </Link>
        </div>
      </div>
      {user ? <BehalfStrip user={user} /> : null}
    </div>
  );
}
