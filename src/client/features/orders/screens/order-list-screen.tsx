// /orderList (spec core §2 Order history): collapsible filters, 'Aggiorna Storico Ordini',
// 'Carica altri ordini', each order with its PDF, progress circle, quantity badges and details.
import { useEffect, useMemo, useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { ChevronsDown, RefreshCw } from "lucide-react";
import type { OrderFilter } from "../../../../shared/contract/orders";
import { ordersMessages as m } from "../../../../shared/messages/orders";
import { common } from "../../../../shared/messages/common";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { QueryError } from "../../../components/query-error";
import { Button } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { hasFilter, useLastOrders } from "../api/last-orders";
import { ordersKeys } from "../api/orders-keys";
import { OrderCard } from "../components/order-card";
import { OrderFilters } from "../components/order-filters";

export function OrderListScreen() {
  const { user } = useSession();
  const allowed = user?.idCliente != null;
  const [filter, setFilter] = useState<OrderFilter>({});
  const qc = useQueryClient();
  const q = useLastOrders(filter, allowed);
  const orders = useMemo(() => q.data?.pages.flatMap((p) => p.orders) ?? [], [q.data]);

  useEffect(() => {
    if (q.isError) notify.error(m.listError);
  }, [q.isError]);

  // 'Aggiorna Storico Ordini': back to the first page, fresh from the server.
  const refresh = () => {
    void qc.resetQueries({ queryKey: ordersKeys.all });
  };

  return (
    <div>
      <PageTitle
        actions={
          <Button variant="outline" onClick={refresh} pending={q.isFetching && !q.isFetchingNextPage} disabled={!allowed}>
            <RefreshCw aria-hidden /> {m.refresh}
          </Button>
        }
      >
        {m.title}
      </PageTitle>
      {!allowed ? (
        <Alert tone="info">{common.customerRequired}</Alert>
      ) : (
        <>
          <OrderFilters applied={filter} onApply={setFilter} />
          {q.isPending ? (
            <Spinner />
          ) : q.isError && orders.length === 0 ? (
            <QueryError message={m.listError} query={q} />
          ) : orders.length === 0 ? (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">{hasFilter(filter) ? m.emptyFiltered : m.empty}</p>
          ) : (
            <>
              <ul className="space-y-3" aria-label={m.title}>
                {orders.map((o) => (
                  <OrderCard key={`${o.tipoDoc}-${o.numeroDoc}-${o.anno}`} order={o} listAt={q.dataUpdatedAt} />
                ))}
              </ul>
              <div className="mt-4 flex justify-center">
                {q.hasNextPage ? (
                  <Button variant="outline" size="lg" onClick={() => void q.fetchNextPage()} pending={q.isFetchingNextPage}>
                    <ChevronsDown aria-hidden /> {m.loadMore}
                  </Button>
                ) : (
                  <p className="text-sm text-slate-500">{m.allLoaded}</p>
                )}
              </div>
            </>
          )}
        </>
      )}
    </div>
  );
}
