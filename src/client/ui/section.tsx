// A titled part of a screen: the section is named by its h2 (aria-labelledby), with what goes
// beside the title (a link, a count) on the right.
import type { ReactNode } from "react";
import { cn } from "../lib/cn";

export interface SectionProps {
  /** The heading's id (the section's accessible name). */
  id: string;
  title: ReactNode;
  /** Beside the title, on the right (wraps under it on a phone). */
  aside?: ReactNode;
  className?: string;
  children: ReactNode;
}

export function Section({ id, title, aside, className, children }: SectionProps) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold text-slate-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={cn("space-y-2", className)}>
      {aside ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {aside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
