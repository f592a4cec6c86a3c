// The frame of the two returns lists (/listaResi, /richiesteReso): the title with 'Nuovo Reso' and
// the link to the other list, the year and the list's own controls, the table (staff not acting for
// a customer choose one first, ADMIN sees every customer's) and the collapsible explanation.
import type { ReactNode } from "react";
import { NeedsCustomer } from "../../../components/filtered-list";
import type { ColumnFilters } from "../../../components/column-filter-table";
import { useSession } from "../../../lib/session";
import { PageTitle } from "../../../ui/page-title";
import { NewReturnLink, ReturnsHelp, YearSelect } from "./return-parts";
import { ResetFiltersButton } from "./returns-table";

/** Who reads the lists: a customer (or staff acting for one), or ADMIN on every customer. */
export function useReturnsAccess() {
  const { user } = useSession();
  const isAdmin = user?.uRole === "ADMIN" && user.idCliente === null;
  return { isAdmin, allowed: user?.idCliente != null || isAdmin };
}

export interface ReturnsListFrameProps {
  title: string;
  /** The button to the other list, beside 'Nuovo Reso'. */
  otherList: ReactNode;
  year: number;
  onYearChange: (year: number) => void;
  /** Between the year and 'Elimina tutti i filtri'. */
  controls?: ReactNode;
  filters: ColumnFilters;
  allowed: boolean;
  children: ReactNode;
}

export function ReturnsListFrame({ title, otherList, year, onYearChange, controls, filters, allowed, children }: ReturnsListFrameProps) {
  return (
    <div>
      <PageTitle
        actions={
          <>
            <NewReturnLink />
            {otherList}
          </>
        }
      >
        {title}
      </PageTitle>
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <YearSelect value={year} onChange={onYearChange} />
        {controls}
        <ResetFiltersButton filters={filters} />
      </div>
      <NeedsCustomer allowed={allowed}>{children}</NeedsCustomer>
      <ReturnsHelp />
    </div>
  );
}
