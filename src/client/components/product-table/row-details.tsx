// The second line of a product: its cross-references, suggested substitutes (at most 2), the
// equivalent-codes and delivery-date lookups, and the item note. Everything secondary lives here
// so the main line stays readable at the counter.
import { useQuery } from "@tanstack/react-query";
import { ArrowLeftRight, CalendarClock, StickyNote } from "lucide-react";
import type { ProductRow } from "../../../shared/contract/product";
import { searchMessages as m } from "../../../shared/messages/search";
import { ITEM_NOTE_MAX, SUGGESTED_MAX } from "../../../shared/rules/limits";
import { cn } from "../../lib/cn";
import type { ProductLookups } from "./lookups";
import { MiniProductLine } from "./mini-product-line";
import { Pending } from "./availability";
import type { AddHandler, RowState } from "./use-row-state";

interface DetailsProps {
  row: ProductRow;
  state: RowState;
  lookups: ProductLookups;
  onAdd?: AddHandler;
  onSearchCode?: (code: string) => void;
}

const MAX_REFS = 4;

function SmallButton({ onClick, children, pressed, label }: { onClick: () => void; children: React.ReactNode; pressed?: boolean; label: string }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      className={cn(
        "inline-flex h-11 items-center gap-1.5 rounded-md px-2 text-sm font-medium lg:h-9 text-brand-700 hover:bg-brand-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 [&_svg]:size-3.5",
        pressed && "bg-brand-50",
      )}
    >
      {children}
    </button>
  );
}

export function RowActions({ row, state, lookups }: Pick<DetailsProps, "row" | "state" | "lookups">) {
  const alternatives = useQuery({ ...lookups.alternatives(row.codice), enabled: state.alternativesOpen });
  // Spec §4: a successful lookup hides the button.
  const showIam = !row.hideIAMButton && !alternatives.isSuccess;
  return (
    <div className="ml-auto flex flex-wrap items-center gap-0.5">
      <SmallButton onClick={state.toggleNote} pressed={state.noteOpen} label={m.itemNoteFor(`${row.precodice} ${row.codice}`)}>
        <StickyNote aria-hidden /> {m.itemNote}
        {state.note ? <span className="size-1.5 rounded-full bg-accent-500" aria-hidden /> : null}
      </SmallButton>
      {showIam ? (
        <SmallButton onClick={state.openAlternatives} label={m.equivalentsFor(`${row.precodice} ${row.codice}`)}>
          <ArrowLeftRight aria-hidden /> {m.equivalents}
        </SmallButton>
      ) : null}
      <SmallButton onClick={state.openDelivery} label={m.deliveryDateFor(`${row.precodice} ${row.codice}`)}>
        <CalendarClock aria-hidden /> {m.deliveryDate}
      </SmallButton>
    </div>
  );
}

export function CrossRefs({ row }: { row: ProductRow }) {
  if (row.crossRefs.length === 0) return null;
  const shown = row.crossRefs.slice(0, MAX_REFS);
  const more = row.crossRefs.length - shown.length;
  return (
    <p className="flex min-w-0 flex-wrap items-center gap-1 text-xs text-slate-500">
      <span className="sr-only">{m.crossRefsTitle}:</span>
      {shown.map((r) => (
        <span key={`${r.kind}${r.source}${r.code}`} className="inline-flex items-center gap-1 rounded bg-slate-100 px-1.5 py-0.5" title={`${r.kind === "OE" ? "Originale" : "Aftermarket"} ${r.source}`}>
          <span className={cn("text-[10px] font-bold", r.kind === "OE" ? "text-brand-700" : "text-slate-700")}>{r.kind}</span>
          <span className="text-slate-600">{r.source}</span>
          <span className="font-mono font-medium text-slate-800">{r.code}</span>
        </span>
      ))}
      {more > 0 ? <span className="text-slate-500">+{more}</span> : null}
    </p>
  );
}

