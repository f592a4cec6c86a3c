import { promoMessages as m } from "../../../../shared/messages/promos";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Button } from "../../../ui/button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../../ui/dialog";
import { useDeletePromo } from "../api/delete-promo";

/** Asks before deleting a promo; calls onDeleted once it is gone. */
export function DeletePromoDialog({ promo, onClose, onDeleted }: { promo: { proId: number; proTitle: string } | null; onClose: () => void; onDeleted?: () => void }) {
  const del = useDeletePromo();
  return (
    <Dialog
      open={promo !== null}
      onOpenChange={(open) => {
        if (!open && !del.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader title={m.deleteConfirmTitle} description={promo ? m.deleteConfirmText(promo.proTitle) : m.deleteConfirmTitle} />
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={del.isPending}>
            {m.cancel}
          </Button>
          <Button
            variant="danger"
            pending={del.isPending}
            onClick={() => {
              if (!promo) return;
              del.mutate(promo.proId, {
                onSuccess: () => {
                  notify.success(m.deleted);
                  onClose();
                  onDeleted?.();
                },
                onError: (err) => notify.error(`${m.deleteFailed}: ${errorMessage(err, "")}`.replace(/: $/, "")),
              });
            }}
          >
            {m.delete}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
