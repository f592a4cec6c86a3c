// Documents (/documents): delivery notes, invoices and credit notes, and their PDFs.
export const documentsMessages = {
  title: "Documenti",
  // spec
  tabDdts: "Bolle",
  // spec
  tabInvoices: "Fatture/Note Cred.",
  // spec §8: warning when a document has no PDF yet
  pdfNotAvailable: "Documento non ancora disponibile",
  pdfRetryLater: "Documento non ancora disponibile: riprovare più tardi.",
  onlyDestData: "Il tuo account può visualizzare solo i dati della propria destinazione: fatture e note di credito non sono disponibili.",
  invoicesForbidden: "Fatture e note di credito non sono visibili per questo account",
  ddtNumberNumeric: "Il numero bolla deve contenere solo cifre, senza prefissi come B101 o B103",
  badDocument: "Documento non valido",
  notFound: "Documento non trovato",
  ddtsError: "C'è stato un problema nel recuperare le bolle.",
  ddtDetailError: "C'è stato un problema nel recuperare il dettaglio della bolla.",
  invoicesError: "C'è stato un problema nel recuperare le fatture.",
  loadMore: "Carica altri",
  loadMoreDdts: "Carica altre bolle",
  loadMoreInvoices: "Carica altri documenti",
  allLoaded: "Tutti i documenti sono stati caricati.",
  emptyDdts: "Nessuna bolla trovata.",
  emptyInvoices: "Nessuna fattura o nota di credito.",
  filters: "Ricerca estesa",
  showFilters: "Mostra ricerca estesa",
  hideFilters: "Nascondi ricerca estesa",
  applyFilters: "Cerca",
  clearFilters: "Elimina i filtri",
  articolo: "Codice articolo",
  dataBollaStart: "Data bolla dal",
  dataBollaEnd: "Data bolla al",
  numeroBolla: "Numero bolla",
  numeroBollaHint: "Solo il numero, senza prefisso (es. 1234, non B101 1234)",
  numeroOrdine: "Numero ordine",
  notaOrdine: "Note ordine",
  notaRiga: "Note riga",
  colType: "Tipo",
  colNumber: "Numero",
  colShipDate: "Data spedizione",
  colNetTotal: "Totale netto",
  colPackages: "Colli",
  colOrders: "Ordini",
  colPrint: "Stampa",
  colInvoiced: "Fatturazione",
  colDate: "Data",
  colDocId: "Id documento",
  colVat: "IVA",
  colTotal: "Totale",
  print: (label: string) => `Stampa ${label} (PDF in una nuova finestra)`,
  details: "Righe",
  hideDetails: "Chiudi righe",
  invoiced: "Fatturata",
  notInvoiced: "Da fatturare",
  pdfPending: "PDF in preparazione",
} as const;

/**
 * Italian labels of the document types (spec: each type is mapped to an Italian label; the texts
 * are ours). B1xx are delivery notes, one series per warehouse.
 */
export const documentTypeLabels: Record<string, string> = {
  B101: "DDT Senise",
  B103: "DDT Cagliari",
  FI: "Fattura immediata",
  FD: "Fattura differita",
  NC: "Nota di credito",
  RM: "Ricevuta di magazzino",
  SM: "Storno ricevuta di magazzino",
  FA: "Fattura d'acquisto",
  PA: "Fattura PA",
  NP: "Nota di credito PA",
};

export function documentTypeLabel(docType: string): string {
  return documentTypeLabels[docType] ?? docType;
}
