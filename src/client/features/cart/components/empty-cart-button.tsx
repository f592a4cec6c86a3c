import { useState } from "react";
import { Trash2 } from "lucide-react";
import { Button, type ButtonProps } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { cartMessages } from "../../../../shared/messages/cart";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { useCloseCart } from "../api/close-cart";

/** Empties the cart after a confirmation: nothing a workshop typed is lost by a stray click. */
export function EmptyCartButton({ disabled, ...props }: Omit<ButtonProps, "onClick">) {
  const [open, setOpen] = useState(false);
  const close = useCloseCart();
  async function confirm() {
    try {
      await close.mutateAsync(undefined);
      notify.success(cartMessages.emptied);
      setOpen(false);
    } catch (err) {
      notify.error(`${cartMessages.updateFailed}: ${errorMessage(err, "")}`);
    }
  }
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled} {...props}>
        <Trash2 aria-hidden /> {cartMessages.emptyCart}
      </Button>
      <Dialog open={open} onOpenChange={(o) => (!close.isPending ? setOpen(o) : undefined)}>
        <DialogContent>
          <DialogHeader title={cartMessages.emptyConfirmTitle} description={cartMessages.emptyConfirmText} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={close.isPending}>
              {cartMessages.cancel}
            </Button>
            <Button variant="danger" onClick={() => void confirm()} pending={close.isPending}>
              {cartMessages.emptyConfirm}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
