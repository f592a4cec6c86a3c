// /orderListTracking (ADMIN): the tracking console. 'Caricamento Tracking via CSV' with its upload and
// row-by-row report, then every customer's orders (or one customer's) in a filterable table; the
// action opens the modal (spec title 'Conferma Reso'). The list is fetched once and refreshed by the
// answers of the saves and uploads.
import { useMemo, useState } from "react";
import { Pencil } from "lucide-react";
import type { TrackingCsvResult, TrackingOrder } from "../../../../shared/contract/tracking";
import { trackingMessages as m } from "../../../../shared/messages/tracking";
import { findCourier, trackingUrl } from "../../../../shared/rules/couriers";
import { formatItalianDate, formatItalianDateTime } from "../../../../shared/rules/italian-date";
import { ColumnFilterTable, type FilterColumn } from "../../../components/column-filter-table";
import { errorMessage } from "../../../lib/api-client";
import { notify } from "../../../lib/notify";
import { Alert } from "../../../ui/alert";
import { Button } from "../../../ui/button";
import { CsvDropZone } from "../../../ui/csv-drop-zone";
import { Input } from "../../../ui/input";
import { Label } from "../../../ui/label";
import { PageTitle } from "../../../ui/page-title";
import { Spinner } from "../../../ui/spinner";
import { TrackingDialog } from "../components/tracking-dialog";
import { useTrackingOrders, useUploadTrackingCsv } from "../api/tracking-api";

function CsvReport({ result }: { result: TrackingCsvResult }) {
  const bad = result.rows.filter((r) => !r.ok);
  return (
    <div className="mt-3 space-y-2 text-sm" data-testid="tracking-csv-report">
      <Alert tone={bad.length ? "warning" : "success"}>{bad.length ? m.csvPartial(result.applied, bad.length) : m.csvOk}</Alert>
      {bad.length ? (
        <ul className="max-h-48 overflow-auto rounded border border-slate-200 bg-white p-2">
          {bad.map((r) => (
            <li key={r.line}>
              Riga {r.line} {r.webOrderCode ? `(${r.webOrderCode})` : ""}: {r.error}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

export function OrderListTrackingScreen() {
  const [customerText, setCustomerText] = useState("");
  const [customerId, setCustomerId] = useState<number | null>(null);
  const orders = useTrackingOrders(customerId);
  const upload = useUploadTrackingCsv();
  const [editing, setEditing] = useState<TrackingOrder | null>(null);
  const [filters, setFilters] = useState<Record<string, string>>({});

  const columns = useMemo<FilterColumn<TrackingOrder>[]>(
    () => [
      { key: "order", header: "Ordine n", value: (o) => `${o.orderLabel} ${o.webOrderCode}`, render: (o) => <span className="whitespace-nowrap">{o.orderLabel}<span className="block text-xs text-slate-500">{o.webOrderCode}</span></span> },
      { key: "customer", header: "Cliente", value: (o) => `${o.uIdCliente} ${o.ragSoc}` },
      { key: "checkout", header: "Check out", value: (o) => formatItalianDateTime(o.cCheckoutTime) },
      { key: "shipped", header: "Data Spedizione", value: (o) => (o.dataShipped ? formatItalianDate(o.dataShipped) : "") },
      { key: "expected", header: "Data prevista consegna", value: (o) => (o.dataEstimatedDelivery ? formatItalianDate(o.dataEstimatedDelivery) : "") },
      { key: "parcel", header: "Pacco Numero", value: (o) => o.parcelNumber ?? "" },
      { key: "courier", header: "Corriere", value: (o) => (o.service ? (findCourier(o.service)?.name ?? o.service) : "") },
      {
        key: "tracking",
        header: "Tracking Number",
        value: (o) => o.tracking ?? "",
        render: (o) => {
          const url = trackingUrl(o.service, o.tracking);
          return url ? <a href={url} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">{o.tracking}</a> : (o.tracking ?? "");
        },
      },
      {
        key: "actions",
        header: "Azioni",
        filterable: false,
        value: () => "",
        render: (o) => (
          <Button variant="outline" size="sm" onClick={() => setEditing(o)} aria-label={`${m.set} tracking ${o.orderLabel}`}>
            <Pencil aria-hidden /> {m.set}
          </Button>
        ),
      },
    ],
    [],
  );

  const onFile = (file: File) =>
    upload.mutate(file, {
      onError: (err) => notify.error(`${m.csvFailed}: ${errorMessage(err, m.csvFailed)}`),
    });

  return (
    <div className="space-y-5">
      <PageTitle>{m.title}</PageTitle>
      <section aria-labelledby="trk-csv" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="trk-csv" className="mb-1 text-base font-semibold text-slate-900">{m.csvSection}</h2>
        <p className="mb-3 text-sm text-slate-600">{m.csvColumns}</p>
        <CsvDropZone onFile={onFile} pending={upload.isPending} prompt="Trascina qui il file CSV oppure" chooseLabel={m.csvButton} pendingLabel="Caricamento in corso…" testId="tracking-csv-drop" />
        {upload.isError ? <Alert tone="error" className="mt-3">{`${m.csvFailed}: ${errorMessage(upload.error, m.csvFailed)}`}</Alert> : null}
        {upload.data ? <CsvReport result={upload.data} /> : null}
      </section>
      <section aria-label="Ordini" className="space-y-3">
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            const n = Number(customerText.trim());
            setCustomerId(customerText.trim() && Number.isInteger(n) && n > 0 ? n : null);
          }}
        >
          <div className="space-y-1">
            <Label htmlFor="trk-customer">Codice cliente (vuoto: {m.allCustomers.toLowerCase()})</Label>
            <Input id="trk-customer" inputMode="numeric" value={customerText} onChange={(e) => setCustomerText(e.target.value)} className="w-48" />
          </div>
          <Button type="submit" variant="outline">Mostra</Button>
        </form>
        {orders.isPending ? (
          <Spinner />
        ) : orders.isError ? (
          <Alert tone="error">{m.ordersFailed}</Alert>
        ) : (
          <ColumnFilterTable
            rows={orders.data}
            columns={columns}
            rowKey={(o) => o.webOrderCode}
            filters={filters}
            onFiltersChange={setFilters}
            pageSizes={[10, 25, 50, 100]}
            defaultPageSize={25}
            caption={m.title}
            emptyText="Nessun ordine."
            testId="tracking-table"
          />
        )}
      </section>
      {editing ? <TrackingDialog order={editing} customerId={customerId} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
