// Texts of the portal's frame: header, menus, behalf bar, shortcuts, page titles.
export const shellMessages = {
  appName: "Banco",
  pageTitle: (label: string) => `${label} — Banco`,
  shortcutsTitle: "Scorciatoie da tastiera",
  shortcutsIntro: "Funzionano in ogni schermata; \u201c?\u201d non vale mentre si scrive in un campo.",
  shortcutLabel: {
    search: "Vai alla casella di ricerca codici",
    cart: "Apri il carrello",
    send: "Vai a \u201cInvia ordine\u201d (poi Invio per inviare)",
    help: "Mostra queste scorciatoie",
  },
  statusRegion: "Percorso e consegna",
  homeLink: "Pagina iniziale",
  actingFor: "Stai operando per conto di",
  exitBehalf: "Esci",
  exitBehalfLabel: (name: string) => `Esci: smetti di operare per ${name}`,
} as const;
