// The cart's product table (spec §2 Cart page): the product rows at today's price with editable
// quantity and item note, and removal. A table from tablet width up; cards on phones.
import { useEffect, useId, useRef, useState, type InputHTMLAttributes, type KeyboardEvent } from "react";
import { AlertTriangle, Trash2 } from "lucide-react";
import type { CartViewLine } from "../api/cart-edits";
import { cartMessages } from "../../../../shared/messages/cart";
import { searchMessages } from "../../../../shared/messages/search";
import { formatEuro } from "../../../../shared/rules/money";
import { LineDeposit } from "../../../components/deposit-amount";
import { quantityRuleFor, resolveQuantityInput, validateQuantity } from "../../../../shared/rules/quantity-rule";
import { availabilityIcon } from "../../../../shared/rules/availability";
import { ITEM_NOTE_MAX } from "../../../../shared/rules/limits";
import { Input } from "../../../ui/input";
import { Button } from "../../../ui/button";
import { AvailabilityDot } from "../../../components/product-table/availability";
import { cn } from "../../../lib/cn";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { useSetCartQuantity } from "../api/set-cart-quantity";
import { useUpdateNoteCliente } from "../api/update-note-cliente";
import { useRemoveFromCart } from "../api/remove-from-cart";
import { PendingMarker } from "../../../components/pending-marker";
import { offlineMessages } from "../../../../shared/messages/offline";
import { draftFields } from "../../../offline/drafts";
import { useNoteDraft } from "../hooks/use-note-draft";
import { LinePromise } from "./line-promise";
import { useNow } from "../../../lib/use-now";
import { TableHeader, type HeaderCell } from "../../../ui/table";
import { ShowMore, useFirstRows } from "../../../ui/show-more";
import { common } from "../../../../shared/messages/common";

const headerCells: HeaderCell[] = [
  { label: "Articolo", className: "px-3" }, { label: "Listino", className: "px-2 text-right" }, { label: "Sconto", className: "px-2 text-right" },
  { label: "Netto", className: "px-2 text-right" }, { label: "Disp.", className: "px-2 text-center" }, { label: "Quantità", className: "px-2" },
  { label: "Totale", className: "px-2 text-right" }, { label: "Nota articolo", className: "px-2" }, { label: "Azioni", className: "px-2", srOnly: true },
];

const lineKey = (l: CartViewLine) => `${l.precodice}/${l.codice}`;

/** `cId`: the cart's id (the line notes' drafts belong to this cart). */
export function CartLines({ lines, cId }: { lines: CartViewLine[]; cId: number }) {
  const now = useNow(60_000);
  const { shown, left, next, showMore } = useFirstRows(lines);
  return (
    <div className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <table className="w-full border-collapse text-sm" data-testid="cart-lines">
        <TableHeader className="hidden bg-slate-50 text-left text-xs font-semibold uppercase tracking-wide text-slate-500 md:table-header-group" cellClassName="py-2" cells={headerCells} />
        <tbody>
          {shown.map((line) => (
            <CartLineRow key={lineKey(line)} line={line} cId={cId} now={now} />
          ))}
        </tbody>
      </table>
      <ShowMore left={left} label={common.moreRows(next, left)} onClick={showMore} />
    </div>
  );
}

function Availability({ line }: { line: CartViewLine }) {
  const label = line.disp === null ? "Disponibilità non nota" : `Disponibili ${line.disp}${line.availabilityWarehouse ? ` (${line.availabilityWarehouse})` : ""}`;
  return (
    <span className="inline-flex items-center gap-1.5" title={label}>
      <AvailabilityDot icon={availabilityIcon(line.disp, line.qntRichiesta)} />
      <span className="tabular-nums text-xs text-slate-600">{line.disp ?? "—"}</span>
    </span>
  );
}

/** A line's field: saved on Enter and when left; Escape puts back what the cart holds. */
function CommitInput({ commit, revert, saving, ...input }: InputHTMLAttributes<HTMLInputElement> & { commit: () => void; revert: () => void; saving: boolean }) {
  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "Enter") {
      e.preventDefault();
      commit();
    }
    if (e.key === "Escape") revert();
  }
  return <Input {...input} onBlur={commit} onKeyDown={onKeyDown} aria-busy={saving || undefined} />;
}

