// The day of the reports: previous/next arrows and the day as DD/MM/YYYY (typed, or chosen in the
// phone's own date picker through the calendar button). Thumb-sized targets.
import { useEffect, useRef, useState, type FormEvent } from "react";
import { CalendarDays, ChevronLeft, ChevronRight } from "lucide-react";
import { visitMessages as m } from "../../../../shared/messages/visits";
import { isoToItalianDay, italianDayToIso, shiftDay } from "../../../../shared/rules/visits";
import { Button } from "../../../ui/button";
import { Input } from "../../../ui/input";
import { FieldError } from "../../../ui/label";

export function DayNav({ day, today, onChange }: { day: string; today: string; onChange: (day: string) => void }) {
  const [text, setText] = useState(isoToItalianDay(day));
  const [error, setError] = useState<string | null>(null);
  const picker = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setText(isoToItalianDay(day));
    setError(null);
  }, [day]);

  function commit(e?: FormEvent) {
    e?.preventDefault();
    const iso = italianDayToIso(text);
    if (!iso) {
      setError(m.dayInvalid);
      return;
    }
    setError(null);
    if (iso !== day) onChange(iso);
  }

  function openPicker() {
    const el = picker.current;
    if (!el) return;
    try {
      el.showPicker();
    } catch {
      el.focus();
    }
  }

  return (
    <form onSubmit={commit} className="space-y-1" aria-label={m.dayLabel}>
      <div className="flex items-center gap-2">
        <Button variant="outline" size="icon" className="size-12 shrink-0" aria-label={m.previousDay} onClick={() => onChange(shiftDay(day, -1))}>
          <ChevronLeft className="!size-6" aria-hidden />
        </Button>
        <div className="relative min-w-0 flex-1">
          <label htmlFor="visit-day" className="sr-only">
            {m.dayLabel}
          </label>
          <Input
            id="visit-day"
            inputMode="numeric"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onBlur={() => commit()}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "visit-day-error" : undefined}
            className="h-12 pr-12 text-center text-lg font-semibold tabular-nums"
          />
          <button
            type="button"
            onClick={openPicker}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            aria-label={m.dayLabel}
          >
            <CalendarDays className="size-5" aria-hidden />
          </button>
          <input
            ref={picker}
            type="date"
            tabIndex={-1}
            aria-hidden
            className="pointer-events-none absolute bottom-0 right-0 h-0 w-0 opacity-0"
            value={day}
            onChange={(e) => e.target.value && onChange(e.target.value)}
          />
        </div>
        <Button variant="outline" size="icon" className="size-12 shrink-0" aria-label={m.nextDay} onClick={() => onChange(shiftDay(day, 1))}>
          <ChevronRight className="!size-6" aria-hidden />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2">
        <FieldError id="visit-day-error">{error}</FieldError>
        {day !== today ? (
          <Button variant="link" size="sm" className="ml-auto h-9" onClick={() => onChange(today)}>
            {m.today}
          </Button>
        ) : null}
      </div>
    </form>
  );
}
