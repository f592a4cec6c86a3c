// Small pieces the returns screens share: the status badge with its fixed colour, the overdue
// mark, the year selector, the "Nuovo Reso" action, the dialogs' footer and the collapsible
// explanation (help text).
import { useState } from "react";
import { Link } from "react-router-dom";
import { AlertTriangle, Plus } from "lucide-react";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { returnYears, STATUS_COLOURS, type ReturnStatus } from "../../../../shared/rules/returns";
import { Button, buttonVariants } from "../../../ui/button";
import { DialogFooter } from "../../../ui/dialog";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { useSession } from "../../../lib/session";

export function StatusBadge({ status }: { status: ReturnStatus }) {
  const c = STATUS_COLOURS[status];
  return (
    <span className="inline-flex whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold" style={{ backgroundColor: c.bg, color: c.fg }} data-testid="return-status">
      {status}
    </span>
  );
}

export function OverdueMark() {
  return (
    <span className="inline-flex items-center text-red-700" title={m.overdue} data-testid="return-overdue">
      <AlertTriangle className="size-4" aria-hidden />
      <span className="sr-only">{m.overdue}</span>
    </span>
  );
}

/** "Nuovo Reso": a customer's (or staff acting for one) only. */
export function NewReturnLink() {
  const { user } = useSession();
  if (user?.idCliente == null) return null;
  return (
    <Link to="/nuovoReso" className={buttonVariants({ variant: "accent" })}>
      <Plus aria-hidden /> {m.newReturn}
    </Link>
  );
}

/** The returns dialogs' "Annulla" and "Invia". */
export function SendFooter({ onCancel, onSend, pending, testId }: { onCancel: () => void; onSend: () => void; pending: boolean; testId: string }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel}>
        {m.cancel}
      </Button>
      <Button onClick={onSend} pending={pending} data-testid={testId}>
        {m.send}
      </Button>
    </DialogFooter>
  );
}

export function YearSelect({ value, onChange }: { value: number; onChange: (year: number) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-slate-700">
      {m.year}
      <select
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
        className="h-10 rounded-md border border-slate-300 bg-white px-2 text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30"
        data-testid="returns-year"
      >
        {returnYears(new Date().getFullYear()).map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </label>
  );
}

export function ReturnsHelp() {
  const [open, setOpen] = useState(false);
  return (
    <CollapsiblePanel open={open} onOpenChange={setOpen} title={m.helpTitle} className="mt-4">
      <div className="space-y-2 text-sm text-slate-700">
        {m.help.map((p) => (
          <p key={p}>{p}</p>
        ))}
      </div>
    </CollapsiblePanel>
  );
}

export const currentYear = (): number => new Date().getFullYear();
