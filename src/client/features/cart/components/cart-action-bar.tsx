// The /home action bar (spec §2 Home screen): empty cart, view cart, missing list, save notes and
// references, send order, load CSV, request quote, clear searches (only when there are results).
import { useState } from "react";
import { Link } from "react-router-dom";
import { ChevronUp, Ellipsis, Eraser, FileSpreadsheet, FileText, ListX, NotebookPen, Send, ShoppingCart } from "lucide-react";
import { Button, buttonVariants } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { cn } from "../../../lib/cn";
import { cartMessages } from "../../../../shared/messages/cart";
import { formatEuro } from "../../../../shared/rules/money";
import { depositMessages } from "../../../../shared/messages/deposits";
import { searchMessages } from "../../../../shared/messages/search";
import { useHasCart, useMyCart } from "../api/my-cart";
import { useCartNotesDraft } from "../hooks/use-cart-notes-draft";
import { useSendOrder } from "../hooks/use-send-order";
import { useIsOffline } from "../../../offline/connectivity";
import { offlineMessages } from "../../../../shared/messages/offline";
import { CartNotesFields } from "./cart-notes-fields";
import { EmptyCartButton } from "./empty-cart-button";
import { SendOrderDialogs } from "./send-order-dialogs";
import { SHORTCUT_KEYS, useShortcut } from "../../../lib/shortcuts";
import { Kbd } from "../../../ui/kbd";

export interface CartActionBarProps {
  /** Search results are on screen: offer to clear them. */
  hasResults?: boolean;
  onClearSearches?: () => void;
}

// Phone: every action on screen (two columns, labels may wrap, never a sideways scroll), each at
// least 44 px tall; wider: one flowing row of buttons. On a phone with results on screen the bar
// is one row (view cart, send order, "Altre azioni"), so the first result shows under the search
// box instead of under eight buttons; the toggle opens the others in place.
const barItem = "h-auto min-h-11 justify-center whitespace-normal py-2 text-left leading-tight sm:shrink-0 sm:whitespace-nowrap lg:min-h-10";

