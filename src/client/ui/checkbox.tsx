// The browser's own checkbox, drawn like the rest of the app: its role, its label (`id` with a
// <label htmlFor>), Space and the disabled state are the platform's; the tick is an icon over it.
// It replaced Radix's Checkbox, whose root keeps its element in state from a ref during React's
// commit and whose indicator mounts a Presence: synchronous updates that made React run every effect
// of the screen inside the commit's task (/cart's "Ordine urgente"; issue 22, BENCHMARKS.md session 55).
import { Check } from "lucide-react";
import { cn } from "../lib/cn";

export interface CheckboxProps {
  id?: string;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  className?: string;
  "aria-label"?: string;
  "aria-describedby"?: string;
}

export function Checkbox({ checked, onCheckedChange, className, ...props }: CheckboxProps) {
  return (
    <span className={cn("relative inline-flex size-5 shrink-0", className)}>
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onCheckedChange(e.target.checked)}
        className="peer size-5 cursor-pointer appearance-none rounded border border-slate-400 bg-white checked:border-brand-700 checked:bg-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50"
        {...props}
      />
      <Check className="pointer-events-none absolute inset-0.5 hidden size-4 text-white peer-checked:block" strokeWidth={3} aria-hidden />
    </span>
  );
}
