// Dialog parts in shadcn/ui's style over Radix (focus trap, Escape, aria-labelledby/-describedby,
// focus back to the opener): compose `Dialog` › `DialogContent` › `DialogHeader` (`DialogTitle`,
// `DialogDescription`, or its `title`/`description` shorthand) › body › `DialogFooter` (`DialogClose`
// for the cancel). Three layouts: a centred box, full screen on phones (the camera scan), a
// non-modal corner panel (the promo popup).
// A closed dialog mounts nothing of its content: Radix's Portal keeps a Presence per part even when
// closed, and each one dispatches a state update from a layout effect as it mounts. An update there
// is synchronous: React then runs every pending effect of the whole commit inside it, one long task
// for each screen with dialogs (issue 22, Lighthouse's Total Blocking Time; BENCHMARKS.md, session 55).
import { createContext, forwardRef, useContext, type ComponentPropsWithoutRef, type HTMLAttributes, type ReactNode, type RefObject } from "react";
import { Dialog as RadixDialog } from "radix-ui";
import { cva, type VariantProps } from "class-variance-authority";
import { X } from "lucide-react";
import { cn } from "../lib/cn";
import { common } from "../../shared/messages/common";

const DialogOpen = createContext(false);

/** Radix's Root, always controlled: `DialogContent` mounts only while `open`. */
export function Dialog({ open, ...props }: Omit<ComponentPropsWithoutRef<typeof RadixDialog.Root>, "open" | "defaultOpen"> & { open: boolean }) {
  return (
    <DialogOpen.Provider value={open}>
      <RadixDialog.Root open={open} {...props} />
    </DialogOpen.Provider>
  );
}
export const DialogClose = RadixDialog.Close;

const contentVariants = cva("fixed z-50 bg-white focus:outline-none", {
  variants: {
    layout: {
      center: "left-1/2 top-1/2 w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 rounded-lg p-5 shadow-xl",
      "phone-full":
        "inset-0 flex flex-col gap-3 overflow-y-auto p-4 shadow-xl sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[calc(100%-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:p-5",
      corner: "inset-x-2 bottom-2 z-40 overflow-hidden rounded-xl border border-slate-200 shadow-2xl sm:inset-x-auto sm:bottom-4 sm:right-4 sm:w-[26rem]",
    },
  },
  defaultVariants: { layout: "center" },
});

export interface DialogContentProps extends ComponentPropsWithoutRef<typeof RadixDialog.Content>, VariantProps<typeof contentVariants> {
  /** The element that gets the focus when the dialog opens (its primary action); default: the first control. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The × in the corner (default on; first in the tab order, as the focus trap starts there); a layout that places its own close passes false. */
  closeButton?: boolean;
}

export const DialogContent = forwardRef<HTMLDivElement, DialogContentProps>(function DialogContent(
  { layout, initialFocus, closeButton = true, className, children, onOpenAutoFocus, ...props },
  ref,
) {
  if (!useContext(DialogOpen)) return null;
  return (
    <RadixDialog.Portal>
      {layout === "corner" ? null : <RadixDialog.Overlay className={cn("fixed inset-0 z-40", layout === "phone-full" ? "bg-slate-900/60" : "bg-slate-900/50")} />}
      <RadixDialog.Content
        ref={ref}
        onOpenAutoFocus={(e) => {
          onOpenAutoFocus?.(e);
          if (e.defaultPrevented || !initialFocus?.current) return;
          e.preventDefault();
          initialFocus.current.focus();
        }}
        className={cn(contentVariants({ layout }), className)}
        {...props}
      >
        {closeButton ? (
          <RadixDialog.Close
            className={cn(
              "absolute rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500",
              layout === "phone-full" ? "right-3 top-3 inline-flex size-11 items-center justify-center sm:right-4 sm:top-4" : "right-4 top-4 p-1",
            )}
            aria-label={common.close}
          >
            <X className={layout === "phone-full" ? "size-6" : "size-5"} aria-hidden />
          </RadixDialog.Close>
        ) : null}
        {children}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
});

/** Title and description at the top, clear of the × in the corner: given as `title` and
 * `description`, or composed as children (DialogTitle, DialogDescription) when they need more. */
export function DialogHeader({ title, description, className, children, ...props }: Omit<HTMLAttributes<HTMLDivElement>, "title"> & { title?: ReactNode; description?: ReactNode }) {
  return (
    <div className={cn("mb-3 space-y-3 pr-10", className)} {...props}>
      {title !== undefined ? <DialogTitle>{title}</DialogTitle> : null}
      {description !== undefined ? <DialogDescription>{description}</DialogDescription> : null}
      {children}
    </div>
  );
}

export const DialogTitle = forwardRef<HTMLHeadingElement, ComponentPropsWithoutRef<typeof RadixDialog.Title>>(function DialogTitle({ className, ...props }, ref) {
  return <RadixDialog.Title ref={ref} className={cn("text-lg font-semibold text-slate-900", className)} {...props} />;
});

export const DialogDescription = forwardRef<HTMLParagraphElement, ComponentPropsWithoutRef<typeof RadixDialog.Description>>(function DialogDescription(
  { className, ...props },
  ref,
) {
  return <RadixDialog.Description ref={ref} className={cn("text-sm text-slate-600", className)} {...props} />;
});

/** The actions, right-aligned; the cancel is a `DialogClose asChild` around an outline button. */
export function DialogFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("mt-5 flex flex-wrap justify-end gap-2", className)} {...props} />;
}
