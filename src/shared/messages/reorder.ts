// Reorder in one tap (issue 23 part 2): recently bought parts, "Riordina" on a sent order, adding a
// missing line that became available. All ours (the spec does not word these); docs/decisions/0032.
export const reorderMessages = {
  // Acquistati di recente (/home, search results)
  recentTitle: "Acquistati di recente",
  recentIntro: "I ricambi che hai ordinato, dal più recente: un tocco li rimette nel carrello con la stessa quantità.",
  recentEmpty: "Non hai ancora ordinato ricambi dal portale.",
  recentError: "C'è stato un problema nel recuperare gli acquisti recenti.",
  recentAmongResults: "Tra i risultati, già acquistati",
  boughtOn: (date: string, qty: number) => `Acquistato il ${date} (qtà ${qty})`,
  lastDate: "Ultimo ordine",
  lastQty: "Ultima qtà",
  netNow: "Netto oggi",
  availability: "Disponibilità",
  available: (n: number) => `Disponibili ${n}`,
  unavailable: "Non disponibile",
  unknownAvailability: "Da verificare",
  add: "Aggiungi",
  addLabel: (code: string, qty: number) => `Aggiungi ${code} al carrello (qtà ${qty})`,

  // Riordina (/orderList and its detail)
  reorder: "Riordina",
  reorderLabel: (order: string) => `Riordina l'ordine ${order}: rimette nel carrello tutte le sue righe ancora ordinabili`,
  reorderTitle: (order: string) => `Riordino dell'ordine ${order}`,
  reorderPending: "Aggiunta delle righe al carrello…",
  reorderFailed: "Riordino non riuscito",
  addedTitle: (n: number) => (n === 1 ? "1 riga aggiunta al carrello" : `${n} righe aggiunte al carrello`),
  noneAdded: "Nessuna riga è stata aggiunta al carrello.",
  refusedTitle: (n: number) => (n === 1 ? "1 riga non aggiunta al carrello" : `${n} righe non aggiunte al carrello`),
  substitutedBy: (code: string) => `Sostituito da ${code}`,
  addSubstitute: (code: string) => `Aggiungi ${code} al carrello`,
  noSubstitute: "Nessun sostituto disponibile",
  goToCart: "Vai al carrello",
  close: "Chiudi",

  // Reasons a line cannot be reordered
  reasonGone: "Articolo non più a catalogo",
  reasonNotOrderable: "Articolo non più ordinabile",

  // /missing
  addMissing: "Aggiungi al carrello",
  addMissingLabel: (code: string, qty: number) => `Aggiungi ${code} al carrello (qtà ${qty})`,
  missingNowAvailable: "Ora disponibile",
  missingStillUnavailable: "Non ancora disponibile in magazzino",
  missingChecking: "Verifica disponibilità…",

  // Offline and input
  offlineUnavailable: "Non disponibile offline",
  badOrder: "Ordine non valido",
  orderNotFound: "Ordine non trovato",
  badLimit: "Il numero di articoli richiesti non è valido (da 1 a 200)",
} as const;