export function CartActionBar({ hasResults = false, onClearSearches }: CartActionBarProps) {
  // Merged at render, not when the module loads: the module may load before the answers kept from
  // the last visit are handed to cn() (lib/kept-class-merges.ts), and would build tailwind-merge's tables.
  const linkButton = cn(buttonVariants({ variant: "outline" }), barItem);
  const hasCart = useHasCart();
  const { data: cart } = useMyCart();
  const notes = useCartNotesDraft(cart);
  const order = useSendOrder();
  // Sending needs the network (issue 6): offline the button is disabled and says why.
  const offline = useIsOffline();
  const [dialog, setDialog] = useState<"notes" | "send" | null>(null);
  const [moreOpen, setMoreOpen] = useState(false);
  // Phone only (CSS: max-sm): the actions after the first two stay hidden until "Altre azioni".
  const secondary = hasResults && !moreOpen ? "max-sm:hidden" : undefined;
  const empty = !cart || cart.productsList.length === 0;
  // F9 opens the send confirmation (its button sends): a key alone never sends an order.
  useShortcut("send", () => setDialog("send"), hasCart && !empty && !offline);

  // After the first actions in the reading order: what it opens follows it for Tab.
  const moreToggle = hasResults ? (
    <Button variant="ghost" onClick={() => setMoreOpen((o) => !o)} aria-expanded={moreOpen} aria-controls="cart-action-bar" className={cn(barItem, "sm:hidden")} data-testid="more-actions">
      {moreOpen ? <ChevronUp aria-hidden /> : <Ellipsis aria-hidden />} {moreOpen ? cartMessages.fewerActions : cartMessages.moreActions}
    </Button>
  ) : null;

  async function send() {
    if (!cart) return;
    const outcome = await order.send(cart, notes.draft);
    if (outcome === "sent" || outcome === "warning") {
      notes.markClean();
      setDialog(null);
    }
  }

  async function saveNotes() {
    if (await notes.saveNotes()) setDialog(null);
  }

  return (
    <nav aria-label="Azioni carrello" id="cart-action-bar" className={cn("my-3 grid grid-cols-2 gap-2 sm:flex sm:flex-wrap", secondary && "max-sm:grid-cols-3")} data-testid="cart-action-bar">
      {hasCart ? (
        <>
          <Link to="/cart" className={linkButton}>
            <ShoppingCart aria-hidden /> {cartMessages.viewCart}
          </Link>
          <Button
            variant="accent"
            onClick={() => setDialog("send")}
            disabled={empty || offline}
            pending={order.pending}
            className={barItem}
            title={offline ? offlineMessages.sendNeedsNetwork : undefined}
            data-testid="home-send-order"
            aria-keyshortcuts={SHORTCUT_KEYS.send}
          >
            {order.pending ? null : <Send aria-hidden />}
            <span className="flex flex-col items-start leading-tight">
              {cartMessages.sendOrder}
              {offline ? <span className="text-xs font-normal" data-testid="send-offline-hint">{offlineMessages.needsNetwork}</span> : null}
            </span>
            <Kbd>{SHORTCUT_KEYS.send}</Kbd>
          </Button>
          {moreToggle}
          <Button variant="outline" onClick={() => setDialog("notes")} className={cn(barItem, secondary)}>
            <NotebookPen aria-hidden /> {cartMessages.saveNotes}
          </Button>
          <EmptyCartButton disabled={empty} className={cn(barItem, secondary)} />
        </>
      ) : (
        moreToggle
      )}
      <Link to="/missing" className={cn(linkButton, secondary)}>
        <ListX aria-hidden /> {cartMessages.missingList}
      </Link>
      <Link to="/loadFile" className={cn(linkButton, secondary)}>
        <FileSpreadsheet aria-hidden /> {cartMessages.loadCsv}
      </Link>
      <Link to="/preventivo" className={cn(linkButton, secondary)}>
        <FileText aria-hidden /> {cartMessages.requestQuote}
      </Link>
      {hasResults && onClearSearches ? (
        <Button variant="ghost" onClick={onClearSearches} className={cn(barItem, secondary)} data-testid="clear-searches">
          <Eraser aria-hidden /> {searchMessages.clearSearches}
        </Button>
      ) : null}

      <Dialog open={dialog === "notes"} onOpenChange={(o) => setDialog(o ? "notes" : null)}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader title={cartMessages.saveNotes} />
          <CartNotesFields value={notes.draft} onChange={notes.change} disabled={notes.saving} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setDialog(null)} disabled={notes.saving}>
              {cartMessages.cancel}
            </Button>
            <Button onClick={() => void saveNotes()} pending={notes.saving}>
              {cartMessages.saveNotes}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <Dialog open={dialog === "send"} onOpenChange={(o) => (!order.pending ? setDialog(o ? "send" : null) : undefined)}>
        <DialogContent aria-describedby={undefined}>
          <DialogHeader title={cartMessages.sendOrder} />
          {cart ? (
            <p className="mb-3 rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
              {cartMessages.articlesInCart(cart.totaliArticoli)} · {cartMessages.quantity.toLowerCase()} {cart.totaliQuantita} ·{" "}
              <span className="font-semibold text-slate-900">{formatEuro(cart.netTotal)}</span> {cartMessages.vatExcluded}
              {cart.depositTotal > 0 ? (
                <span data-testid="send-deposit-total">
                  {" "}
                  · {depositMessages.depositTotal.toLowerCase()} {formatEuro(cart.depositTotal)}
                </span>
              ) : null}
            </p>
          ) : null}
          <CartNotesFields value={notes.draft} onChange={notes.change} disabled={order.pending} />
          <DialogFooter>
            <Link to="/cart" className={buttonVariants({ variant: "outline" })} onClick={() => setDialog(null)}>
              {cartMessages.viewCart}
            </Link>
            <Button variant="accent" onClick={() => void send()} pending={order.pending} disabled={empty || offline} title={offline ? offlineMessages.sendNeedsNetwork : undefined}>
              {order.pending ? cartMessages.sending : offline ? offlineMessages.sendNeedsNetwork : cartMessages.sendOrder}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>

      <SendOrderDialogs order={order} />
    </nav>
  );
}
