import { cn } from "../lib/cn";

/** A ring filled to `percent` (0..100) with the number in the middle. */
export function ProgressCircle({ percent, size = 52, label, className }: { percent: number; size?: number; label: string; className?: string }) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  const stroke = 5;
  const r = (size - stroke) / 2;
  const c = 2 * Math.PI * r;
  const tone = p >= 100 ? "text-emerald-600" : p > 0 ? "text-accent-500" : "text-slate-300";
  return (
    <div role="img" aria-label={label} title={label} className={cn("relative inline-flex shrink-0 items-center justify-center", className)} style={{ width: size, height: size }}>
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} className="-rotate-90" aria-hidden>
        <circle cx={size / 2} cy={size / 2} r={r} fill="none" stroke="currentColor" strokeWidth={stroke} className="text-slate-200" />
        <circle
          cx={size / 2}
          cy={size / 2}
          r={r}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={c}
          strokeDashoffset={c - (c * p) / 100}
          className={tone}
        />
      </svg>
      <span className="absolute text-xs font-semibold tabular-nums text-slate-800" aria-hidden>
        {p}%
      </span>
    </div>
  );
}
