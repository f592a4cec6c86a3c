// The columns of the obsolete discounts (upload result and /VisualizzaSconti): Dal and Al sort as
// text, the two discounts as numbers.
import type { ObsoleteDiscount, UnparsedDiscount } from "../../../../shared/contract/obsolete";
import type { FilterColumn } from "../../../components/column-filter-table";
import { refusedRowColumns } from "./upload-panel";

const pct = (n: number) => `${n.toLocaleString("it-IT", { maximumFractionDigits: 2 })}%`;
const day = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export const discountColumns: FilterColumn<ObsoleteDiscount>[] = [
  { key: "cliente", header: "Id Cliente", value: (d) => d.uIdCliente, render: (d) => <>{d.uIdCliente}<span className="block text-xs text-slate-500">{d.ragSoc}</span></> },
  { key: "acq", header: "Sconto Acquisto", align: "right", sortable: "number", value: (d) => d.odScontoAcq, render: (d) => pct(d.odScontoAcq) },
  { key: "vend", header: "Sconto Vendita", align: "right", sortable: "number", value: (d) => d.odScontoVend, render: (d) => pct(d.odScontoVend) },
  { key: "dal", header: "Dal", sortable: "text", value: (d) => day(d.odStartTime) },
  { key: "al", header: "Al", sortable: "text", value: (d) => day(d.odEndTime) },
  { key: "lettera", header: "Lettera Sconto", value: (d) => d.odCatSc },
];

export const unparsedDiscountColumns = refusedRowColumns<UnparsedDiscount>({ uIdCliente: "Id Cliente", odScontoAcq: "Sconto Acquisto", odScontoVend: "Sconto Vendita", odStartTime: "Dal", odEndTime: "Al", odCatSc: "Lettera Sconto" });
