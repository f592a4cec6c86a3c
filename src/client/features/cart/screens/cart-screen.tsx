// /cart (spec §2 Cart page): cart id, total, article count, total quantity, the product table,
// the urgent flag, order reference, note for operators, save notes, empty cart, send order.
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router-dom";
import { CheckCircle2, Printer, Save, Search, Send, ShoppingCart, WifiOff } from "lucide-react";
import { PageTitle } from "../../../ui/page-title";
import { Button, buttonVariants } from "../../../ui/button";
import { Card, CardContent } from "../../../ui/card";
import { Alert } from "../../../ui/alert";
import { QueryError } from "../../../components/query-error";
import { Spinner } from "../../../ui/spinner";
import { sentOrderLabel } from "../../../../shared/messages/orders";
import { cartMessages } from "../../../../shared/messages/cart";
import { common } from "../../../../shared/messages/common";
import { formatEuro } from "../../../../shared/rules/money";
import { totalWithDeposits } from "../../../../shared/rules/cart";
import { depositMessages } from "../../../../shared/messages/deposits";
import { errorMessage } from "../../../lib/api-client";
import { useIsOffline } from "../../../offline/connectivity";
import { PendingMarker } from "../../../components/pending-marker";
import { offlineMessages } from "../../../../shared/messages/offline";
import { useMyCart } from "../api/my-cart";
import { orderPdfUrl } from "../api/cart-checkout";
import { useSendOrder } from "../hooks/use-send-order";
import { useCartNotesDraft } from "../hooks/use-cart-notes-draft";
import { CartLines } from "../components/cart-lines";
import { CartNotesFields } from "../components/cart-notes-fields";
import { UrgentCheckbox } from "../components/urgent-checkbox";
import { EmptyCartButton } from "../components/empty-cart-button";
import { SendOrderDialogs } from "../components/send-order-dialogs";
import { SHORTCUT_KEYS, useShortcut } from "../../../lib/shortcuts";
import { Kbd } from "../../../ui/kbd";

