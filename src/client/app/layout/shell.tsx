import { Outlet } from "react-router-dom";
import { TopBar } from "./top-bar";
import { NavBar } from "./nav-bar";
import { Breadcrumb } from "./breadcrumb";
import { Footer } from "./footer";
import { BehalfBar } from "./behalf-mark";
import { useScreenShown } from "./screen-shown";
import { useRouteFocus } from "./route-focus";
import { useSession } from "../../lib/session";

/** The portal layout of spec §2: two headers (and who staff act for), breadcrumb, content, footer. */
export function Shell() {
  const { user } = useSession();
  useRouteFocus("content");
  return (
    <div className="flex min-h-dvh flex-col bg-slate-50">
      <a href="#content" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Vai al contenuto
      </a>
      <header className="sticky top-0 z-30 shadow-sm">
        <TopBar />
        {user ? <BehalfBar user={user} /> : null}
        <NavBar />
      </header>
      <Breadcrumb />
      {/* At least a screen high: the footer starts below the fold, so a list that arrives after the
          first paint grows the page without moving anything in view (layout shift). */}
      <main id="content" className="mx-auto min-h-dvh w-full max-w-7xl flex-1 px-3 pb-10 sm:px-5">
        <Outlet />
      </main>
      <ShellFooter />
    </div>
  );
}

/** The footer comes with the first screen, not under its loading spinner (screen-shown.ts). */
function ShellFooter() {
  return useScreenShown() ? <Footer /> : null;
}
