// Sending the order (spec §4 Send order, §8): pending; success with the order number and a print
// link; warning (not sent, the cart kept, refresh offered); failure (cart kept). The send cannot
// fire twice: a ref guards it before React re-renders the disabled button, and the server makes
// one order per cart and per Idempotency-Key anyway.
import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { Cart, CheckoutResult } from "../../../../shared/contract/cart";
import { cartMessages } from "../../../../shared/messages/cart";
import { cartCheckout, checkoutStatus, forgetSendKey } from "../api/cart-checkout";
import { cartKeys } from "../api/cart-keys";
import { useUpdateCartChanges } from "../api/update-cart-changes";
import { settleCartEditsBeforeSend } from "../api/cart-edits";
import { connectivity } from "../../../offline/connectivity";
import { useSessionSync } from "../../../offline/session-sync";
import { offlineMessages } from "../../../../shared/messages/offline";

export interface SendNotes {
  cartNotes: string;
  cRifOrdCli: string;
}

/**
 * After a send whose answer was lost: the order made with this cart's Idempotency-Key, or null
 * after saying clearly that nothing was sent, or that it cannot be known yet.
 */
async function whatBecameOf(cId: number): Promise<CheckoutResult | null> {
  notify.info(cartMessages.orderCheckingLost);
  try {
    const status = await checkoutStatus(cId);
    if (status.sent && status.order) return status.order;
    notify.error(cartMessages.orderLostNotSent);
  } catch {
    notify.error(cartMessages.orderLostUnknown);
  }
  return null;
}

export function useSendOrder() {
  const qc = useQueryClient();
  const sync = useSessionSync();
  const inFlight = useRef(false);
  const [pending, setPending] = useState(false);
  const [warning, setWarning] = useState<string | null>(null);
  const [sent, setSent] = useState<CheckoutResult | null>(null);
  // The last order sent from this screen: stays visible after its dialog is closed.
  const [lastSent, setLastSent] = useState<CheckoutResult | null>(null);
  const refresh = useUpdateCartChanges();

  const send = useCallback(
    async (cart: Cart, notes: SendNotes): Promise<"sent" | "warning" | "failed" | "busy"> => {
      if (inFlight.current) return "busy";
      inFlight.current = true;
      setPending(true);
      try {
        // Sending needs the network, and the edits still queued offline go out first.
        if (connectivity() === "offline") {
          notify.warning(offlineMessages.sendNeedsNetwork);
          return "failed";
        }
        const edits = await settleCartEditsBeforeSend(sync);
        if (edits !== "ready") {
          notify.warning(edits === "refused" ? offlineMessages.sendAfterRefused : offlineMessages.sendWaitsForEdits);
          return "failed";
        }
        let result: CheckoutResult;
        try {
          result = await cartCheckout({ cId: cart.cId, ...notes });
        } catch (err) {
          // The answer was lost (network, a proxy's 5xx): the order may exist. Ask before saying anything.
          if (!(err instanceof ApiError && (err.isNetwork || err.status >= 500))) throw err;
          const lost = await whatBecameOf(cart.cId);
          if (!lost) return "failed";
          result = lost;
        }
        if (result.hasWarning) {
          setWarning(result.warningMessage ?? "");
          return "warning";
        }
        forgetSendKey(cart.cId);
        // Confirmed once: the dialog (the banner on the screen stays after it is closed).
        setSent(result);
        setLastSent(result);
        return "sent";
      } catch (err) {
        notify.error(`${cartMessages.orderFailed} ${errorMessage(err, "")}`.trim());
        return "failed";
      } finally {
        // Sent: the next cart is a new one; warning: the notes were saved and the lines marked.
        await qc.invalidateQueries({ queryKey: cartKeys.mine() });
        inFlight.current = false;
        setPending(false);
      }
    },
    [qc, sync],
  );

  const refreshCart = useCallback(async () => {
    try {
      await refresh.mutateAsync(undefined);
      setWarning(null);
      notify.success(cartMessages.refreshed);
    } catch {
      notify.error(cartMessages.refreshFailed);
    }
  }, [refresh]);

  return {
    send,
    pending,
    warning,
    closeWarning: () => setWarning(null),
    refreshCart,
    refreshing: refresh.isPending,
    sent,
    lastSent,
    closeSent: () => setSent(null),
  };
}

export type SendOrder = ReturnType<typeof useSendOrder>;
