// What both obsolete uploads (products, discounts) share: the requirements panel and the drop area
// with the §8 messages, then the tabs 'Caricati' and 'Errori' (disabled when every row loaded) with
// the refused rows as the file had them and the reason.
import { useState, type ReactNode } from "react";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { ColumnFilterTable, type ColumnFilters, type FilterColumn } from "../../../components/column-filter-table";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { CollapsiblePanel } from "../../../ui/collapsible";
import { CsvDropZone } from "../../../ui/csv-drop-zone";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import type { UploadOutcome } from "../api/obsolete-api";

export function UploadPanel<R>({ requirements, upload, onOutcome, testId }: {
  requirements: readonly string[];
  /** The upload's mutation. */
  upload: { mutate: (file: File, opts: { onSuccess: (o: UploadOutcome<R>) => void; onError: (e: unknown) => void }) => void; isPending: boolean };
  /** After the notice: the screen shows the tab that fits the outcome. */
  onOutcome: (o: UploadOutcome<R>) => void;
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const onFile = (file: File) => {
    if (!/\.csv$/i.test(file.name)) {
      notify.error(m.notCsv(file.name));
      return;
    }
    upload.mutate(file, {
      onSuccess: (o) => {
        if (o.kind === "ok") notify.success(m.uploaded(file.name));
        else if (o.kind === "partial") notify.warning(m.loadedWithErrors(file.name));
        else notify.error(m.notMeetingRequirements(file.name));
        onOutcome(o);
      },
      onError: (err) => notify.error(m.uploadFailed(errorMessage(err, "rete non raggiungibile"))),
    });
  };
  return (
    <div className="space-y-3">
      <CollapsiblePanel open={open} onOpenChange={setOpen} title={m.requirements}>
        <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
          {requirements.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      </CollapsiblePanel>
      <CsvDropZone onFile={onFile} pending={upload.isPending} prompt={m.dropHere} chooseLabel={m.chooseFile} pendingLabel={m.uploading} testId={testId} />
    </div>
  );
}

export type UploadTab = "loaded" | "errors";

/** The tabs under the drop area: what loaded, and the refused rows (disabled when there are none). */
export function UploadTabs({ tab, onTabChange, loadedLabel, errorCount, loaded, errors }: {
  tab: UploadTab;
  onTabChange: (tab: UploadTab) => void;
  loadedLabel: string;
  errorCount: number;
  loaded: ReactNode;
  errors: ReactNode;
}) {
  return (
    <Tabs value={tab} onValueChange={(v) => onTabChange(v as UploadTab)}>
      <TabsList>
        <TabsTrigger value="loaded">{loadedLabel}</TabsTrigger>
        <TabsTrigger value="errors" disabled={errorCount === 0}>
          {m.tabErrors} ({errorCount})
        </TabsTrigger>
      </TabsList>
      <TabsContent value="loaded">{loaded}</TabsContent>
      <TabsContent value="errors">{errors}</TabsContent>
    </Tabs>
  );
}

interface RefusedRow {
  numRiga: number;
  error: string;
}

/** The columns of the refused rows: the row number, the file's fields as read (in this order, under
 * these headers), and why the row was refused. */
export function refusedRowColumns<T extends RefusedRow>(fields: { [K in Exclude<keyof T, keyof RefusedRow> & string]?: string }): FilterColumn<T>[] {
  const read = Object.entries(fields).map(([field, header]): FilterColumn<T> => ({ key: field, header: String(header), value: (r) => String(r[field as keyof T]) }));
  return [{ key: "numRiga", header: "Riga", align: "right", value: (r) => r.numRiga }, ...read, { key: "error", header: "Errore", value: (r) => r.error, className: "text-red-800" }];
}

/** The 'Errori' tab's table, ten rows a page; the filters are the screen's (they outlive a tab switch). */
export function RefusedRowsTable<T extends RefusedRow>({ rows, columns, filters, testId }: { rows: readonly T[]; columns: FilterColumn<T>[]; filters: ColumnFilters; testId: string }) {
  return <ColumnFilterTable rows={rows} columns={columns} rowKey={(r) => r.numRiga} filters={filters.filters} onFiltersChange={filters.onFiltersChange} pageSizes={[10, 25, 50]} defaultPageSize={10} caption={m.tabErrors} emptyText="" testId={testId} />;
}
