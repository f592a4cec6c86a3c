import { useState } from "react";
import { Link } from "react-router-dom";
import { Pencil, Trash2 } from "lucide-react";
import type { Promo } from "../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import { PageTitle } from "../../../ui/page-title";
import { ListStates } from "../../../components/filtered-list";
import { Badge } from "../../../ui/badge";
import { Button, buttonVariants } from "../../../ui/button";
import { usePromoList } from "../api/get-promo-list";
import { PromoImage } from "../components/promo-image";
import { DeletePromoDialog } from "../components/delete-promo-dialog";
import { AddPromoLink } from "../components/add-promo-link";
import { statusLabel, statusTone } from "../components/promo-dates";

/** /promoConsole (ADMIN): every promo, active, scheduled and expired, to edit or delete. */
export function PromoConsoleScreen() {
  const promos = usePromoList(true);
  const [deleting, setDeleting] = useState<Promo | null>(null);

  return (
    <div className="space-y-4 pt-4">
      <PageTitle actions={<AddPromoLink />}>
        {m.consoleTitle}
      </PageTitle>
      <p className="text-sm text-slate-600">{m.consoleIntro}</p>
      <ListStates query={promos} errorMessage={m.loadFailed} emptyText={m.emptyAdmin}>
        {(list) => (
          <ul className="divide-y divide-slate-200 overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            {list.map((p) => (
              <li key={p.proId} className="flex flex-wrap items-center gap-3 p-3 sm:flex-nowrap">
                <PromoImage src={p.proBannerLink} className="aspect-[3/1] w-24 shrink-0 self-start rounded-md sm:w-40 sm:self-center" />
                <div className="min-w-0 flex-1 basis-40 space-y-1">
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Badge tone={statusTone[p.proStatus]}>{statusLabel[p.proStatus]}</Badge>
                    <Badge tone="brand">{p.proTypeDesc}</Badge>
                    {p.proPopup > 0 ? <Badge tone="warning">{m.popupBadge(p.proPopup)}</Badge> : null}
                  </div>
                  <Link to={`/promoDetail/${p.proId}`} className="block truncate font-semibold text-slate-900 hover:underline">
                    {p.proTitle}
                  </Link>
                  <p className="text-xs text-slate-500">
                    {m.validFromTo(formatItalianDate(p.proStartInst), formatItalianDate(p.proStartEnd))} · {m.warehouses} {p.proDepRifString} · {m.fieldOrder} {p.proOrder} · {m.productsN(p.promoProducts.length)}
                  </p>
                </div>
                <div className="flex w-full shrink-0 gap-2 sm:w-auto">
                  <Link to={`/promoEditor/${p.proId}`} className={buttonVariants({ variant: "outline" })} aria-label={`${m.edit}: ${p.proTitle}`}>
                    <Pencil aria-hidden />
                    {m.edit}
                  </Link>
                  <Button variant="outline" className="text-red-700" onClick={() => setDeleting(p)} aria-label={`${m.delete}: ${p.proTitle}`}>
                    <Trash2 aria-hidden />
                    {m.delete}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListStates>
      <DeletePromoDialog promo={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
