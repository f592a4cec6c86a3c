import { cn } from "../lib/cn";
import { common } from "../../shared/messages/common";

export function Spinner({ className, label = common.loading }: { className?: string; label?: string }) {
  return (
    <span role="status" className={cn("inline-flex items-center gap-2 text-sm text-slate-500", className)}>
      <span className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" aria-hidden />
      {label}
    </span>
  );
}
