// Texts of the tables with per-column filters (missing list, returns, obsolete lists).
export const tableMessages = {
  pageSize: "Righe per pagina",
  previous: "Pagina precedente",
  next: "Pagina successiva",
  range: (from: number, to: number, total: number) => (total === 0 ? "0 risultati" : `${from}–${to} di ${total}`),
  filterOf: (column: string) => `Filtra ${column}`,
  filterPlaceholder: "Filtra…",
  noFilter: "Nessun filtro",
  noMatches: "Nessuna riga corrisponde ai filtri.",
  page: (n: number, of: number) => `Pagina ${n} di ${of}`,
} as const;
