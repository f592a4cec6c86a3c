// While impersonating: an asterisk next to the name and the exit icon (spec §2 header, §4 exit).
// Under the header at every size, a bar says for whom staff act, with "Esci".
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { UserRoundCheck, UserRoundX } from "lucide-react";
import type { SessionUser } from "../../../shared/contract/auth";
import { behalfMessages } from "../../../shared/messages/behalf";
import { shellMessages } from "../../../shared/messages/shell";
import { notify } from "../../lib/notify";
import { exitBehalf } from "../../features/behalf/api/exit-behalf";
import { switchIdentity } from "../../features/behalf/api/switch-identity";

function useBehalfExit(): { exit: () => Promise<void>; pending: boolean } {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const exit = useCallback(async () => {
    if (pending) return;
    setPending(true);
    try {
      const original = await exitBehalf();
      await switchIdentity(original, (path) => navigate(path, { replace: true }));
    } catch {
      notify.error(behalfMessages.exitError);
      setPending(false);
    }
  }, [navigate, pending]);
  return { exit, pending };
}

function ExitButton({ pending, onClick, testId, className }: { pending: boolean; onClick: () => void; testId: string; className?: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      aria-busy={pending || undefined}
      className={`inline-flex shrink-0 items-center justify-center gap-1.5 rounded-md text-accent-400 hover:bg-white/10 hover:text-accent-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/70 disabled:opacity-60 ${className ?? ""}`}
      aria-label={behalfMessages.exit}
      title={behalfMessages.exit}
      data-testid={testId}
    >
      {pending ? <span className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden /> : <UserRoundX className="size-5" aria-hidden />}
    </button>
  );
}

export function BehalfMark({ user }: { user: SessionUser }) {
  const { exit, pending } = useBehalfExit();
  if (!user.isBehelf) return null;
  return (
    <>
      <span className="font-bold text-accent-400" title={behalfMessages.actingAs(user.originalUser?.uUsername ?? "")} data-testid="behalf-asterisk">
        *
      </span>
      <ExitButton pending={pending} onClick={() => void exit()} testId="behalf-exit" className="size-10" />
    </>
  );
}

/**
 * At every size: for whom staff act, with "Esci" (issue 16 item 19). The customer's name is what
 * a sales rep checks before adding a part; an icon alone in the header was easy to miss.
 */
export function BehalfBar({ user }: { user: SessionUser }) {
  const { exit, pending } = useBehalfExit();
  if (!user.isBehelf) return null;
  const name = user.ragioneSociale ?? user.uUsername;
  return (
    <div className="border-t border-white/10 bg-accent-500 text-slate-950" data-testid="behalf-bar">
      <div className="mx-auto flex min-h-11 max-w-7xl items-center gap-2 px-3 text-sm sm:px-5" title={behalfMessages.actingAs(user.originalUser?.uUsername ?? "")}>
        <UserRoundCheck className="size-4 shrink-0" aria-hidden />
        <p className="min-w-0 flex-1 truncate">
          <span className="hidden sm:inline">{shellMessages.actingFor} </span>
          <strong className="font-semibold" data-testid="behalf-customer">{name}</strong>
          <span> · {user.uUsername}</span>
        </p>
        <button
          type="button"
          onClick={() => void exit()}
          disabled={pending}
          aria-busy={pending || undefined}
          aria-label={shellMessages.exitBehalfLabel(name)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-md px-3 font-semibold hover:bg-black/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-slate-950 disabled:opacity-60"
          data-testid="behalf-exit-bar"
        >
          <UserRoundX className="size-4" aria-hidden />
          {shellMessages.exitBehalf}
        </button>
      </div>
    </div>
  );
}
