// The profile menu behind the user's name in the header (issue 16 item 18): who is logged in, the
// storage this device uses (the browser's figure, then PDFs, searches and the screens' data) and
// 'Libera spazio', which deletes the stored PDFs and the previous searches of this user and says
// what it freed. Queued edits are only counted, never freed. The offline database code loads when
// the menu opens.
import { useEffect, useId, useState, type ReactNode } from "react";
import { Popover } from "radix-ui";
import { useStore } from "jotai";
import { HardDrive, Trash2, UserRound } from "lucide-react";
import type { SessionUser } from "../../../shared/contract/auth";
import { deviceStorageMessages as m } from "../../../shared/messages/device-storage";
import { formatBytes } from "../../../shared/rules/bytes";
import { identityOf } from "../../lib/session";
import { Button } from "../../ui/button";
import { useStandInTrigger } from "../../ui/stand-in-trigger";
import type { StorageFigures } from "../../offline/free-space";

async function dropFreedSearches(store: ReturnType<typeof useStore>, deleted: string[]): Promise<void> {
  if (deleted.length === 0) return;
  // The searches on screen follow: the freed ones leave the history (else the next search stores them again).
  const { searchStateAtom } = await import("../../features/search/hooks/search-session");
  const gone = new Set(deleted);
  store.set(searchStateAtom, (s) => ({ ...s, previous: s.previous.filter((e) => !gone.has(e.normalized)) }));
}

function Figures({ figures }: { figures: StorageFigures | null }) {
  if (!figures) return <p className="text-sm text-slate-600">{m.loading}</p>;
  return (
    <>
      <p className="text-base font-semibold text-slate-900" data-testid="storage-used">
        {figures.total === null ? m.storageUnknown : m.storageUsed(formatBytes(figures.total))}
      </p>
      <ul className="mt-1 space-y-0.5 text-sm text-slate-700" data-testid="storage-figures">
        <li data-testid="storage-pdfs">{m.pdfs(figures.pdfs.count, formatBytes(figures.pdfs.bytes))}</li>
        <li data-testid="storage-searches">{m.searches(figures.searches.count, formatBytes(figures.searches.bytes))}</li>
        <li>{m.screens(formatBytes(figures.screens.bytes))}</li>
        {figures.pending > 0 ? <li data-testid="storage-pending">{m.pending(figures.pending)}</li> : null}
      </ul>
    </>
  );
}

/** `children`: what the trigger shows (the icon and the user's name). */
export function ProfileMenu({ user, children, className }: { user: SessionUser; children: ReactNode; className?: string }) {
  const store = useStore();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [figures, setFigures] = useState<StorageFigures | null>(null);
  const [freeing, setFreeing] = useState(false);
  // What the last 'Libera spazio' did, said in the menu (a live region: no toast over the menu).
  const [result, setResult] = useState<{ text: string; ok: boolean } | null>(null);
  const identity = identityOf(user);

  async function measure(): Promise<void> {
    const { storageFigures } = await import("../../offline/free-space");
    setFigures(await storageFigures(identity).catch(() => null));
  }

  useEffect(() => {
    if (!open) return;
    setResult(null);
    void measure();
  }, [open, identity]); // eslint-disable-line react-hooks/exhaustive-deps -- measured at each opening

  async function free(): Promise<void> {
    setFreeing(true);
    try {
      const { freeSpace } = await import("../../offline/free-space");
      const freed = await freeSpace(identity);
      await dropFreedSearches(store, freed.searchesDeleted);
      const text =
        freed.pdfs.count + freed.searches.count === 0 ? m.nothingToFree : m.freed(formatBytes(freed.pdfs.bytes + freed.searches.bytes), freed.pdfs.count, freed.searches.count);
      setResult({ text, ok: true });
      await measure();
    } catch {
      setResult({ text: m.freeFailed, ok: false });
    } finally {
      setFreeing(false);
    }
  }

  const { live, triggerRef, standIn } = useStandInTrigger("dialog", () => setOpen(true));
  const trigger = {
    type: "button" as const,
    className: `inline-flex min-h-10 min-w-0 items-center gap-1.5 rounded-md px-1.5 hover:bg-white/10 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white/70 data-[state=open]:bg-white/15 ${className ?? ""}`,
    "aria-label": m.menu(user.uUsername),
    title: user.ragioneSociale ?? user.uUsername,
    "data-testid": "profile-menu-trigger",
    children,
  };
  // Until the page has painted, a stand-in (ui/stand-in-trigger.ts); the content mounts only while open.
  if (!live) return <button {...trigger} {...standIn} />;
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger ref={triggerRef} {...trigger} />
      {open ? (
        <Popover.Portal>
          <Popover.Content
            align="end"
            sideOffset={8}
            collisionPadding={8}
            aria-labelledby={titleId}
            className="z-50 w-[min(22rem,calc(100vw-1rem))] rounded-lg border border-slate-200 bg-white p-4 text-slate-800 shadow-lg focus-visible:outline-none"
            data-testid="profile-menu"
          >
            <div className="flex items-center gap-2 border-b border-slate-100 pb-3">
              <UserRound className="size-5 shrink-0 text-brand-700" aria-hidden />
              <div className="min-w-0">
                <p id={titleId} className="truncate font-semibold text-slate-900">
                  {user.uUsername}
                </p>
                {user.ragioneSociale ? <p className="truncate text-sm text-slate-600">{user.ragioneSociale}</p> : null}
              </div>
            </div>
            <section className="pt-3" aria-label={m.storageTitle}>
              <h2 className="mb-1 flex items-center gap-1.5 text-sm font-semibold text-slate-700">
                <HardDrive className="size-4" aria-hidden /> {m.storageTitle}
              </h2>
              <Figures figures={figures} />
              <p className="mt-2 text-sm text-slate-600">{m.freeHint}</p>
              <Button variant="outline" className="mt-3 w-full" onClick={() => void free()} pending={freeing} data-testid="free-space">
                {freeing ? null : <Trash2 aria-hidden />} {freeing ? m.freeing : m.free}
              </Button>
              <p className={`mt-2 min-h-5 text-sm font-medium ${result?.ok === false ? "text-red-700" : "text-emerald-800"}`} role="status" data-testid="free-space-result">
                {result?.text}
              </p>
            </section>
          </Popover.Content>
        </Popover.Portal>
      ) : null}
    </Popover.Root>
  );
}
