// The customer's arrival notices (issue 23): missing items that arrived in stock or shipped since
// the last visit, shown on /home and /missing until "Ho visto" (then never again).
import { PackageCheck } from "lucide-react";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/notify";
import { errorMessage } from "../../../lib/api-client";
import { Button } from "../../../ui/button";
import { promiseMessages as m } from "../../../../shared/messages/delivery-promise";
import { useArrivalNotices, useMarkArrivalsSeen } from "../api/arrival-notices";

export function ArrivalNotices() {
  const { user } = useSession();
  const { data } = useArrivalNotices(user !== null && user.idCliente !== null);
  const seen = useMarkArrivalsSeen();
  if (!data || data.length === 0) return null;
  const onSeen = () =>
    seen.mutate(
      data.map((n) => n.id),
      { onError: (err) => notify.error(`${m.noticeSeenFailed}: ${errorMessage(err, "")}`) },
    );
  return (
    <section aria-labelledby="arrival-notices-title" className="flex flex-wrap items-start gap-x-3 gap-y-2 rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-950" data-testid="arrival-notices">
      <PackageCheck className="mt-0.5 size-5 shrink-0 text-emerald-700" aria-hidden />
      <div className="min-w-0 flex-1 basis-56">
        <h2 id="arrival-notices-title" className="font-semibold">
          {m.noticeTitle}
        </h2>
        <ul className="mt-1 space-y-0.5">
          {data.map((n) => {
            const code = `${n.precodice} ${n.codice}`;
            return (
              <li key={n.id}>
                {n.kind === "arrived" ? m.noticeArrived(code) : m.noticeShipped(code)} <span className="text-emerald-800">({n.description}, {n.qty} pz, ordine {n.order})</span>
              </li>
            );
          })}
        </ul>
      </div>
      <Button variant="outline" onClick={onSeen} pending={seen.isPending} className="ml-auto">
        {m.noticeSeen}
      </Button>
    </section>
  );
}
