// Italian texts of the offline app: connection state, queued edits (the outbox), the offline copy
// of the data, the update prompt. Issue 6 gives some of them verbatim ('aggiornato alle 10:42',
// 'in attesa di connessione', 'Nuova versione disponibile — Aggiorna').
export const offlineMessages = {
  online: "Online",
  offline: "Offline",
  unreachable: "Server non raggiungibile",
  onlineTitle: "Connessione attiva",
  offlineTitle: "Senza connessione: i dati mostrati sono la copia salvata sul dispositivo",
  unreachableTitle: "Il server non risponde: le modifiche restano in coda e partono appena torna raggiungibile",
  backOnline: "Connessione ripristinata",
  wentOffline: "Connessione assente: puoi continuare a lavorare, le modifiche partono al ritorno della rete",

  // issue 6, verbatim
  pendingMarker: "in attesa di connessione",
  pendingCount: (n: number): string => (n === 1 ? "1 modifica in attesa" : `${n} modifiche in attesa`),
  pendingShort: (n: number): string => `${n} in attesa`,
  syncing: "Invio delle modifiche…",
  pausedForLogin: "Sessione scaduta: accedi di nuovo per inviare le modifiche in attesa",
  edited: "Modifica salvata sul dispositivo: sarà inviata al ritorno della connessione",
  allSent: "Modifiche in attesa inviate",

  editsTitle: "Modifiche offline",
  editsIntro: "Le modifiche fatte senza connessione restano su questo dispositivo e partono in ordine appena la rete torna.",
  pendingTitle: "In attesa di invio",
  noPending: "Nessuna modifica in attesa.",
  refusedTitle: "Rifiutate dal server",
  refusedIntro: "Queste modifiche non sono state applicate: il server le ha rifiutate con il messaggio indicato.",
  refusedNotice: (label: string, message: string): string => `Modifica non applicata (${label}): ${message}`,
  refusedCount: (n: number): string => (n === 1 ? "1 modifica rifiutata" : `${n} modifiche rifiutate`),
  dismissRefused: "Ho capito",
  sendNow: "Invia ora",
  madeAt: (time: string): string => `fatta alle ${time}`,
  attempts: (n: number): string => `tentativi: ${n}`,

  // labels of the queued edits
  editQuantity: (code: string, qty: number): string => `Quantità ${code}: ${qty}`,
  editRemove: (code: string): string => `Rimozione dal carrello di ${code}`,
  editItemNote: (code: string): string => `Nota articolo ${code}`,
  editCartNotes: "Note per gli operatori e riferimento ordine",
  editAdd: (code: string, qty: number): string => `Aggiunta al carrello di ${code} × ${qty}`,
  cartChangedMeanwhile: "Il carrello è stato inviato o cambiato da un altro dispositivo nel frattempo",
  editOfAnotherUser: "Questa modifica è di un altro utente: resta sul dispositivo e parte al suo prossimo accesso",
  serverKeepsFailing: "Il server non ha accettato la modifica dopo vari tentativi",

  // order sending needs the network
  sendNeedsNetwork: "Invio ordine non disponibile offline: serve la connessione",
  sendWaitsForEdits: "Prima dell'invio devono partire le modifiche in attesa: riprova quando torna la connessione",
  sendAfterRefused: "Alcune modifiche in attesa sono state rifiutate: controlla il carrello prima di inviare l'ordine",
  needsNetwork: "Serve la connessione",

  // the offline copy of the data
  updatedAt: (time: string): string => `aggiornato alle ${time}`,
  updatedOn: (day: string, time: string): string => `aggiornato il ${day} alle ${time}`,
  offlineCopy: "Copia offline",
  // issue 16 item 13, verbatim
  unavailableOffline: "Non disponibile offline",
  unavailableOfflineText: "Questi dati non sono mai stati aperti su questo dispositivo: saranno disponibili quando torna la connessione.",
  serverUnreachableBanner: "Server non raggiungibile: i dati mostrati sono la copia salvata sul dispositivo.",
  offlineSearchNotice: (when: string): string =>
    `Sei offline: questi risultati vengono dalla copia salvata sul dispositivo (ricerche precedenti e carrello), ${when}. Prezzi e disponibilità possono essere cambiati.`,
  offlineSearchEmpty: "Nessun risultato nella copia offline: la ricerca completa nel catalogo richiede la connessione.",

  // logout with queued edits (docs/decisions/0013-offline-design.md)
  logoutTitle: "Modifiche non ancora inviate",
  logoutText: (n: number): string =>
    `${n === 1 ? "C'è 1 modifica" : `Ci sono ${n} modifiche`} del carrello non ancora ${n === 1 ? "inviata" : "inviate"} al server. Restano su questo dispositivo solo per te e partono al tuo prossimo accesso; nessun altro utente le riceve.`,
  logoutKeep: "Esci e conserva le modifiche",
  logoutDiscard: "Esci ed elimina le modifiche",
  cancel: "Annulla",

  // the update prompt, issue 6 verbatim
  updateAvailable: "Nuova versione disponibile",
  updateAction: "Aggiorna",
  updating: "Aggiornamento…",

  // PDFs kept on the device
  pdfOfflineTitle: "Documento non disponibile offline",
  pdfOfflineText: "Questo PDF non è mai stato aperto su questo dispositivo: sarà disponibile quando torna la connessione.",
} as const;
