// The profile menu: who is logged in, the storage this device uses and 'Libera spazio' (issue 16
// item 18); the drafts kept across an update (item 17).
const plural = (n: number, one: string, many: string) => (n === 1 ? `1 ${one}` : `${n} ${many}`);

export const deviceStorageMessages = {
  menu: (user: string): string => `Profilo di ${user}`,
  storageTitle: "Spazio su questo dispositivo",
  storageUsed: (size: string): string => `Spazio usato: ${size}`,
  storageUnknown: "Spazio usato: non disponibile in questo browser",
  loading: "Calcolo dello spazio…",
  pdfs: (n: number, size: string): string => `${plural(n, "PDF salvato", "PDF salvati")} · ${size}`,
  searches: (n: number, size: string): string => `${plural(n, "ricerca salvata", "ricerche salvate")} · ${size}`,
  screens: (size: string): string => `Dati delle schermate · ${size}`,
  pending: (n: number): string => `${plural(n, "modifica in attesa", "modifiche in attesa")}: non vengono mai cancellate`,
  free: "Libera spazio",
  freeHint: "Elimina i PDF e le ricerche precedenti salvati; l'ultima ricerca e le modifiche in attesa restano.",
  freeing: "Liberazione dello spazio…",
  freed: (size: string, pdfs: number, searches: number): string =>
    `Liberati ${size}: ${plural(pdfs, "PDF", "PDF")} e ${plural(searches, "ricerca precedente", "ricerche precedenti")}.`,
  nothingToFree: "Niente da liberare: nessun PDF o ricerca precedente salvati.",
  freeFailed: "Non è stato possibile liberare lo spazio: riprova.",
} as const;
