import { common } from "../../shared/messages/common";

export function Spinner({ className, label = common.loading }: { className?: string; label?: string }) {
  return (
    // Plain concatenation, not cn(): the spinner is the first thing painted, and tailwind-merge
    // builds its tables on its first call (main.tsx warms it up in a task of its own). The
    // classes callers add (margins, padding) never conflict with these.
    <span role="status" className={className ? `inline-flex items-center gap-2 text-sm text-slate-500 ${className}` : "inline-flex items-center gap-2 text-sm text-slate-500"}>
      <span className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      {label}
    </span>
  );
}

/** The spinner shown while the session is read at start (app/session-bootstrap.tsx). index.html
 * carries the same markup, painted before any script runs (ui/spinner-in-page.test.tsx keeps the two equal). */
export function StartupSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <Spinner />
    </div>
  );
}
