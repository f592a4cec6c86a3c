// /VisualizzaSconti: the obsolete discounts, filterable on every column, sortable on Dal and Al (as
// text) and on the two discounts (as numbers). Fetched once per visit.
import { useState } from "react";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { ColumnFilterTable } from "../../../components/column-filter-table";
import { Alert } from "../../../ui/alert";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { useObsoleteDiscounts } from "../api/obsolete-api";
import { discountColumns } from "../components/discount-columns";

export function DiscountsViewScreen() {
  const list = useObsoleteDiscounts();
  const [filters, setFilters] = useState<Record<string, string>>({});
  return (
    <div className="space-y-4">
      <PageTitle>{m.viewDiscountsTitle}</PageTitle>
      {list.isPending ? (
        <Spinner />
      ) : list.isError || list.data.length === 0 ? (
        <Alert tone={list.isError ? "error" : "info"}>{m.discountsFailed}</Alert>
      ) : (
        <ColumnFilterTable rows={list.data} columns={discountColumns} rowKey={(d) => d.odId} filters={filters} onFiltersChange={setFilters} pageSizes={[10, 25, 50, 100]} defaultPageSize={25} caption={m.viewDiscountsTitle} emptyText={m.noDiscounts} testId="discounts-view" />
      )}
    </div>
  );
}
