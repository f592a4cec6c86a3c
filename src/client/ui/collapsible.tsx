import type { ReactNode } from "react";
import { Collapsible as RadixCollapsible } from "radix-ui";
import { ChevronDown, SlidersHorizontal } from "lucide-react";
import { cn } from "../lib/cn";

export interface CollapsiblePanelProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** e.g. the number of active filters, shown beside the title. */
  badge?: ReactNode;
  children: ReactNode;
  className?: string;
}

/**
 * A bordered panel whose body opens and closes from its header button (filters). The body mounts
 * only while open: Radix's Content keeps a Presence that, closed, dispatches a synchronous update
 * from a layout effect as it mounts (ui/dialog.tsx says what that costs).
 */
export function CollapsiblePanel({ open, onOpenChange, title, badge, children, className }: CollapsiblePanelProps) {
  return (
    <RadixCollapsible.Root open={open} onOpenChange={onOpenChange} className={cn("rounded-lg border border-slate-200 bg-white shadow-sm", className)}>
      <RadixCollapsible.Trigger className="flex h-12 w-full items-center gap-2 rounded-lg px-4 text-left text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        <SlidersHorizontal className="size-4 text-brand-700" aria-hidden />
        <span>{title}</span>
        {badge}
        <ChevronDown className={cn("ml-auto size-4 text-slate-500 transition-transform", open && "rotate-180")} aria-hidden />
      </RadixCollapsible.Trigger>
      {open ? <RadixCollapsible.Content className="border-t border-slate-100 p-4">{children}</RadixCollapsible.Content> : null}
    </RadixCollapsible.Root>
  );
}
