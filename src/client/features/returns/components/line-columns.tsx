// The columns of delivery-note lines (returns list and new return), with the ADMIN's customer code
// and company name columns.
import type { ReturnLine } from "../../../../shared/contract/returns";
import { returnMessages as m } from "../../../../shared/messages/returns";
import { formatEuro } from "../../../../shared/rules/money";
import { formatItalianDate } from "../../../../shared/rules/italian-date";
import type { FilterColumn } from "../../../components/column-filter-table";
import { StatusBadge } from "./return-parts";

export const day = (iso: string | null) => (iso ? formatItalianDate(`${iso}T12:00:00Z`) : "");

export function lineColumns(isAdmin: boolean): FilterColumn<ReturnLine>[] {
  const cols: FilterColumn<ReturnLine>[] = [
    { key: "articolo", header: m.colCode, value: (l) => `${l.precodice} ${l.articolo}`, className: "max-lg:min-w-36 max-lg:whitespace-nowrap" },
    { key: "descr", header: m.colDescr, value: (l) => l.descr_articolo, className: "max-lg:min-w-56" },
    { key: "ddt", header: m.colDdt, value: (l) => `${l.td_bolla} ${l.num_bolla}`, className: "max-lg:min-w-28 max-lg:whitespace-nowrap" },
    { key: "ddtDate", header: m.colDdtDate, value: (l) => day(l.data_bolla), className: "max-lg:min-w-28 max-lg:whitespace-nowrap" },
    { key: "qty", header: m.colQty, value: (l) => l.quantita, kind: "exact", align: "right", className: "max-lg:min-w-16" },
    { key: "returned", header: m.colReturned, value: (l) => l.qta_resa, kind: "exact", align: "right", className: "max-lg:min-w-16" },
    { key: "net", header: m.colNet, value: (l) => l.vu_netto, kind: "amount", align: "right", render: (l) => formatEuro(l.vu_netto), className: "max-lg:min-w-24 max-lg:whitespace-nowrap" },
    { key: "amount", header: m.colAmount, value: (l) => l.importo_riga, kind: "amount", align: "right", render: (l) => formatEuro(l.importo_riga), className: "max-lg:min-w-24 max-lg:whitespace-nowrap" },
    { key: "invoice", header: m.colInvoice, value: (l) => (l.td_fatt ? `${l.td_fatt} ${l.num_fatt}` : ""), className: "max-lg:min-w-24 max-lg:whitespace-nowrap" },
    { key: "status", header: m.colStatus, value: (l) => l.status ?? "", render: (l) => (l.status ? <StatusBadge status={l.status} /> : null), className: "max-lg:min-w-32" },
  ];
  if (!isAdmin) return cols;
  return [
    { key: "cliente", header: m.colCustomer, value: (l) => String(l.id_cliente), kind: "exact", className: "max-lg:min-w-24" },
    { key: "ragSoc", header: m.colCompany, value: (l) => l.rRagSoc, className: "max-lg:min-w-48" },
    ...cols,
  ];
}
