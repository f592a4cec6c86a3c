// While impersonating: an asterisk next to the name and the exit icon (spec §2 header, §4 exit).
// On phones the name has no room in the top bar, so a strip under it says for whom staff act.
import { useCallback, useState } from "react";
import { useNavigate } from "react-router-dom";
import { UserRoundX } from "lucide-react";
import type { SessionUser } from "../../../shared/contract/auth";
import { behalfMessages } from "../../../shared/messages/behalf";
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

/** Phones only: who staff act for, with the exit icon (the top bar keeps the cart and logout). */
export function BehalfStrip({ user }: { user: SessionUser }) {
  const { exit, pending } = useBehalfExit();
  if (!user.isBehelf) return null;
  return (
    <div className="border-t border-white/10 bg-brand-800 sm:hidden" data-testid="behalf-strip">
      <div className="flex h-10 items-center gap-2 px-3 text-sm">
        <span className="font-bold text-accent-400" aria-hidden>
          *
        </span>
        <span className="min-w-0 flex-1 truncate" title={behalfMessages.actingAs(user.originalUser?.uUsername ?? "")}>
          <span className="font-medium">{user.uUsername}</span>
          {user.ragioneSociale ? <span className="text-brand-200"> · {user.ragioneSociale}</span> : null}
        </span>
        <ExitButton pending={pending} onClick={() => void exit()} testId="behalf-exit-strip" className="size-9" />
      </div>
    </div>
  );
}
