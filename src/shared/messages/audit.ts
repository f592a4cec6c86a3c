// The audit log screen (/auditLog, ADMIN).
export const auditMessages = {
  title: "Registro attività",
  intro: "Le operazioni di agenti e amministratori, con chi le ha fatte e per conto di quale cliente. Il registro non si può modificare.",
  loadError: "Impossibile caricare il registro attività",
  loadMore: "Carica altre attività",
  empty: "Nessuna attività registrata con questi filtri",
  filterUsername: "Utente",
  filterUsernamePlaceholder: "Operatore o cliente",
  filterCustomer: "Codice cliente",
  filterAction: "Azione",
  allActions: "Tutte",
  filterFrom: "Dal",
  filterTo: "Al",
  onlyBehalf: "Solo per conto di un cliente",
  resetFilters: "Elimina tutti i filtri",
  columnAt: "Data e ora",
  columnActor: "Operatore",
  columnBehalf: "Per conto di",
  columnCustomer: "Cliente",
  columnAction: "Azione",
  columnDetails: "Dettagli",
  invalidCustomer: "Il codice cliente è un numero",
  actions: {
    "impersonation.start": "Inizio impersonificazione",
    "impersonation.end": "Fine impersonificazione",
    "customerInfo.save": "Profilo cliente salvato",
    "cart.add": "Articolo aggiunto al carrello",
    "cart.remove": "Articolo rimosso dal carrello",
    "cart.itemNote": "Nota articolo",
    "cart.notes": "Note e riferimento ordine",
    "cart.priority": "Ordine urgente",
    "cart.empty": "Carrello svuotato",
    "cart.refresh": "Carrello aggiornato",
    "order.send": "Ordine inviato",
  } as Record<string, string>,
} as const;

export function auditActionLabel(action: string): string {
  return auditMessages.actions[action] ?? action;
}
