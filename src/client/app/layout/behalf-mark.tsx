import type { SessionUser } from "../../../shared/contract/auth";

/** While impersonating: an asterisk next to the name; the impersonation feature adds the exit action. */
export function BehalfMark({ user }: { user: SessionUser }) {
  if (!user.isBehelf) return null;
  return (
    <span className="font-bold text-accent-400" title={`Stai operando per conto del cliente (${user.originalUser?.uUsername ?? ""})`} data-testid="behalf-asterisk">
      *
    </span>
  );
}
