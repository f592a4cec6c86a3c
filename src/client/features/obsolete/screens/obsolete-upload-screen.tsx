// /obsolete ('Obsoleti', suppliers and ADMIN): requirements, drag-and-drop CSV, then the tabs
// 'Caricati' (quantity, discount and net hidden) and 'Errori' (disabled when every row loaded).
import { useMemo, useState } from "react";
import type { ObsoleteProduct, UnparsedObsolete } from "../../../../shared/contract/obsolete";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { formatEuro } from "../../../../shared/rules/money";
import { ColumnFilterTable, useColumnFilters, type FilterColumn } from "../../../components/column-filter-table";
import { useSession } from "../../../lib/session";
import { Input } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { useUploadObsoletes } from "../api/obsolete-api";
import { RefusedRowsTable, refusedRowColumns, UploadPanel, UploadTabs, type UploadTab } from "../components/upload-panel";

const loadedColumns: FilterColumn<ObsoleteProduct>[] = [
  { key: "precodice", header: "Prec.", value: (r) => r.precodice },
  { key: "codice", header: "Codice", value: (r) => r.codice },
  { key: "codsco", header: "Lett.Sc.", value: (r) => r.codsco },
  { key: "description", header: "Descr.", value: (r) => r.description },
  { key: "listino", header: "Listino", kind: "amount", align: "right", value: (r) => r.listino, render: (r) => formatEuro(r.listino) },
];

const errorColumns = refusedRowColumns<UnparsedObsolete>({ stringDisp: "Disp.", stringListino: "Listino", osPrecodice: "Prec.", opCodice: "Codice", opDescription: "Descr.", odCatSc: "Lett.Sc." });

export function ObsoleteUploadScreen() {
  const session = useSession();
  const user = session.status === "authenticated" ? session.user : null;
  const forSupplier = user?.uRole === "ADMIN" && !user.uIsObsoleteSupplier;
  const [precode, setPrecode] = useState("");
  const upload = useUploadObsoletes(forSupplier ? precode.trim() : undefined);
  const [tab, setTab] = useState<UploadTab>("loaded");
  const loadedFilters = useColumnFilters();
  const errorFilters = useColumnFilters();
  const result = upload.data?.result;
  const errors = useMemo(() => result?.unparsedObsoletes ?? [], [result]);
  return (
    <div className="space-y-4">
      <PageTitle>{m.title}</PageTitle>
      {forSupplier ? (
        <div className="max-w-xs space-y-1">
          <Label htmlFor="obs-precode">Precodice del fornitore</Label>
          <Input id="obs-precode" value={precode} maxLength={10} onChange={(e) => setPrecode(e.target.value.toUpperCase())} />
        </div>
      ) : null}
      <UploadPanel requirements={m.productRequirements} upload={upload} testId="obsolete-drop" onOutcome={(o) => setTab(o.result.obsoletes.length ? "loaded" : "errors")} />
      {result ? (
        <UploadTabs tab={tab} onTabChange={setTab} loadedLabel={`${m.tabLoaded} (${result.obsoletes.length})`} errorCount={errors.length}
          loaded={<ColumnFilterTable rows={result.obsoletes} columns={loadedColumns} rowKey={(r) => r.codice} filters={loadedFilters.filters} onFiltersChange={loadedFilters.onFiltersChange} pageSizes={[10, 25, 50]} defaultPageSize={10} caption={m.tabLoaded} emptyText={m.noRows} testId="obsolete-loaded" />}
          errors={<RefusedRowsTable rows={errors} columns={errorColumns} filters={errorFilters} testId="obsolete-errors" />}
        />
      ) : null}
    </div>
  );
}
