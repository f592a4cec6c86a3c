// Tabs after the WAI-ARIA Authoring Practices' pattern with automatic activation: a tablist of
// buttons (one in the tab order: the selected one), ←/→ move to the previous or next enabled tab and
// select it (wrapping), Home/End to the first or last; the selected tab's panel follows the list and
// is itself focusable. Only the selected panel is mounted.
// Our own rather than Radix's: its tabs register with the roving focus group from a layout effect
// and its panels mount a Presence, synchronous updates that made React run every effect of the
// screen inside the commit's task (/documents; issue 22, decision 0056).
import { createContext, useContext, useId, useState, type ComponentPropsWithoutRef, type KeyboardEvent, type ReactNode } from "react";
import { cn } from "../lib/cn";

interface TabsState {
  id: string;
  value: string;
  select: (value: string) => void;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error("TabsTrigger/TabsContent fuori da Tabs");
  return tabs;
}

const safe = (value: string) => value.replace(/[^\w-]/g, "_");
const tabId = (tabs: TabsState, value: string) => `${tabs.id}-tab-${safe(value)}`;
const panelId = (tabs: TabsState, value: string) => `${tabs.id}-panel-${safe(value)}`;

/** Controlled (`value`, `onValueChange`) or not (`defaultValue`). */
export function Tabs({ value, defaultValue, onValueChange, className, children }: { value?: string; defaultValue?: string; onValueChange?: (value: string) => void; className?: string; children: ReactNode }) {
  const [own, setOwn] = useState(defaultValue ?? "");
  const id = useId();
  const current = value ?? own;
  const select = (next: string) => {
    if (next === current) return;
    if (value === undefined) setOwn(next);
    onValueChange?.(next);
  };
  return (
    <TabsContext.Provider value={{ id, value: current, select }}>
      <div className={className}>{children}</div>
    </TabsContext.Provider>
  );
}

const MOVES: Record<string, (i: number, n: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_i, n) => n - 1,
};

export function TabsList({ className, onKeyDown, ...props }: ComponentPropsWithoutRef<"div">) {
  function move(e: KeyboardEvent<HTMLDivElement>) {
    onKeyDown?.(e);
    const to = MOVES[e.key];
    if (!to || e.defaultPrevented || e.altKey || e.ctrlKey || e.metaKey) return;
    const tabs = [...e.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const at = tabs.indexOf(e.target as HTMLButtonElement);
    if (at < 0) return;
    e.preventDefault();
    const next = tabs[to(at, tabs.length)]!;
    next.focus();
    next.click();
  }
  return <div role="tablist" aria-orientation="horizontal" className={cn("mb-4 flex gap-1 border-b border-slate-200", className)} onKeyDown={move} {...props} />;
}

export function TabsTrigger({ value, className, ...props }: Omit<ComponentPropsWithoutRef<"button">, "value"> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabId(tabs, value)}
      aria-selected={selected}
      aria-controls={selected ? panelId(tabs, value) : undefined}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? "active" : "inactive"}
      onClick={() => tabs.select(value)}
      className={cn(
        "-mb-px inline-flex h-11 items-center gap-2 border-b-2 border-transparent px-4 text-sm font-medium text-slate-600 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ value, className, ...props }: ComponentPropsWithoutRef<"div"> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return <div role="tabpanel" id={panelId(tabs, value)} aria-labelledby={tabId(tabs, value)} tabIndex={0} className={cn("focus-visible:outline-none", className)} {...props} />;
}
