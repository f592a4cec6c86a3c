// A text filter of a list: the magnifier inside the field, the label for screen readers only (the
// placeholder says what to type).
import type { InputHTMLAttributes } from "react";
import { Search } from "lucide-react";
import { Input } from "../ui/input";

export interface SearchFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "type"> {
  id: string;
  label: string;
  /** The wrapper's width in its row (flex-1, min-w-…). */
  wrapperClassName: string;
}

export function SearchField({ id, label, wrapperClassName, ...input }: SearchFieldProps) {
  return (
    <div className={`relative ${wrapperClassName}`}>
      <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" aria-hidden />
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Input id={id} type="search" {...input} />
    </div>
  );
}
