// Italian texts of the cart, order sending and the departure countdown. The ones marked "spec" are
// quoted verbatim from core-ordering §2, §4 and §8 and must not be reworded (misspellings included).
export const cartMessages = {
  // spec
  added: "Prodotto aggiunto al carrello",
  // spec
  addFailed: "Errore nell'aggiunta del prodotto al carrello",
  // spec
  codedArticleTitle: "Attenzione articolo codificato",
  codedArticleText:
    "Questo articolo è codificato: per ordinarlo inserire nella nota dell'articolo il numero di telaio (VIN, 17 caratteri) del veicolo.",
  codedArticleServer: "Articolo codificato: inserire il numero di telaio (VIN, 17 caratteri) nella nota dell'articolo",
  vinLabel: "Nota articolo con il telaio (VIN)",
  vinMissing: "La nota non contiene un numero di telaio valido (17 caratteri)",
  addWithVin: "Aggiungi al carrello",
  // spec
  updated: "Carrello aggiornato",
  // spec
  updateFailed: "Errore nell'aggiornamento del carrello",
  // spec
  emptied: "Il carrello è stato svuotato!",
  // spec
  notesSaved: "Le note sono state salvate",
  // spec
  notesFailed: "errore nel salvataggio delle note",
  // spec
  itemNoteFailed: "Errore nell'aggiornamento della nota",
  // spec
  priorityUnavailable: "non disponibile per ordini urgenti",
  priorityNoStock: (codes: string): string => `Quantità non disponibile a magazzino per ${codes}`,
  // spec
  orderSent: "Ordine inviato con successo",
  // spec
  orderFailed: "C'è stato un errore nell'invio dell'ordine.",
  // spec
  orderNotSentTitle: "Ordine non inviato",
  // spec
  refreshCart: "Aggiorna il carrello",
  // spec
  closeWithoutChanges: "Chiudi senza modifiche",
  // spec
  refreshed: "Carrello aggiornato correttamente, è ora possibile procedere con l'ordine",
  // spec
  refreshFailed: "C'è stato un errore nell'aggiornamento dell carrello.",
  orderNumber: (code: string): string => `Numero ordine: ${code}`,
  // a send whose answer was lost (issue 16 item 14): the server is asked what became of it
  orderCheckingLost: "Risposta del server non ricevuta: verifico se l'ordine è arrivato…",
  orderLostNotSent: "L'ordine non è stato inviato: il server non ha ricevuto nulla. Il carrello è intatto, puoi inviarlo di nuovo.",
  orderLostUnknown:
    "Non è stato possibile sapere se l'ordine è arrivato. Controlla lo Storico Ordini quando torna la connessione: un nuovo invio di questo carrello non crea un secondo ordine.",
  orderNumberPending: "Il numero d'ordine non è ancora disponibile: lo troverai a breve nello Storico Ordini.",
  printOrder: "Stampa l'ordine",
  goToOrders: "Vai allo Storico Ordini",
  // checks on the server
  itemNoteTooLong: "La nota dell'articolo può contenere al massimo 250 caratteri",
  orderRefTooLong: "Il riferimento ordine cliente può contenere al massimo 30 caratteri",
  operatorNoteTooLong: "La nota per gli operatori può contenere al massimo 500 caratteri",
  productNotFound: "Prodotto non trovato",
  lineNotFound: "Il prodotto non è nel carrello",
  cartEmpty: "Il carrello è vuoto: aggiungere almeno un prodotto prima di inviare l'ordine",
  cartNotFound: "Carrello non trovato",
  mutationReused: "Identificativo della modifica già usato da un altro utente",
  warningIntro: "Dall'ultima visualizzazione del carrello sono cambiati alcuni articoli:",
  warningOutro: "Aggiornare il carrello per vedere i nuovi valori, poi inviare di nuovo l'ordine.",
  changePrice: (from: string, to: string): string => `prezzo netto da ${from} a ${to}`,
  changeNotOrderable: "non più ordinabile",
  changeGone: "non più disponibile a catalogo",
  changeAvailability: (available: number, requested: number): string => `disponibili ${available} (richiesti ${requested})`,
  // screen
  title: "Carrello",
  cartId: "Carrello n.",
  total: "Totale netto",
  articles: "Articoli",
  quantity: "Quantità totale",
  articlesInCart: (n: number): string => `${n} ${n === 1 ? "articolo" : "articoli"} nel carrello`,
  emptyTitle: "Il carrello è vuoto",
  emptyText: "Cerca un codice e aggiungi i prodotti al carrello: li troverai qui.",
  goSearch: "Vai alla ricerca",
  loadFailed: "problema nel recuperare il carrello",
  urgent: "Ordine urgente",
  urgentHint: "Spedizione prioritaria con la prossima partenza",
  orderRef: "Riferimento ordine cliente",
  operatorNote: "Nota per gli operatori",
  saveNotes: "Salva note e riferimenti",
  emptyCart: "Svuota carrello",
  emptyConfirmTitle: "Svuotare il carrello?",
  emptyConfirmText: "Tutti i prodotti e le note del carrello verranno eliminati.",
  emptyConfirm: "Svuota",
  cancel: "Annulla",
  sendOrder: "Invia ordine",
  sending: "Invio in corso…",
  viewCart: "Visualizza carrello",
  missingList: "Lista mancanti",
  loadCsv: "Carica CSV",
  requestQuote: "Richiedi preventivo",
  // On a phone with results on screen the action bar shows its first actions and this toggle.
  moreActions: "Altre azioni",
  fewerActions: "Meno azioni",
  remove: "Rimuovi",
  removed: "Prodotto rimosso dal carrello",
  changedBadge: "Variato",
  vatExcluded: "IVA esclusa",
  // header countdown; spec
  countdown: (left: string): string => `Completa l'ordine entro: ${left} per avere la spedizione più veloce`,
  countdownPrefix: "Completa l'ordine entro:",
  countdownSuffix: "per avere la spedizione più veloce",
} as const;
