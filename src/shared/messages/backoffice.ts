// Italian texts of the back office: registration, reports and the price list loader. Verbatim
// from spec document 2 (§5, §8) where the spec gives them; the rest follows their tone.
import { formatCount } from "../rules/count";

export const registrationMessages = {
  tabNew: "Nuova Registrazione",
  tabEdit: "Modifica Registrazione",
  customerRequired: "Inserire il codice cliente",
  destinationRequired: "Inserire il codice destinazione del cliente",
  usernameRequired: "Inserire lo username",
  passwordRequired: "Inserire la password",
  emailRequired: "Inserire l'indirizzo e-mail",
  warehousesRequired: "Specificare almeno uno dei 2 depositi",
  promoRequired: "Specificare il tipo di promo da visualizzare",
  osPrecodiceRequired: "Specificare il precodice",
  osDeliveryDaysRequired: "Specificare i giorni di consegna",
  registered: "Utente registrato con successo",
  registerFailed: "C'è stato un problema nel registrare l'utente",
  updated: "Utente modificato con successo",
  updateFailed: "Non è stato possibile registrare le informazioni del cliente",
  precodesFailed: "Non è stato possibile recuperare la lista dei precodici utente",
  userDataFailed: "Non è stato possibile recuperare i dati dell'utente",
  // Beyond the spec's texts (decision 0028).
  passwordTooShort: (min: number) => `La password deve avere almeno ${min} caratteri`,
  passwordTooLong: (max: number) => `La password può avere al massimo ${max} caratteri`,
  passwordCommon: "Questa password è tra le più diffuse e facili da indovinare: sceglierne un'altra",
  usernameTaken: (u: string) => `Lo username ${u} è già utilizzato da un altro utente`,
  usernameInvalid: "Lo username può contenere lettere, cifre, punto, trattino, trattino basso e chiocciola (da 3 a 60 caratteri)",
  emailInvalid: "Indirizzo e-mail non valido (più indirizzi separati da punto e virgola)",
  customerNotFound: (id: number) => `Il cliente ${id} non esiste`,
  destinationNotFound: (c: number, d: number) => `Il cliente ${c} non ha la destinazione ${d}`,
  precodeGroupNotFound: "Gruppo precodici sconosciuto",
  userNotFound: "Utente non trovato",
  notObsoleteSupplier: "L'utente non è un fornitore di obsoleti",
  cannotDisableSelf: "Non è possibile disabilitare o declassare il proprio utente",
  welcomeMailNeedsEmail: "Per inviare il link di benvenuto serve l'indirizzo e-mail dell'utente",
  linkInvalid: "Il link non è valido, è già stato usato o è scaduto: chiedere all'amministratore un nuovo invio",
  passwordSet: "Password impostata: ora puoi accedere",
  passwordsDiffer: "Le due password non coincidono",
  setPasswordTitle: "Imposta la password",
  welcomeSubject: "Benvenuto sul portale Banco: imposta la tua password",
};

export const reportMessages = {
  failed: "Errore nel recuperare il report",
  daySoldRange: "I giorni di vendita da analizzare devono essere tra 60 e 365",
  depRequired: "Selezionare il magazzino",
  qtyRange: "La quantità venduta deve essere tra 1 e 10000",
  dayStockRange: "I giorni di scorta devono essere tra 1 e 365",
  rowsRequired: "Inserire almeno una riga di configurazione",
  dateRequired: "Inserire le date del periodo",
  dateOrder: "La data di inizio deve precedere la data di fine",
  rangeTooLong: (days: number) => `Il periodo può essere al massimo di ${days} giorni`,
};

export const priceListMessages = {
  notCsv: (file: string) => `${file} is not a csv file`,
  requirements: (file: string) => `Il file: ${file} non rispetta i requisiti. Prego consultarli.`,
  withErrors: (file: string) => `Attenzione il file: ${file} è stato caricato ma contiene degli errori.`,
  uploadError: (error: string) => `Errore nell'upload del file: ${error}.`,
  loaded: (file: string) => `Il file: ${file} è stato caricato correttamente.`,
  missingFile: "Selezionare un file CSV",
  notMultipart: "Inviare il file come multipart/form-data nel campo file",
  tooLarge: (mb: number) => `Il file supera la dimensione massima di ${mb} MB`,
  // Reasons of a row in notParsed.
  columns: (n: number) => `Numero di colonne errato: ${n} (attese da 3 a 5: Precodice;Codice;EAN;Listino;Accisa)`,
  precodice: "Precodice mancante o non valido",
  codice: "Codice mancante o non valido",
  ean: "EAN non valido (8, 12, 13 o 14 cifre con cifra di controllo corretta)",
  listino: "Prezzo di listino non valido",
  fee: "Accisa non valida",
  unknownProduct: "Prodotto sconosciuto",
  duplicate: (line: number) => `Riga duplicata: lo stesso prodotto è già alla riga ${line}`,
  rollbackNotLatest: "Si può annullare solo l'ultimo caricamento non ancora annullato",
  rollbackTooOld: (kept: number) =>
    `Questo caricamento non si può più annullare: i valori precedenti si conservano solo per gli ultimi ${kept} caricamenti`,
  notUndoable: "non più annullabile",
  rollbackDone: "Caricamento annullato: ripristinati i valori precedenti",
  loadNotFound: "Caricamento non trovato",
};

export const reportJobMessages = {
  queued: "Report in coda…",
  running: (rows: number) => `Report in preparazione… ${formatCount(rows)} righe elaborate`,
  done: (rows: number) => `Report pronto: ${formatCount(rows)} righe`,
  notFound: "Report non trovato",
  notReady: "Il report non è ancora pronto",
};
