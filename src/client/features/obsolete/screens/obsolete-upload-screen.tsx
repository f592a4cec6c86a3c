// /obsolete ('Obsoleti', suppliers and ADMIN): requirements, drag-and-drop CSV, then the tabs
// 'Caricati' (quantity, discount and net hidden) and 'Errori' (disabled when every row loaded).
import { useMemo, useState } from "react";
import type { ObsoleteProduct, UnparsedObsolete } from "../../../../shared/contract/obsolete";
import { obsoleteMessages as m } from "../../../../shared/messages/obsolete";
import { formatEuro } from "../../../../shared/rules/money";
import { ColumnFilterTable, type FilterColumn } from "../../../components/column-filter-table";
import { useSession } from "../../../lib/session";
import { Input } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../ui/tabs";
import { useUploadObsoletes } from "../api/obsolete-api";
import { UploadPanel } from "../components/upload-panel";

const loadedColumns: FilterColumn<ObsoleteProduct>[] = [
  { key: "precodice", header: "Prec.", value: (r) => r.precodice },
  { key: "codice", header: "Codice", value: (r) => r.codice },
  { key: "codsco", header: "Lett.Sc.", value: (r) => r.codsco },
  { key: "description", header: "Descr.", value: (r) => r.description },
  { key: "listino", header: "Listino", kind: "amount", align: "right", value: (r) => r.listino, render: (r) => formatEuro(r.listino) },
];

const errorColumns: FilterColumn<UnparsedObsolete>[] = [
  { key: "numRiga", header: "Riga", align: "right", value: (r) => r.numRiga },
  { key: "stringDisp", header: "Disp.", value: (r) => r.stringDisp },
  { key: "stringListino", header: "Listino", value: (r) => r.stringListino },
  { key: "osPrecodice", header: "Prec.", value: (r) => r.osPrecodice },
  { key: "opCodice", header: "Codice", value: (r) => r.opCodice },
  { key: "opDescription", header: "Descr.", value: (r) => r.opDescription },
  { key: "odCatSc", header: "Lett.Sc.", value: (r) => r.odCatSc },
  { key: "error", header: "Errore", value: (r) => r.error, className: "text-red-800" },
];

export function ObsoleteUploadScreen() {
  const session = useSession();
  const user = session.status === "authenticated" ? session.user : null;
  const forSupplier = user?.uRole === "ADMIN" && !user.uIsObsoleteSupplier;
  const [precode, setPrecode] = useState("");
  const upload = useUploadObsoletes(forSupplier ? precode.trim() : undefined);
  const [tab, setTab] = useState("loaded");
  const [f1, setF1] = useState<Record<string, string>>({});
  const [f2, setF2] = useState<Record<string, string>>({});
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
      <UploadPanel
        requirements={m.productRequirements}
        pending={upload.isPending}
        testId="obsolete-drop"
        mutate={(file, opts) =>
          upload.mutate(file, {
            onSuccess: (o) => {
              setTab(o.result.obsoletes.length ? "loaded" : "errors");
              opts.onSuccess(o);
            },
            onError: opts.onError,
          })
        }
      />
      {result ? (
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList>
            <TabsTrigger value="loaded">
              {m.tabLoaded} ({result.obsoletes.length})
            </TabsTrigger>
            <TabsTrigger value="errors" disabled={errors.length === 0}>
              {m.tabErrors} ({errors.length})
            </TabsTrigger>
          </TabsList>
          <TabsContent value="loaded">
            <ColumnFilterTable rows={result.obsoletes} columns={loadedColumns} rowKey={(r) => r.codice} filters={f1} onFiltersChange={setF1} pageSizes={[10, 25, 50]} defaultPageSize={10} caption={m.tabLoaded} emptyText={m.noRows} testId="obsolete-loaded" />
          </TabsContent>
          <TabsContent value="errors">
            <ColumnFilterTable rows={errors} columns={errorColumns} rowKey={(r) => r.numRiga} filters={f2} onFiltersChange={setF2} pageSizes={[10, 25, 50]} defaultPageSize={10} caption={m.tabErrors} emptyText="" testId="obsolete-errors" />
          </TabsContent>
        </Tabs>
      ) : null}
    </div>
  );
}