export function CartScreen() {
  // Staff acting for nobody never get here: the route asks them to choose a customer (app/route-access.ts).
  const query = useMyCart();
  const cart = query.data;
  const notes = useCartNotesDraft(cart);
  const order = useSendOrder();
  // Sending needs the network (issue 6): offline the button is disabled and says why.
  const offline = useIsOffline();
  // F9 brings the keyboard to "Invia ordine" (Enter then sends): a key alone never sends an order.
  // The button may not be usable yet (F9 pressed on another page: the cart shown is the stored copy
  // until the server's answer, or a send is under way): the keyboard goes there once it is.
  const sendRef = useRef<HTMLButtonElement>(null);
  const [sendAsked, setSendAsked] = useState(false);
  useShortcut("send", () => setSendAsked(true), Boolean(cart));
  const canSend = Boolean(cart && cart.productsList.length > 0) && !offline && !order.pending;
  useEffect(() => {
    if (!sendAsked || !canSend || !sendRef.current) return;
    setSendAsked(false);
    sendRef.current.scrollIntoView({ block: "center" });
    sendRef.current.focus();
  }, [sendAsked, canSend]);

  if (!cart) {
    return (
      <>
        <PageTitle>{cartMessages.title}</PageTitle>
        {query.isError ? (
          <QueryError message={`${cartMessages.loadFailed}: ${errorMessage(query.error, "")}`} query={query} />
        ) : (
          <Spinner />
        )}
      </>
    );
  }

  const empty = cart.productsList.length === 0;
  const busy = order.pending;
  const send = async () => {
    // The notes travel with the send and are the cart's from then on (unless the send failed).
    const outcome = await order.send(cart, notes.draft);
    if (outcome === "sent" || outcome === "warning") notes.markClean();
  };

  return (
    <div data-testid="cart-screen">
      <PageTitle
        actions={
          <span className="text-sm text-slate-500" data-testid="cart-id">
            {cartMessages.cartId} <span className="font-mono font-semibold text-slate-800">{cart.cId}</span>
          </span>
        }
      >
        {cartMessages.title}
      </PageTitle>

      {/* The send is confirmed once: by its dialog; this banner stays once the dialog is closed. */}
      {order.lastSent && !order.sent ? <LastOrder result={order.lastSent} /> : null}
      {query.isError ? <Alert tone="warning" className="mb-3">{cartMessages.loadFailed}</Alert> : null}

      <dl className={`mb-4 grid gap-2 sm:gap-3 ${cart.depositTotal > 0 ? "grid-cols-2 sm:grid-cols-4" : "grid-cols-3"}`} data-testid="cart-summary">
        <Figure label={cartMessages.total} value={formatEuro(cart.netTotal)} hint={cartMessages.vatExcluded} testId="cart-net-total" strong />
        {/* Deposits are their own amount, never in the net total (refunded when the old part comes back). */}
        {cart.depositTotal > 0 ? (
          <Figure
            label={depositMessages.depositTotal}
            value={formatEuro(cart.depositTotal)}
            hint={`${depositMessages.totalWithDeposits} ${formatEuro(totalWithDeposits(cart.netTotal, cart.depositTotal))}`}
            testId="cart-deposit-total"
          />
        ) : null}
        <Figure label={cartMessages.articles} value={String(cart.totaliArticoli)} testId="cart-articles-count" />
        <Figure label={cartMessages.quantity} value={String(cart.totaliQuantita)} testId="cart-quantity" />
      </dl>

      {empty ? (
        <Card className="mb-4">
          <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
            <ShoppingCart className="size-10 text-slate-300" aria-hidden />
            <p className="text-base font-semibold text-slate-800">{cartMessages.emptyTitle}</p>
            <p className="max-w-md text-sm text-slate-600">{cartMessages.emptyText}</p>
            <Link to="/home" className={buttonVariants({ variant: "primary" })}>
              <Search aria-hidden /> {cartMessages.goSearch}
            </Link>
          </CardContent>
        </Card>
      ) : (
        <div className="mb-4">
          <CartLines lines={cart.productsList} cId={cart.cId} />
        </div>
      )}

      {empty ? null : (
        <Card>
          <CardContent className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.4fr)]">
            <div className="space-y-3">
              <UrgentCheckbox checked={cart.priorityOrder} disabled={empty || busy} />
              <p className="text-xs text-slate-500">{common.vatExcluded}</p>
            </div>
            <div className="space-y-3">
              {cart.pendingNotes ? <PendingMarker /> : null}
              <CartNotesFields value={notes.draft} onChange={notes.change} disabled={busy} />
            </div>
          </CardContent>
          <div className="flex flex-col-reverse gap-2 border-t border-slate-100 px-4 py-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-end">
            <EmptyCartButton disabled={empty || busy} />
            <Button variant="outline" onClick={() => void notes.saveNotes()} pending={notes.saving} disabled={busy}>
              {notes.saving ? null : <Save aria-hidden />} {cartMessages.saveNotes}
            </Button>
            {offline ? (
              <p className="flex items-center gap-1.5 text-sm font-medium text-amber-800 sm:mr-auto" id="send-offline-hint" data-testid="send-offline-hint">
                <WifiOff className="size-4 shrink-0" aria-hidden /> {offlineMessages.sendNeedsNetwork}
              </p>
            ) : null}
            <Button
              variant="accent"
              size="lg"
              onClick={() => void send()}
              pending={busy}
              disabled={empty || offline}
              title={offline ? offlineMessages.sendNeedsNetwork : undefined}
              aria-describedby={offline ? "send-offline-hint" : undefined}
              data-testid="send-order"
              ref={sendRef}
              aria-keyshortcuts={SHORTCUT_KEYS.send}
            >
              {busy ? null : <Send aria-hidden />} {busy ? cartMessages.sending : cartMessages.sendOrder}
              {busy ? null : <Kbd>{SHORTCUT_KEYS.send}</Kbd>}
            </Button>
          </div>
        </Card>
      )}

      <SendOrderDialogs order={order} />
    </div>
  );
}

function Figure({ label, value, hint, testId, strong }: { label: string; value: string; hint?: string; testId: string; strong?: boolean }) {
  return (
    <div className="rounded-lg border border-slate-200 bg-white px-3 py-2.5 shadow-sm sm:px-4">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className={strong ? "text-lg font-bold tabular-nums text-brand-800 sm:text-2xl" : "text-lg font-semibold tabular-nums text-slate-900 sm:text-2xl"} data-testid={testId}>
        {value}
      </dd>
      {hint ? <dd className="hidden text-xs text-slate-500 sm:block">{hint}</dd> : null}
    </div>
  );
}

/** After a send, the number stays on screen with its print link (the dialog may be closed). */
function LastOrder({ result }: { result: NonNullable<ReturnType<typeof useSendOrder>["sent"]> }) {
  const pdf = orderPdfUrl(result);
  return (
    <Alert tone="success" className="mb-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <span className="flex items-center gap-2 font-semibold">
          <CheckCircle2 className="size-4" aria-hidden /> {cartMessages.orderSent}
        </span>
        <span data-testid="last-order-number">{sentOrderLabel(result) ? cartMessages.orderNumber(sentOrderLabel(result)!) : cartMessages.orderNumberPending}</span>
        {pdf ? (
          <a href={pdf} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-medium underline underline-offset-2">
            <Printer className="size-4" aria-hidden /> {cartMessages.printOrder}
          </a>
        ) : null}
      </div>
    </Alert>
  );
}
