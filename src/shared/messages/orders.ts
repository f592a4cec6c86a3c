// Order history (/orderList) and the order PDF. Spec texts are marked; the rest is ours.
export const ordersMessages = {
  title: "Storico Ordini",
  // spec
  refresh: "Aggiorna Storico Ordini",
  // spec
  loadMore: "Carica altri ordini",
  // spec: loading failures are "problema nel recuperare ..." messages
  listError: "C'è stato un problema nel recuperare lo storico ordini.",
  detailError: "C'è stato un problema nel recuperare il dettaglio dell'ordine.",
  filters: "Filtri",
  showFilters: "Mostra filtri",
  hideFilters: "Nascondi filtri",
  applyFilters: "Filtra",
  clearFilters: "Elimina i filtri",
  articolo: "Codice articolo",
  numeroOrdine: "Numero ordine",
  notaOrdine: "Note ordine",
  notaRiga: "Note riga",
  dataOrdineStart: "Dal",
  dataOrdineEnd: "Al",
  empty: "Nessun ordine trovato.",
  emptyFiltered: "Nessun ordine corrisponde ai filtri.",
  allLoaded: "Tutti gli ordini sono stati caricati.",
  order: "Ordine",
  date: "Data",
  reference: "Rif. cliente",
  note: "Note",
  total: "Totale netto",
  ordered: "Ordinati",
  fulfilled: "Evasi",
  toFulfil: "Da evadere",
  lines: (n: number) => (n === 1 ? "1 riga" : `${n} righe`),
  details: "Dettagli",
  hideDetails: "Chiudi dettagli",
  pdf: "PDF ordine",
  pdfTitle: (n: string) => `Apri il PDF dell'ordine ${n} in una nuova finestra`,
  urgent: "Urgente",
  progress: (pct: number) => `Evaso al ${pct}%`,
  status: {
    SENT: "Inviato",
    IN_PROGRESS: "In lavorazione",
    PARTIAL: "Evaso parzialmente",
    FULFILLED: "Evaso",
    CANCELLED: "Annullato",
  },
  colCode: "Codice",
  colDescription: "Descrizione",
  colQty: "Q.tà",
  colFulfilled: "Evasa",
  colToFulfil: "Da evadere",
  colNet: "Netto",
  colAmount: "Importo",
  colShipments: "Spedizioni",
  colLineNote: "Nota",
  forecast: (d: string) => `Consegna prevista ${d}`,
  shippedWith: (ddt: string, d: string) => `${ddt} del ${d}`,
  noDetails: "Nessuna riga per questo ordine.",
  notFound: "Ordine non trovato",
  badStartFrom: "Parametro startFrom non valido",
  filterTooLong: "Filtro troppo lungo",
  badDate: "Data non valida (formato AAAA-MM-GG)",
  badDateRange: "La data iniziale è successiva alla data finale",
  vatExcluded: "IVA esclusa",
} as const;

/** Italian labels of order document types. */
export const orderTypeLabels: Record<string, string> = {
  OW: "Ordine web",
  OC: "Ordine cliente",
};

/** The one way an order's number is written everywhere ("OW 275/2026"): list, details, PDF, confirmation. */
export function orderNumberLabel(o: { tipoDoc: string; numeroDoc: number; anno: number }): string {
  return `${o.tipoDoc} ${o.numeroDoc}/${o.anno}`;
}

/** A send's answer as that number (null: not known yet). */
export function sentOrderLabel(o: { tipoDoc: string | null; numeroDoc: number | null; anno: number | null }): string | null {
  return o.tipoDoc && o.numeroDoc !== null && o.anno !== null ? orderNumberLabel({ tipoDoc: o.tipoDoc, numeroDoc: o.numeroDoc, anno: o.anno }) : null;
}