function Suggested({ row, lookups, onAdd, onSearchCode }: Omit<DetailsProps, "state">) {
  const enabled = row.suggested.length > 0;
  const q = useQuery({ ...lookups.suggested(row), enabled });
  if (!enabled) return null;
  const tag = (t: "SOSTITUITO" | "RIGENERATO") => (t === "SOSTITUITO" ? m.suggestedSostituito : m.suggestedRigenerato);
  return (
    <div className="space-y-1" data-testid="suggested-products">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{m.suggestedTitle}</p>
      {q.isSuccess ? (
        <ul className="space-y-1">
          {q.data.slice(0, SUGGESTED_MAX).map((s) => (
            <MiniProductLine key={`${s.precodice}/${s.codice}`} row={s} tag={tag(s.decodingType)} onAdd={onAdd} onSearchCode={onSearchCode} />
          ))}
        </ul>
      ) : (
        <ul className="space-y-1 text-xs text-slate-600">
          {row.suggested.slice(0, SUGGESTED_MAX).map((s) => (
            <li key={`${s.precodice}/${s.codice}`}>
              <span className="font-semibold">{tag(s.decodingType)}</span> {s.precodice} {s.codice} · {s.description}
            </li>
          ))}
          {q.isError ? <li className="text-red-700">{m.suggestedFailed}</li> : null}
        </ul>
      )}
    </div>
  );
}

function Alternatives({ row, lookups, onAdd, onSearchCode }: Omit<DetailsProps, "state">) {
  const q = useQuery({ ...lookups.alternatives(row.codice), enabled: true });
  return (
    <div className="space-y-1" data-testid="alternatives">
      <p className="text-xs font-semibold uppercase tracking-wide text-slate-500">{m.alternativesTitle}</p>
      {q.isPending ? (
        <Pending label={m.searching} block />
      ) : q.isError ? (
        <p className="text-xs font-medium text-red-700">{m.alternativesFailed}</p>
      ) : q.data.length === 0 ? (
        <p className="text-xs font-bold tracking-wide text-slate-700">{m.noAlternatives}</p>
      ) : (
        <ul className="space-y-1">
          {q.data.map((a) => (
            <MiniProductLine key={`${a.precodice}/${a.codice}`} row={a} onAdd={onAdd} onSearchCode={onSearchCode} />
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveryDate({ row, lookups }: Pick<DetailsProps, "row" | "lookups">) {
  const q = useQuery({ ...lookups.deliveryDate(row), enabled: true });
  return (
    <p className="flex items-start gap-1.5 text-xs" data-testid="delivery-date">
      <CalendarClock className="mt-0.5 size-3.5 shrink-0 text-brand-700" aria-hidden />
      {q.isPending ? (
        <span className="text-slate-500">{m.searching}</span>
      ) : q.isError ? (
        <span className="font-medium text-red-700">{m.deliveryDateFailed}</span>
      ) : (
        <span className="font-medium text-slate-800">{q.data.message}</span>
      )}
    </p>
  );
}

/** Lookups the user opened, suggested products and the note field. */
export function RowExtras(props: DetailsProps) {
  const { row, state } = props;
  const noteId = `note-${row.precodice}-${row.codice}`.replace(/[^\w-]/g, "_");
  const hasAny = row.suggested.length > 0 || state.alternativesOpen || state.deliveryOpen || state.noteOpen;
  if (!hasAny) return null;
  return (
    <div className="mt-2 space-y-2">
      {state.deliveryOpen ? <DeliveryDate row={row} lookups={props.lookups} /> : null}
      <Suggested {...props} />
      {state.alternativesOpen ? <Alternatives {...props} /> : null}
      {state.noteOpen ? (
        <div>
          <label htmlFor={noteId} className="sr-only">
            {m.itemNoteFor(`${row.precodice} ${row.codice}`)}
          </label>
          <div className="flex items-center gap-2">
            <input
              id={noteId}
              type="text"
              value={state.note}
              maxLength={ITEM_NOTE_MAX}
              onChange={(e) => state.setNote(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter") {
                  e.preventDefault();
                  void state.add();
                }
              }}
              placeholder={row.requiresVin ? m.itemNoteVinPlaceholder : m.itemNotePlaceholder}
              className="h-9 w-full max-w-xl rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
            />
            <span className="tabular shrink-0 text-xs text-slate-400">
              {state.note.length}/{ITEM_NOTE_MAX}
            </span>
          </div>
        </div>
      ) : null}
    </div>
  );
}
