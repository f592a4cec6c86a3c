import { Link, useMatches } from "react-router-dom";
import { ChevronRight, Home } from "lucide-react";
import { DepartureCountdown } from "./departure-countdown";
import { DataFreshness } from "./data-freshness";
import { shellMessages } from "../../../shared/messages/shell";

export function Breadcrumb() {
  const matches = useMatches();
  const current = [...matches].reverse().find((m) => (m.handle as { label?: string } | undefined)?.label);
  const label = (current?.handle as { label?: string } | undefined)?.label;
  return (
    // A landmark of its own: the countdown and "aggiornato alle" are part of no other one.
    <section aria-label={shellMessages.statusRegion} className="mx-auto flex w-full max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-3 py-3 sm:px-5">
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
    <nav aria-label="Percorso" className="text-sm text-slate-600">
      <ol className="flex items-center gap-1.5">
        <li>
          <Link to="/home" className="flex min-h-11 min-w-11 items-center justify-center gap-1 hover:text-brand-700 sm:min-h-0 sm:min-w-0">
            <Home className="size-4" aria-hidden />
            <span className="sr-only">{shellMessages.homeLink}</span>
          </Link>
        </li>
        {label ? (
          <>
            <ChevronRight className="size-4" aria-hidden />
            <li aria-current="page" className="font-medium text-slate-800" data-testid="breadcrumb-current">
              {label}
            </li>
          </>
        ) : null}
      </ol>
    </nav>
    <DataFreshness />
    </div>
    <DepartureCountdown />
    </section>
  );
}
