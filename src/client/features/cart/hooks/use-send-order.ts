// Sending the order (spec §4 Send order, §8): pending; success with the order number and a print
// link; warning (not sent, the cart kept, refresh offered); failure (cart kept). The send cannot
// fire twice: a ref guards it before React re-renders the disabled button, and the server makes
// one order per cart and per Idempotency-Key anyway.
import { useCallback, useRef, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import type { Cart, CheckoutResult } from "../../../../shared/contract/cart";
import { cartMessages } from "../../../../shared/messages/cart";
import { cartCheckout, forgetSendKey } from "../api/cart-checkout";
import { cartKeys } from "../api/cart-keys";
import { useUpdateCartChanges } from "../api/update-cart-changes";
import { settleCartEditsBeforeSend } from "../api/cart-edits";
import { connectivity } from "../../../offline/connectivity";
import { offlineMessages } from "../../../../shared/messages/offline";

export interface SendNotes {
  cartNotes: string;
  cRifOrdCli: string;
}

export function useSendOrder() {
  const qc = useQueryClient();
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
        const edits = await settleCartEditsBeforeSend();
        if (edits !== "ready") {
          notify.warning(edits === "refused" ? offlineMessages.sendAfterRefused : offlineMessages.sendWaitsForEdits);
          return "failed";
        }
        const result = await cartCheckout({ cId: cart.cId, ...notes });
        if (result.hasWarning) {
          setWarning(result.warningMessage ?? "");
          return "warning";
        }
        forgetSendKey(cart.cId);
        setSent(result);
        setLastSent(result);
        notify.success(cartMessages.orderSent);
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
    [qc],
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
