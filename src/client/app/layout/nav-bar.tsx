import { useState } from "react";
import { NavLink } from "react-router-dom";
import { DropdownMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { menuPath, menuRoutes, type AppRoute } from "../routes";
import { canOpen } from "../route-access";
import { useSession } from "../../lib/session";
import { cn } from "../../lib/cn";
import { SHORTCUT_KEYS } from "../../lib/shortcuts";
import { Kbd } from "../../ui/kbd";
import { KeyboardShortcuts } from "./keyboard-shortcuts";
import { useStandInTrigger } from "../../ui/stand-in-trigger";

/** The shortcut shown beside a menu entry (F2 search, F4 cart). */
const entryKey: Record<string, string> = { "/home": SHORTCUT_KEYS.search, "/cart": SHORTCUT_KEYS.cart };

const groupLabel: Record<string, string> = { more: "Servizi", staff: "Agenti", admin: "Amministrazione", supplier: "Fornitore obsoleti" };

/** Second header: the main areas and a menu with the rest (by role). */
export function NavBar() {
  const { user } = useSession();
  const visible = menuRoutes((r) => canOpen(r, user));
  const main = visible.filter((r) => r.menu?.group === "main");
  const groups = ["more", "staff", "supplier", "admin"].map((g) => ({ g, items: visible.filter((r) => r.menu?.group === g) })).filter((x) => x.items.length);
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 px-3 sm:px-5">
        <nav aria-label="Principale" className="-mx-1 flex min-w-0 flex-1 flex-wrap items-center gap-x-1 py-1.5">
          {main.map((r) => (
            <NavLink
              key={r.path}
              to={menuPath(r)}
              aria-keyshortcuts={entryKey[r.path]}
              className={({ isActive }) =>
                cn("inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium lg:min-h-9 text-slate-700 hover:bg-slate-100", isActive && "bg-brand-50 text-brand-800")
              }
            >
              {r.menu?.short ?? r.label}
              {entryKey[r.path] ? <Kbd className="ml-1.5 text-slate-600">{entryKey[r.path]}</Kbd> : null}
            </NavLink>
          ))}
          <MoreMenu groups={groups} />
        </nav>
        <KeyboardShortcuts />
      </div>
    </div>
  );
}

const moreTrigger = {
  type: "button" as const,
  className:
    "inline-flex min-h-11 items-center gap-1 lg:min-h-9 whitespace-nowrap rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[state=open]:bg-slate-100",
  children: (
    <>
      Altro <ChevronDown className="size-4" aria-hidden />
    </>
  ),
};

/** 'Altro': the rest of the menu. Its content mounts only while open, its root after the first paint (ui/stand-in-trigger.ts). */
function MoreMenu({ groups }: { groups: { g: string; items: AppRoute[] }[] }) {
  const [open, setOpen] = useState(false);
  const { live, triggerRef, standIn } = useStandInTrigger("menu", () => setOpen(true));
  if (!live) return <button {...moreTrigger} {...standIn} />;
  return (
    <DropdownMenu.Root open={open} onOpenChange={setOpen}>
      <DropdownMenu.Trigger ref={triggerRef} {...moreTrigger} />
      {open ? <MoreMenuContent groups={groups} /> : null}
    </DropdownMenu.Root>
  );
}

function MoreMenuContent({ groups }: { groups: { g: string; items: AppRoute[] }[] }) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content align="start" sideOffset={6} className="z-50 max-h-[70vh] min-w-56 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg">
        {groups.map(({ g, items }) => (
          <DropdownMenu.Group key={g}>
            <DropdownMenu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">{groupLabel[g]}</DropdownMenu.Label>
            {items.map((r) => (
              <DropdownMenu.Item key={r.path} asChild>
                <NavLink to={menuPath(r)} className="flex min-h-11 items-center rounded-md px-3 py-2 text-sm text-slate-800 lg:min-h-9 outline-none data-[highlighted]:bg-brand-50">
                  {r.menu?.short ?? r.label}
                </NavLink>
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Group>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Portal>
  );
}