function CartLineRow({ line, cId, now }: { line: CartViewLine; cId: number; now: Date }) {
  const id = useId();
  const rule = quantityRuleFor(line.precodice, line.codice);
  const [qty, setQty] = useState(String(line.qntRichiesta));
  // The note being typed survives a reload of the tab (drafts: issue 16 item 17).
  const { note, setNote, reset: resetNote } = useNoteDraft(draftFields.lineNote(cId, line.precodice, line.codice), line.noteCliente);
  const setQuantity = useSetCartQuantity();
  const updateNote = useUpdateNoteCliente();
  const remove = useRemoveFromCart();

  // The server's answer is the truth when the field is untouched: a new cart (a refetch after the
  // page load, another tab, a queued edit applied) replaces the quantity shown, but never a value
  // the user is typing (it would be lost, and Enter would then send nothing).
  const shown = useRef(line.qntRichiesta);
  const sent = useRef<number | null>(null);
  useEffect(() => {
    const before = shown.current;
    shown.current = line.qntRichiesta;
    setQty((typed) => (typed.trim() === String(before) ? String(line.qntRichiesta) : typed));
  }, [line.qntRichiesta]);

  function commitQty() {
    if (qty.trim() === String(line.qntRichiesta)) return;
    // The same value again while it is on its way (Enter, then the blur that follows): once is enough.
    if (setQuantity.isPending && qty.trim() === String(sent.current)) return;
    // A pack-size product rounds up to the next whole pack and says so, as in the search (issue 16 item 2).
    const resolved = resolveQuantityInput(line.precodice, line.codice, qty);
    const rounding = resolved.notice;
    const check = validateQuantity(line.precodice, line.codice, rounding ? resolved.qty : qty);
    if (!check.ok) {
      notify.error(`${cartMessages.updateFailed}: ${check.message}`);
      setQty(String(line.qntRichiesta));
      return;
    }
    setQty(String(check.qty));
    if (check.qty === line.qntRichiesta) {
      if (rounding) notify.info(rounding);
      return;
    }
    // Edits go through the outbox in order: a new value typed while the previous one is on its way
    // follows it (the last one wins), it is not dropped.
    sent.current = check.qty;
    setQuantity.mutate(
      { precodice: line.precodice, codice: line.codice, qty: check.qty, noteCliente: line.noteCliente },
      {
        onSuccess: (r) => (r.queued ? notify.success(offlineMessages.edited) : rounding ? notify.info(rounding) : notify.success(cartMessages.updated)),
        onError: (err) => {
          notify.error(`${cartMessages.updateFailed}: ${errorMessage(err, "")}`);
          setQty(String(line.qntRichiesta));
        },
      },
    );
  }

  function commitNote() {
    if (note === line.noteCliente || updateNote.isPending) return;
    updateNote.mutate(
      { precodice: line.precodice, codice: line.codice, noteCliente: note },
      {
        onSuccess: (r) => notify.success(r.queued ? offlineMessages.edited : cartMessages.updated),
        onError: (err) => {
          notify.error(`${cartMessages.itemNoteFailed}: ${errorMessage(err, "")}`);
          resetNote();
        },
      },
    );
  }

  function revert() {
    setQty(String(line.qntRichiesta));
    resetNote();
  }

  function onRemove() {
    remove.mutate(line, {
      onSuccess: (r) => notify.success(r.queued ? offlineMessages.edited : cartMessages.removed),
      onError: (err) => notify.error(`${cartMessages.updateFailed}: ${errorMessage(err, "")}`),
    });
  }

  const busy = remove.isPending;
  return (
    <tr
      className={cn("grid grid-cols-[1fr_auto] gap-x-3 gap-y-2 border-t border-slate-100 p-3 first:border-t-0 md:table-row md:p-0", line.variazione && "bg-amber-50/60", busy && "opacity-50")}
      data-testid="cart-line"
      data-code={lineKey(line)}
    >
      <td className="col-span-2 md:px-3 md:py-2.5 md:align-top">
        <div className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-mono text-xs text-slate-500">{line.precodice}</span>
          <span className="whitespace-nowrap font-mono text-[15px] font-semibold text-slate-900">{line.codice}</span>
          {line.brand ? <span className="text-xs font-medium uppercase text-slate-500">{line.brand}</span> : null}
        </div>
        <p className="text-slate-700">{line.description}</p>
        <LinePromise line={line} now={now} />
        {line.pending ? <PendingMarker className="mt-1" /> : null}
        {line.variazione ? (
          <p className="mt-1 flex items-start gap-1 text-xs font-medium text-amber-800" data-testid="line-change">
            <AlertTriangle className="mt-px size-3.5 shrink-0" aria-hidden />
            {line.variazione}
          </p>
        ) : null}
        {!line.orderable ? <p className="mt-1 text-xs font-medium text-red-700">Prodotto non ordinabile</p> : null}
      </td>
      <td className="hidden whitespace-nowrap text-right text-[15px] tabular-nums text-slate-500 md:table-cell md:px-2 md:py-2.5 md:align-top">{formatEuro(line.listino)}</td>
      <td className="hidden text-right tabular-nums text-slate-500 md:table-cell md:px-2 md:py-2.5 md:align-top">{line.sconto || "—"}</td>
      <td className="col-span-2 text-sm text-slate-600 md:col-span-1 md:table-cell md:px-2 md:py-2.5 md:text-right md:align-top md:tabular-nums md:text-slate-900">
        <span className="md:hidden">
          Listino {formatEuro(line.listino)}
          {line.sconto ? ` · sconto ${line.sconto}` : ""} · netto{" "}
        </span>
        <span className="whitespace-nowrap font-medium md:text-[15px]">{formatEuro(line.netto)}</span>
      </td>
      <td className="hidden md:table-cell md:px-2 md:py-2.5 md:text-center md:align-top">
        <Availability line={line} />
      </td>
      <td className="md:px-2 md:py-1.5 md:align-top">
        <label htmlFor={`${id}-qty`} className="sr-only">
          Quantità {line.codice}
        </label>
        <div className="flex items-center gap-2">
          {/* Text with a numeric keyboard, its value selected on focus, as the search's quantity: a
              counter who taps the field and types 7 gets 7, not 187 (the rule is checked on commit). */}
          <CommitInput
            id={`${id}-qty`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="done"
            title={rule.step > 1 ? searchMessages.quantityStep(rule.step) : undefined}
            value={qty}
            onChange={(e) => setQty(e.target.value)}
            onFocus={(e) => e.currentTarget.select()}
            commit={commitQty}
            revert={revert}
            saving={setQuantity.isPending}
            disabled={busy}
            className="h-10 w-20 text-right tabular-nums"
            data-testid="line-qty"
          />
          <span className="md:hidden">
            <Availability line={line} />
          </span>
        </div>
      </td>
      <td className="self-center whitespace-nowrap text-right text-[15px] font-semibold tabular-nums text-slate-900 md:table-cell md:px-2 md:py-2.5 md:align-top" data-testid="line-total">
        {formatEuro(line.totaleRiga)}
        <LineDeposit unit={line.prezzoCauzione} total={line.totaleCauzione} />
      </td>
      <td className="md:px-2 md:py-1.5 md:align-top">
        <label htmlFor={`${id}-note`} className="sr-only">
          Nota articolo {line.codice}
        </label>
        <CommitInput id={`${id}-note`} value={note} maxLength={ITEM_NOTE_MAX} placeholder="Nota articolo" onChange={(e) => setNote(e.target.value)} commit={commitNote} revert={revert} saving={updateNote.isPending} disabled={busy} className="h-10 md:min-w-40" data-testid="line-note" />
      </td>
      <td className="flex justify-end md:table-cell md:px-2 md:py-1.5 md:align-top">
        <Button variant="ghost" size="icon" onClick={onRemove} pending={busy} aria-label={`${cartMessages.remove} ${line.precodice} ${line.codice}`} title={cartMessages.remove}>
          {busy ? null : <Trash2 className="text-red-600" aria-hidden />}
        </Button>
      </td>
    </tr>
  );
}
