import { Link } from "react-router-dom";
import { Plus } from "lucide-react";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { buttonVariants } from "../../../ui/button";

/** "Aggiungi nuova" (ADMIN): to the promo editor's empty form. */
export function AddPromoLink() {
  return (
    <Link to="/promoEditor/" className={buttonVariants({ variant: "accent" })}>
      <Plus aria-hidden />
      {m.addNew}
    </Link>
  );
}
