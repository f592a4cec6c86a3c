// The portal's keyboard shortcuts (issue 16 item 10): F2 search, F4 cart, F9 send (to the send
// button or its confirmation: a key alone never sends), "?" this panel. Shown beside the menu
// entries and the send buttons, and listed in the panel opened by the keyboard button in the menu
// (not on phones, which have no such keys and need the room).
import { useEffect, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { Keyboard } from "lucide-react";
import { Dialog, DialogContent, DialogHeader } from "../../ui/dialog";
import { deferShortcut, runShortcut, SHORTCUT_KEYS, type ShortcutAction } from "../../lib/shortcuts";
import { shellMessages as m } from "../../../shared/messages/shell";

const ORDER: ShortcutAction[] = ["search", "cart", "send", "help"];

function typingIn(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(el.tagName));
}

export function KeyboardShortcuts() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const go = (action: ShortcutAction, path: string) => {
      if (runShortcut(action)) return;
      deferShortcut(action);
      if (pathname !== path) navigate(path);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey) return;
      if (e.key === SHORTCUT_KEYS.search) go("search", "/home");
      else if (e.key === SHORTCUT_KEYS.cart) navigate("/cart");
      else if (e.key === SHORTCUT_KEYS.send) go("send", "/cart");
      else if (e.key === SHORTCUT_KEYS.help && !typingIn(e.target)) setOpen(true);
      else return;
      e.preventDefault();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navigate, pathname]);

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="hidden size-11 shrink-0 sm:inline-flex items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
        aria-label={m.shortcutsTitle}
        title={`${m.shortcutsTitle} (${SHORTCUT_KEYS.help})`}
        aria-keyshortcuts={SHORTCUT_KEYS.help}
      >
        <Keyboard className="size-5" aria-hidden />
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent>
          <DialogHeader title={m.shortcutsTitle} description={m.shortcutsIntro} />
          <dl className="divide-y divide-slate-100 rounded-md border border-slate-200 text-sm" data-testid="shortcuts-list">
            {ORDER.map((a) => (
              <div key={a} className="flex items-center justify-between gap-4 px-3 py-2">
                <dt className="text-slate-800">{m.shortcutLabel[a]}</dt>
                <dd>
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-2 py-0.5 font-sans text-sm font-semibold text-slate-900">{SHORTCUT_KEYS[a]}</kbd>
                </dd>
              </div>
            ))}
          </dl>
        </DialogContent>
      </Dialog>
    </>
  );
}
