import type { ReactNode } from "react";
import { cn } from "../lib/cn";

/** A keyboard key as shown next to the action it triggers (F2, F4, F9). Hidden on phones. */
export function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  return <kbd className={cn("hidden rounded border border-current/40 px-1 font-sans text-[0.7rem] font-semibold leading-4 opacity-90 lg:inline", className)}>{children}</kbd>;
}
