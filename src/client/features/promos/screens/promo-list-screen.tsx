import { useState } from "react";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { useSession } from "../../../lib/session";
import { PageTitle } from "../../../ui/page-title";
import { CheckField } from "../../../ui/form-fields";
import { usePromoList } from "../api/get-promo-list";
import { PromoCardGrid } from "../components/promo-card";
import { ListStates } from "../../../components/filtered-list";
import { AddPromoLink } from "../components/add-promo-link";

/** /promoList: the user's promo cards; an ADMIN also adds promos and may show the expired ones. */
export function PromoListScreen() {
  const session = useSession();
  const admin = session.user?.uRole === "ADMIN";
  const [showExpired, setShowExpired] = useState(false);
  const promos = usePromoList(admin && showExpired);

  return (
    <div className="space-y-4 pt-4">
      <PageTitle actions={admin ? <AddPromoLink /> : undefined}>
        {m.listTitle}
      </PageTitle>
      {admin ? (
        <CheckField id="promo-show-expired" label={m.showExpired} checked={showExpired} onChange={setShowExpired} labelClassName="cursor-pointer py-2" />
      ) : null}
      <ListStates query={promos} errorMessage={m.loadFailed} emptyText={admin ? m.emptyAdmin : m.empty}>
        {(list) => <PromoCardGrid promos={list} admin={admin} level={2} />}
      </ListStates>
    </div>
  );
}
