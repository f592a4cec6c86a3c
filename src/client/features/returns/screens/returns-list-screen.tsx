// /listaResi and /resi (spec document 2, §2 Returns): the year's delivery-note lines with a return
// request and their status; year selector (current year down to 2020), reset filters, 'Nuovo Reso',
// 'Richieste di Reso', per-column filters, page sizes 5/10/15/30/50 (default 10) and the
// collapsible explanation. ADMIN (not acting for a customer) sees every customer's.
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { FilterX, ListChecks, Plus } from "lucide-react";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { common } from "../../../../shared/messages/common";
import { RETURN_DEFAULT_PAGE_SIZE, RETURN_PAGE_SIZES } from "../../../../shared/rules/returns";
import { ColumnFilterTable } from "../../../components/column-filter-table";
import { OfflineUnavailable } from "../../../components/offline-unavailable";
import { queryView, shouldReportError } from "../../../offline/query-view";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/notify";
import { cn } from "../../../lib/cn";
import { Alert } from "../../../ui/alert";
import { QueryError } from "../../../components/query-error";
import { Button, buttonVariants } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { useReturnLines } from "../api/returns-api";
import { lineColumns } from "../components/line-columns";
import { currentYear, ReturnsHelp, YearSelect } from "../components/return-parts";

export function ReturnsListScreen() {
  const { user } = useSession();
  const isAdmin = user?.uRole === "ADMIN" && user.idCliente === null;
  const allowed = user?.idCliente != null || isAdmin;
  const [year, setYear] = useState(currentYear);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const query = useReturnLines({ year, onlyRequested: true }, allowed);
  const columns = useMemo(() => lineColumns(isAdmin), [isAdmin]);
  const view = queryView(query);
  useEffect(() => {
    if (shouldReportError(query)) notify.error(m.loadError);
  }, [query.isError]); // eslint-disable-line react-hooks/exhaustive-deps -- once per failure

  return (
    <div>
      <PageTitle
        actions={
          <>
            {user?.idCliente != null ? (
              <Link to="/nuovoReso" className={cn(buttonVariants({ variant: "accent" }))}>
                <Plus aria-hidden /> {m.newReturn}
              </Link>
            ) : null}
            <Link to="/richiesteReso" className={cn(buttonVariants({ variant: "outline" }))}>
              <ListChecks aria-hidden /> {m.requestsButton}
            </Link>
          </>
        }
      >
        {m.listTitle}
      </PageTitle>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <YearSelect value={year} onChange={setYear} />
        <Button variant="outline" onClick={() => setFilters({})} disabled={!Object.values(filters).some((v) => v.trim())}>
          <FilterX aria-hidden /> {m.resetFilters}
        </Button>
      </div>
      {!allowed ? (
        <Alert tone="info">{common.customerRequired}</Alert>
      ) : view === "unavailable" ? (
        <OfflineUnavailable />
      ) : view === "loading" ? (
        <Spinner />
      ) : view === "error" ? (
        <QueryError message={m.loadError} query={query} />
      ) : (
        <ColumnFilterTable
          rows={query.data ?? []}
          columns={columns}
          rowKey={(l) => l.id_riga}
          filters={filters}
          onFiltersChange={setFilters}
          pageSizes={RETURN_PAGE_SIZES}
          defaultPageSize={RETURN_DEFAULT_PAGE_SIZE}
          caption={m.listTitle}
          emptyText={m.empty}
          testId="returns-table"
        />
      )}
      <ReturnsHelp />
    </div>
  );
}
