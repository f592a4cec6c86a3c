import type { ReactNode } from "react";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "../lib/cn";
import { common } from "../../shared/messages/common";

const alertVariants = cva("flex items-start gap-3 rounded-md border px-4 py-3 text-sm", {
  variants: {
    tone: {
      info: "border-sky-200 bg-sky-50 text-sky-900",
      success: "border-emerald-200 bg-emerald-50 text-emerald-900",
      warning: "border-amber-200 bg-amber-50 text-amber-900",
      error: "border-red-200 bg-red-50 text-red-900",
    },
  },
  defaultVariants: { tone: "info" },
});

export interface AlertProps extends VariantProps<typeof alertVariants> {
  children: ReactNode;
  onClose?: () => void;
  className?: string;
}

export function Alert({ tone, children, onClose, className }: AlertProps) {
  return (
    <div role={tone === "error" ? "alert" : "status"} className={cn(alertVariants({ tone }), className)}>
      <div className="flex-1">{children}</div>
      {onClose ? (
        <button type="button" onClick={onClose} className="rounded p-0.5 opacity-70 hover:opacity-100" aria-label={common.close}>
          <X className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
