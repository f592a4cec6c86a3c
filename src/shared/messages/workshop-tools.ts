// Workshop tools (spec document 2: §2, §5, §8): CSV into the cart, quote request, stores, contacts.
// Verbatim where the spec gives the text; the rest is ours.
import { CART_UPLOAD_MAX_BYTES_LABEL, CART_UPLOAD_MAX_ROWS_LABEL } from "../rules/cart-upload";
import { imageMessages } from "./images";
import { formatCount as count } from "../rules/count";

export const cartUploadMessages = {
  title: "Carica CSV nel carrello",
  // §8, verbatim.
  uploaded: (file: string) => `${file} file uploaded successfully`,
  failed: "file upload failed",
  notCsv: (file: string) => `${file} is not a csv file`,
  statusFailed: "Errore nel recuperare lo stato degli upload.",
  // Ours: whole-file refusals (4xx, nothing stored).
  missing: "Selezionare un file CSV da caricare.",
  notMultipart: "Il file va inviato come upload (multipart/form-data, campo file).",
  tooLarge: `Il file supera la dimensione massima consentita (${CART_UPLOAD_MAX_BYTES_LABEL}).`,
  tooManyRows: `Il file supera il limite di ${CART_UPLOAD_MAX_ROWS_LABEL} righe: dividerlo in più file.`,
  empty: "Il file è vuoto: nessuna riga da caricare.",
  badMode: "Formato non valido: scegliere CSV, SEMICOLON o PIPE.",
  wrongSeparator: (sep: string) => `Il file non usa il separatore del formato scelto («${sep}»): controllare il formato o il file.`,
  malformed: (line: number) => `Il file non è un CSV leggibile (riga ${line}).`,
  // Ours: reasons of a refused row.
  codeMissing: "Codice mancante",
  qtyNotNumber: (raw: string) => `Quantità non numerica: «${raw}»`,
  codeUnknown: "Codice non trovato a catalogo (né come codice, EAN o codice originale/equivalente)",
  ambiguous: (list: string) => `Codice ambiguo, corrisponde a più articoli (${list}): indicare il precodice`,
  // Ours: the screen.
  running: "Caricamento in corso: le righe vengono aggiunte al carrello. La pagina si aggiorna da sola.",
  queued: (n: number) => (n === 1 ? "Un altro file è in coda e partirà al termine di questo." : `${n} file in coda, partiranno uno alla volta.`),
  noUploads: "Nessun file caricato finora.",
  summaryTitle: "Esito dell'ultimo caricamento",
  failedTitle: "Righe non caricate",
  resend: "Reinvia le righe corrette",
  resendNone: "Nessuna riga da reinviare.",
  moreProducts: (next: number, left: number) => `Mostra altri ${count(next)} articoli (ne restano ${count(left)})`,
  productsAdded: (cId: number, n: number) => `Carrello n. ${cId}: ${count(n)} articoli aggiunti`,
};

export const quoteMessages = {
  title: "Richiesta preventivo",
  // §5 and §8, verbatim.
  telaioRequired: "Inserire il N° Telaio o Targa",
  bodyRequired: "Inserire il messaggio",
  badFiles: imageMessages.badFiles,
  tooLarge: imageMessages.tooLarge,
  sent: "Richiesta preventivo inviato con successo",
  failed: "Impossibile inviare il preventivo",
  // Ours.
  telaioTooLong: "Il N° Telaio o Targa ha al massimo 17 caratteri",
  telaioFormat: "Inserire una targa italiana (es. AB123CD) o un telaio di 17 caratteri senza I, O e Q",
  bodyTooLong: "Il messaggio può avere al massimo 4000 caratteri",
  tooMany: imageMessages.tooMany,
  tooManyServer: imageMessages.tooManyFor("richiesta di preventivo"),
  badImage: imageMessages.badImage,
  notMultipart: imageMessages.notMultipart,
  noRecipient: "Nessun indirizzo e-mail valido per la copia al cliente",
  validity: "Il preventivo è valido solo nella data in cui viene redatto.",
  listTitle: "Le mie richieste",
  listEmpty: "Nessuna richiesta di preventivo inviata.",
  listError: "Non è stato possibile recuperare le richieste di preventivo.",
  statusSent: "Inviata",
  statusAnswered: "Evasa",
  // Quote desk (ADMIN).
  deskTitle: "Richieste preventivo",
  deskEmpty: "Nessuna richiesta di preventivo ricevuta.",
  deskError: "Non è stato possibile recuperare le richieste di preventivo.",
  markAnswered: "Segna come evaso",
  answered: "Richiesta segnata come evasa; il cliente riceverà la risposta per e-mail.",
  alreadyAnswered: "Questa richiesta di preventivo è già stata evasa.",
  notFound: "Richiesta di preventivo non trovata.",
  imageNotFound: "Immagine non trovata.",
  replyTooLong: "La risposta può avere al massimo 4000 caratteri",
  replyLabel: "Risposta al cliente (facoltativa)",
  replyHeading: "Risposta",
};

export const storeMessages = {
  // §8, verbatim.
  kstoreFailed: "Errore nell'apertura del KStore.",
  gsFailed: "Errore nell'apertura dello store Gomma Service.",
  // Ours.
  searching: "Ricerca in corso...",
  landingHeading: "Aggiungi gli articoli al carrello, poi torna al portale B2B.",
  landingInvalid: "Il collegamento dal catalogo non è valido o è scaduto: riaprire il catalogo dal portale.",
  landingEmpty: "Nessun articolo scelto nel catalogo.",
  tokenInvalid: "Token non valido, già usato o scaduto.",
  sessionInvalid: "Sessione del catalogo non valida o scaduta.",
  opened: "Il catalogo si è aperto in una nuova finestra.",
  popupBlocked: "Il browser ha bloccato la finestra: usare il collegamento qui sotto.",
  added: (code: string) => `${code} aggiunto al carrello`,
  notSupplierPart: "Articolo non di un fornitore esterno",
  availabilityFailed: "Impossibile recuperare la disponibilità",
  notInCatalogue: (codes: readonly string[]) => `Non trovati nel nostro catalogo: ${codes.join(", ")}`,
};
