import { useNavigate } from "react-router-dom";
import { X } from "lucide-react";
import type { Promo } from "../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { common } from "../../../../shared/messages/common";
import { useSession } from "../../../lib/session";
import { Badge } from "../../../ui/badge";
import { Button } from "../../../ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogTitle } from "../../../ui/dialog";
import { usePromoList } from "../api/get-promo-list";
import { usePromoPopup } from "../hooks/use-promo-popup";
import { PromoImage } from "./promo-image";
import { promoValidity } from "./promo-dates";

/**
 * The promo popup of the page it is placed on (spec §4): one at most; open or close counts as a
 * view. A corner panel (a short sheet at the bottom on phones). While search results are on screen
 * it steps aside at every width (it comes back when they are cleared, still unseen): the corner
 * panel is about 26 rem wide and would cover the price and "Aggiungi" columns of the results.
 */
export function PromoPopup({ resultsOnScreen = false }: { resultsOnScreen?: boolean }) {
  const session = useSession();
  const promos = usePromoList();
  const { promo, dismiss } = usePromoPopup(promos.data, session.user);
  const navigate = useNavigate();
  if (!promo || resultsOnScreen) return null;
  return (
    <PromoPopupPanel
      promo={promo}
      onClose={dismiss}
      onOpen={() => {
        dismiss();
        navigate(`/promoDetail/${promo.proId}`);
      }}
    />
  );
}

/**
 * A non-modal panel in the corner (a sheet at the bottom on phones): it does not take the focus
 * from the search box nor block the counter's work. Escape, × and "Chiudi" close it.
 */
export function PromoPopupPanel({ promo, onClose, onOpen }: { promo: Promo; onClose: () => void; onOpen: () => void }) {
  return (
    <Dialog
      open
      modal={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent
        layout="corner"
        closeButton={false}
        aria-label={`${m.popupLabel}: ${promo.proTitle}`}
        onOpenAutoFocus={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
        data-testid="promo-popup"
      >
        <div className="relative hidden sm:block">
          <PromoImage src={promo.proBannerLink} className="aspect-[3/1] w-full" />
          <DialogClose
            className="absolute right-2 top-2 flex size-9 items-center justify-center rounded-full bg-white/90 text-slate-700 shadow hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
            aria-label={common.close}
          >
            <X className="size-5" />
          </DialogClose>
        </div>
        <div className="space-y-1.5 p-3 sm:p-4">
          <Badge tone="brand" className="hidden sm:inline-flex">{promo.proTypeDesc}</Badge>
          <DialogTitle className="line-clamp-2 text-base leading-snug sm:text-lg">{promo.proTitle}</DialogTitle>
          <DialogDescription className="line-clamp-1 sm:line-clamp-none">{promo.proSubtitle || promo.proText || m.popupLabel}</DialogDescription>
          {promo.proSubtitle && promo.proText ? <p className="hidden text-sm text-slate-600 sm:line-clamp-3">{promo.proText}</p> : null}
          <p className="hidden text-xs text-slate-600 sm:block">{promoValidity(promo)}</p>
          <DialogFooter className="mt-0 flex-nowrap pt-1 sm:pt-2">
            <Button variant="outline" onClick={onClose}>
              {common.close}
            </Button>
            <Button variant="accent" onClick={onOpen}>
              {m.popupOpen}
            </Button>
          </DialogFooter>
        </div>
      </DialogContent>
    </Dialog>
  );
}
