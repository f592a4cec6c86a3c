// /scontiObsolete ('Sconti Prodotti Obsoleti', ADMIN): requirements, upload area, the stored
// discounts (fetched once, refreshed after an upload) and the rows of the last file that failed.
import { useState } from "react";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { ColumnFilterTable } from "../../../components/column-filter-table";
import { Alert } from "../../../ui/alert";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { useObsoleteDiscounts, useUploadDiscounts } from "../api/obsolete-api";
import { discountColumns, unparsedDiscountColumns } from "../components/discount-columns";
import { UploadPanel } from "../components/upload-panel";

export function DiscountsUploadScreen() {
  const list = useObsoleteDiscounts();
  const upload = useUploadDiscounts();
  const [tab, setTab] = useState("loaded");
  const [f1, setF1] = useState<Record<string, string>>({});
  const [f2, setF2] = useState<Record<string, string>>({});
  const errors = upload.data?.result.unparsedObsoletes ?? [];
  return (
    <div className="space-y-4">
      <PageTitle>{m.discountsTitle}</PageTitle>
      <UploadPanel
        requirements={m.discountRequirements}
        pending={upload.isPending}
        testId="discounts-drop"
        mutate={(file, opts) =>
          upload.mutate(file, {
            onSuccess: (o) => {
              setTab(o.kind === "refused" ? "errors" : "loaded");
              opts.onSuccess(o);
            },
            onError: opts.onError,
          })
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList>
          <TabsTrigger value="loaded">{m.tabLoaded}</TabsTrigger>
          <TabsTrigger value="errors" disabled={errors.length === 0}>
            {m.tabErrors} ({errors.length})
          </TabsTrigger>
        </TabsList>
        <TabsContent value="loaded">
          {list.isPending ? (
            <Spinner />
          ) : list.isError ? (
            <Alert tone="error">{m.discountsFailed}</Alert>
          ) : (
            <ColumnFilterTable rows={list.data} columns={discountColumns} rowKey={(d) => d.odId} filters={f1} onFiltersChange={setF1} pageSizes={[10, 25, 50]} defaultPageSize={25} caption={m.discountsTitle} emptyText={m.noDiscounts} testId="discounts-table" />
          )}
        </TabsContent>
        <TabsContent value="errors">
          <ColumnFilterTable rows={errors} columns={unparsedDiscountColumns} rowKey={(r) => r.numRiga} filters={f2} onFiltersChange={setF2} pageSizes={[10, 25, 50]} defaultPageSize={10} caption={m.tabErrors} emptyText="" testId="discounts-errors" />
        </TabsContent>
      </Tabs>
    </div>
  );
}
