// Italian texts of the barcode scan (issue 23): the camera dialog and the scan button.
export const scanMessages = {
  scanButton: "Scansiona codice",
  dialogTitle: "Scansiona il codice a barre",
  dialogHint: "Inquadra il codice a barre o il QR della scatola del ricambio: la ricerca parte da sola.",
  starting: "Avvio della fotocamera…",
  scanning: "Ricerca del codice nell'immagine…",
  denied: "Accesso alla fotocamera negato. Consenti l'uso della fotocamera nelle impostazioni del browser, oppure digita il codice qui sotto.",
  noCamera: "Nessuna fotocamera disponibile su questo dispositivo. Digita il codice qui sotto.",
  cameraFailed: "Non è stato possibile avviare la fotocamera. Digita il codice qui sotto.",
  readerFailed: "Il lettore di codici non si è caricato. Digita il codice qui sotto.",
  manualLabel: "Oppure digita il codice",
  manualSearch: "Cerca",
  cancel: "Annulla",
  videoLabel: "Immagine della fotocamera",
} as const;
