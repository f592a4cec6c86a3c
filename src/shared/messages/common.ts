// Italian texts shared by client and server. Verbatim from the specs where the spec gives them.
import { formatCount as count } from "../rules/count";

export const common = {
  /** A long list shown a page at a time (ui/show-more.tsx): the button that adds the next page. */
  moreRows: (next: number, left: number) => `Mostra altre ${count(next)} righe (ne restano ${count(left)})`,
  invalidInput: "Dati non validi",
  invalidJson: "Il corpo della richiesta non è un JSON valido",
  unsafeText: "Il testo contiene caratteri non ammessi",
  textTooLong: "Testo troppo lungo",
  numberOutOfRange: "Numero fuori dall'intervallo ammesso",
  invalidUpload: "Il caricamento non è valido o è incompleto",
  notLoggedIn: "Accesso richiesto: effettuare il login",
  sessionExpired: "La sessione è scaduta. Si prega di effettuare nuovamente l'accesso.",
  forbidden: "Operazione non consentita per questo utente",
  notFound: "Risorsa non trovata",
  crossOrigin: "Richiesta rifiutata: origine non consentita",
  serverError: "Si è verificato un errore interno. Riprovare tra qualche istante.",
  tooMany: "Troppe richieste. Riprovare tra qualche minuto.",
  payloadTooLarge: "Il file o la richiesta supera la dimensione massima consentita",
  unsupportedMediaType: "Formato della richiesta non supportato",
  forbiddenWhileBehalf: "Operazione non consentita mentre si opera per conto di un cliente: abbandonare prima l'impersonificazione",
  customerRequired: "Per questa funzione selezionare prima un cliente da \"Impersonifica un utente\"",
  networkError: "Connessione assente o server non raggiungibile",
  noSuchPage: "Questo indirizzo non corrisponde a nessuna pagina di Banco: usa il menu per continuare.",
  loading: "Caricamento…",
  retry: "Riprova",
  close: "Chiudi",
  vatExcluded: "Prezzi IVA esclusa",
  /** The roles in words (the wire's ADMIN, SALESMAN, USER never reach the screen). */
  roleLabel: { ADMIN: "Amministratore", SALESMAN: "Agente", USER: "Cliente" } as Record<string, string>,
  callCounter: "Non trovi il ricambio? Chiama il banco:",
  counterPhone: "Banco ricambi",
  appVersion: (v: string) => `Versione app ${v}`,
  apiVersion: (v: string) => `versione API ${v}`,
} as const;
