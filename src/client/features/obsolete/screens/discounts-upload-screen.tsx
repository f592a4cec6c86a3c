// /scontiObsolete ('Sconti Prodotti Obsoleti', ADMIN): requirements, upload area, the stored
// discounts (fetched once, refreshed after an upload) and the rows of the last file that failed.
import { useState } from "react";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { ColumnFilterTable, useColumnFilters } from "../../../components/column-filter-table";
import { Alert } from "../../../ui/alert";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { useObsoleteDiscounts, useUploadDiscounts } from "../api/obsolete-api";
import { discountColumns, unparsedDiscountColumns } from "../components/discount-columns";
import { RefusedRowsTable, UploadPanel, UploadTabs, type UploadTab } from "../components/upload-panel";

export function DiscountsUploadScreen() {
  const list = useObsoleteDiscounts();
  const upload = useUploadDiscounts();
  const [tab, setTab] = useState<UploadTab>("loaded");
  const loadedFilters = useColumnFilters();
  const errorFilters = useColumnFilters();
  const errors = upload.data?.result.unparsedObsoletes ?? [];
  return (
    <div className="space-y-4">
      <PageTitle>{m.discountsTitle}</PageTitle>
      <UploadPanel requirements={m.discountRequirements} upload={upload} testId="discounts-drop" onOutcome={(o) => setTab(o.kind === "refused" ? "errors" : "loaded")} />
      <UploadTabs tab={tab} onTabChange={setTab} loadedLabel={m.tabLoaded} errorCount={errors.length}
        loaded={
          list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <Alert tone="error">{m.discountsFailed}</Alert>
          ) : (
            <ColumnFilterTable rows={list.data} columns={discountColumns} rowKey={(d) => d.odId} filters={loadedFilters.filters} onFiltersChange={loadedFilters.onFiltersChange} pageSizes={[10, 25, 50]} defaultPageSize={25} caption={m.discountsTitle} emptyText={m.noDiscounts} testId="discounts-table" />
          )
        }
        errors={<RefusedRowsTable rows={errors} columns={unparsedDiscountColumns} filters={errorFilters} testId="discounts-errors" />}
      />
    </div>
  );
}
