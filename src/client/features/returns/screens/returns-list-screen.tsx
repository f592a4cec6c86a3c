// /listaResi and /resi (spec document 2, §2 Returns): the year's delivery-note lines with a return
// request and their status; year selector (current year down to 2020), reset filters, 'Nuovo Reso',
// 'Richieste di Reso', per-column filters, page sizes 5/10/15/30/50 (default 10) and the
// collapsible explanation. ADMIN (not acting for a customer) sees every customer's.
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { ListChecks, Plus } from "lucide-react";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { common } from "../../../../shared/messages/common";
import { shouldReportError } from "../../../offline/query-view";
import { useSession } from "../../../lib/session";
import { notify } from "../../../lib/notify";
import { cn } from "../../../lib/cn";
import { Alert } from "../../../ui/alert";
import { buttonVariants } from "../../../ui/button";
import { PageTitle } from "../../../ui/page-title";
import { useReturnLines } from "../api/returns-api";
import { lineColumns } from "../components/line-columns";
import { currentYear, ReturnsHelp, YearSelect } from "../components/return-parts";
import { ReturnsTable, ResetFiltersButton } from "../components/returns-table";

export function ReturnsListScreen() {
  const { user } = useSession();
  const isAdmin = user?.uRole === "ADMIN" && user.idCliente === null;
  const allowed = user?.idCliente != null || isAdmin;
  const [year, setYear] = useState(currentYear);
  const [filters, setFilters] = useState<Record<string, string>>({});
  const query = useReturnLines({ year, onlyRequested: true }, allowed);
  const columns = useMemo(() => lineColumns(isAdmin), [isAdmin]);
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
        <ResetFiltersButton filters={filters} onReset={() => setFilters({})} />
      </div>
      {!allowed ? (
        <Alert tone="info">{common.customerRequired}</Alert>
      ) : (
        <ReturnsTable
          query={query}
          columns={columns}
          rowKey={(l) => l.id_riga}
          filters={filters}
          onFiltersChange={setFilters}
          caption={m.listTitle}
          emptyText={m.empty}
          testId="returns-table"
        />
      )}
      <ReturnsHelp />
    </div>
  );
}
