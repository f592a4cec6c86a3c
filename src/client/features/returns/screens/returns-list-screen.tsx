// /listaResi and /resi (spec document 2, §2 Returns): the year's delivery-note lines with a return
// request and their status; year selector (current year down to 2020), reset filters, 'Nuovo Reso',
// 'Richieste di Reso', per-column filters, page sizes 5/10/15/30/50 (default 10) and the
// collapsible explanation. ADMIN (not acting for a customer) sees every customer's.
import { useMemo, useState } from "react";
import { Link } from "react-router-dom";
import { ListChecks } from "lucide-react";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { buttonVariants } from "../../../ui/button";
import { useReturnLines } from "../api/returns-api";
import { lineColumns } from "../components/line-columns";
import { useColumnFilters } from "../../../components/column-filter-table";
import { useQueryErrorNotice } from "../../../components/filtered-list";
import { currentYear } from "../components/return-parts";
import { ReturnsListFrame, useReturnsAccess } from "../components/returns-list-frame";
import { ReturnsTable } from "../components/returns-table";

export function ReturnsListScreen() {
  const { isAdmin, allowed } = useReturnsAccess();
  const [year, setYear] = useState(currentYear);
  const filters = useColumnFilters();
  const query = useReturnLines({ year, onlyRequested: true }, allowed);
  const columns = useMemo(() => lineColumns(isAdmin), [isAdmin]);
  useQueryErrorNotice(query, m.loadError);

  return (
    <ReturnsListFrame
      title={m.listTitle}
      otherList={
        <Link to="/richiesteReso" className={buttonVariants({ variant: "outline" })}>
          <ListChecks aria-hidden /> {m.requestsButton}
        </Link>
      }
      year={year}
      onYearChange={setYear}
      filters={filters}
      allowed={allowed}
    >
      <ReturnsTable query={query} columns={columns} rowKey={(l) => l.id_riga} filters={filters} caption={m.listTitle} emptyText={m.empty} testId="returns-table" />
    </ReturnsListFrame>
  );
}
