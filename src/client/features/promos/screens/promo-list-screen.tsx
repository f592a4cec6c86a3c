import { useState } from "react";
import { Link } from "react-router-dom";
import { Plus } from "lucide-react";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { useSession } from "../../../lib/session";
import { cn } from "../../../lib/cn";
import { PageTitle } from "../../../ui/page-title";
import { buttonVariants } from "../../../ui/button";
import { Checkbox } from "../../../ui/checkbox";
import { Label } from "../../../ui/label";
import { usePromoList } from "../api/get-promo-list";
import { PromoCardGrid } from "../components/promo-card";
import { QueryStates } from "../../../components/query-states";

/** /promoList: the user's promo cards; an ADMIN also adds promos and may show the expired ones. */
export function PromoListScreen() {
  const session = useSession();
  const admin = session.user?.uRole === "ADMIN";
  const [showExpired, setShowExpired] = useState(false);
  const promos = usePromoList(admin && showExpired);

  return (
    <div className="space-y-4 pt-4">
      <PageTitle
        actions={
          admin ? (
            <Link to="/promoEditor/" className={cn(buttonVariants({ variant: "accent" }))}>
              <Plus aria-hidden />
              {m.addNew}
            </Link>
          ) : undefined
        }
      >
        {m.listTitle}
      </PageTitle>
      {admin ? (
        <div className="flex items-center gap-2">
          <Checkbox id="promo-show-expired" checked={showExpired} onCheckedChange={setShowExpired} />
          <Label htmlFor="promo-show-expired" className="cursor-pointer py-2">
            {m.showExpired}
          </Label>
        </div>
      ) : null}
      <QueryStates query={promos} errorMessage={m.loadFailed}>
        {(list) =>
          list.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-slate-600">{admin ? m.emptyAdmin : m.empty}</p>
          ) : (
            <PromoCardGrid promos={list} admin={admin} level={2} />
          )
        }
      </QueryStates>
    </div>
  );
}
