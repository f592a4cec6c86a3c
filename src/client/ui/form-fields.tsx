// Small labelled fields of the forms (back office, customer profile): each carries its error under
// it, tied by aria.
import type { ComponentProps, InputHTMLAttributes, ReactNode } from "react";
import { cn } from "../lib/cn";
import { Checkbox } from "./checkbox";
import { Input } from "./input";
import { FieldError, Label } from "./label";

export const selectClass =
  "h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-base text-slate-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-500";

export interface TextFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  type?: string;
  inputMode?: "numeric" | "email" | "text";
  autoComplete?: string;
  hint?: string;
  onChange: (v: string) => void;
  /** The input's other attributes (min, max, step, className). */
  inputProps?: Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "value" | "onChange" | "type">;
}

export function TextField(props: TextFieldProps) {
  const { id, label, value, error, type = "text", inputMode, autoComplete, hint, onChange, inputProps } = props;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      <Input
        id={id}
        name={id}
        type={type}
        inputMode={inputMode}
        autoComplete={autoComplete ?? "off"}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={Boolean(error)}
        aria-describedby={`${id}-error${hint ? ` ${id}-hint` : ""}`}
        {...inputProps}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (v: string) => void;
  children: ReactNode;
  /** The select's other attributes (ref, className). */
  selectProps?: Omit<ComponentProps<"select">, "id" | "value" | "onChange">;
}

export function SelectField({ id, label, value, error, onChange, children, selectProps }: SelectFieldProps) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id} className="block">
        {label}
      </Label>
      <select id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error)} aria-describedby={`${id}-error`} {...selectProps} className={cn(selectClass, selectProps?.className)}>
        {children}
      </select>
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </div>
  );
}

export function CheckField({ id, label, checked, onChange, labelClassName }: { id: string; label: string; checked: boolean; onChange: (v: boolean) => void; labelClassName?: string }) {
  return (
    <div className="flex min-h-10 items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={onChange} />
      <Label htmlFor={id} className={labelClassName}>
        {label}
      </Label>
    </div>
  );
}
