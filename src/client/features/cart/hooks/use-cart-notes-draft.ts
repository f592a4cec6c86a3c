// The note for operators and the order reference as the user is typing them. The draft follows
// the server's cart until the user edits it; saving (or sending) makes them the cart's again.
// An unsaved draft is kept in this tab's drafts (offline/drafts.ts): a reload of the tab — the
// new version's, after 'Aggiorna' in another tab — brings it back (issue 16 item 17).
import { useCallback, useEffect, useState } from "react";
import type { Cart } from "../../../../shared/contract/cart";
import { cartMessages } from "../../../../shared/messages/cart";
import { offlineMessages } from "../../../../shared/messages/offline";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { currentIdentity } from "../../../offline/identity";
import { clearDraft, draftFields, readDraft, writeDraft } from "../../../offline/drafts";
import { useAddCartNotes, type CartNotes } from "../api/add-cart-notes";

export function useCartNotesDraft(cart: Cart | undefined) {
  const [draft, setDraft] = useState<CartNotes>({ cartNotes: cart?.cNotes ?? "", cRifOrdCli: cart?.cRifOrdCli ?? "" });
  const [dirty, setDirty] = useState(false);
  const save = useAddCartNotes();
  const identity = currentIdentity();
  const field = cart ? draftFields.cartNotes(cart.cId) : null;

  useEffect(() => {
    if (cart && !dirty) setDraft({ cartNotes: cart.cNotes, cRifOrdCli: cart.cRifOrdCli });
  }, [cart, dirty]);

  // A draft this tab kept before a reload comes back, unsaved as it was (after the line above, so it wins).
  useEffect(() => {
    const kept = field ? readDraft<CartNotes>(identity, field) : null;
    if (!kept) return;
    setDraft(kept);
    setDirty(true);
  }, [identity, field]);

  const change = useCallback(
    (next: CartNotes) => {
      setDraft(next);
      setDirty(true);
      if (field) writeDraft(identity, field, next);
    },
    [identity, field],
  );

  const markClean = useCallback(() => {
    setDirty(false);
    if (field) clearDraft(identity, field);
  }, [identity, field]);

  const saveNotes = useCallback(async (): Promise<boolean> => {
    try {
      const result = await save.mutateAsync(draft);
      markClean();
      // Offline the notes wait in the outbox ('in attesa di connessione' on the cart).
      notify.success(result.queued ? offlineMessages.edited : cartMessages.notesSaved);
      return true;
    } catch (err) {
      const detail = errorMessage(err, "");
      notify.error(detail ? `${cartMessages.notesFailed}: ${detail}` : cartMessages.notesFailed);
      return false;
    }
  }, [draft, save, markClean]);

  return { draft, change, dirty, markClean, saveNotes, saving: save.isPending };
}
