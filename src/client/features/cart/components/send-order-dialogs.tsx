import { useRef, type RefObject } from "react";
import { Link } from "react-router-dom";
import { CheckCircle2, Printer } from "lucide-react";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { Button, buttonVariants } from "../../../ui/button";
import { cartMessages } from "../../../../shared/messages/cart";
import { sentOrderLabel } from "../../../../shared/messages/orders";
import { orderPdfUrl } from "../api/cart-checkout";
import type { SendOrder } from "../hooks/use-send-order";
import { cn } from "../../../lib/cn";
import { OrderPromises } from "./order-promises";

/** The warning dialog ('Ordine non inviato') and the confirmation of a sent order. */
export function SendOrderDialogs({ order }: { order: SendOrder }) {
  // The sent confirmation opens on its primary action (print the order, else the order list).
  const primary = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <Dialog open={order.warning !== null} onOpenChange={(open) => (!open && !order.refreshing ? order.closeWarning() : undefined)}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader title={cartMessages.orderNotSentTitle} />
          <p className="whitespace-pre-line rounded-md border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950" data-testid="send-warning">
            {order.warning}
          </p>
          <DialogFooter>
            <Button variant="outline" onClick={order.closeWarning} disabled={order.refreshing}>
              {cartMessages.closeWithoutChanges}
            </Button>
            <Button onClick={() => void order.refreshCart()} pending={order.refreshing}>
              {cartMessages.refreshCart}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <Dialog open={order.sent !== null} onOpenChange={(open) => (!open ? order.closeSent() : undefined)}>
        <DialogContent initialFocus={primary} aria-describedby={undefined}>
          <DialogHeader title={cartMessages.orderSent} />
          {order.sent ? <SentOrder result={order.sent} onClose={order.closeSent} primary={primary} /> : null}
        </DialogContent>
      </Dialog>
    </>
  );
}

function SentOrder({ result, onClose, primary }: { result: NonNullable<SendOrder["sent"]>; onClose: () => void; primary: RefObject<HTMLAnchorElement | null> }) {
  const pdf = orderPdfUrl(result);
  const number = sentOrderLabel(result);
  return (
    <div className="space-y-4" data-testid="order-sent">
      <div className="flex items-center gap-3 rounded-md bg-emerald-50 px-3 py-3 text-emerald-900">
        <CheckCircle2 className="size-6 shrink-0 text-emerald-600" aria-hidden />
        {number ? (
          <p className="text-sm">
            {cartMessages.orderNumber("")}
            <span className="font-mono text-lg font-semibold" data-testid="order-number">
              {number}
            </span>
          </p>
        ) : (
          <p className="text-sm">{cartMessages.orderNumberPending}</p>
        )}
      </div>
      <OrderPromises result={result} />
      <DialogFooter className="mt-0">
        <Link to="/orderList" className={buttonVariants({ variant: "outline" })} onClick={onClose} ref={pdf ? undefined : primary} data-primary={pdf ? undefined : ""}>
          {cartMessages.goToOrders}
        </Link>
        {pdf ? (
          <a href={pdf} target="_blank" rel="noopener" className={cn(buttonVariants({ variant: "primary" }))} ref={primary} data-primary="">
            <Printer aria-hidden /> {cartMessages.printOrder}
          </a>
        ) : null}
      </DialogFooter>
    </div>
  );
}
