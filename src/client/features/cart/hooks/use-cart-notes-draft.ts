// The note for operators and the order reference as the user is typing them. The draft follows
// the server's cart until the user edits it; saving (or sending) makes them the cart's again.
import { useCallback, useEffect, useState } from "react";
import type { Cart } from "../../../../shared/contract/cart";
import { cartMessages } from "../../../../shared/messages/cart";
import { offlineMessages } from "../../../../shared/messages/offline";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { useAddCartNotes, type CartNotes } from "../api/add-cart-notes";

export function useCartNotesDraft(cart: Cart | undefined) {
  const [draft, setDraft] = useState<CartNotes>({ cartNotes: cart?.cNotes ?? "", cRifOrdCli: cart?.cRifOrdCli ?? "" });
  const [dirty, setDirty] = useState(false);
  const save = useAddCartNotes();

  useEffect(() => {
    if (cart && !dirty) setDraft({ cartNotes: cart.cNotes, cRifOrdCli: cart.cRifOrdCli });
  }, [cart, dirty]);

  const change = useCallback((next: CartNotes) => {
    setDraft(next);
    setDirty(true);
  }, []);

  const saveNotes = useCallback(async (): Promise<boolean> => {
    try {
      const result = await save.mutateAsync(draft);
      setDirty(false);
      // Offline the notes wait in the outbox ('in attesa di connessione' on the cart).
      notify.success(result.queued ? offlineMessages.edited : cartMessages.notesSaved);
      return true;
    } catch (err) {
      const detail = errorMessage(err, "");
      notify.error(detail ? `${cartMessages.notesFailed}: ${detail}` : cartMessages.notesFailed);
      return false;
    }
  }, [draft, save]);

  return { draft, change, dirty, markClean: () => setDirty(false), saveNotes, saving: save.isPending };
}
