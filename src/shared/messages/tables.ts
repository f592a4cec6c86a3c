// Texts of the tables with per-column filters (missing list, returns, obsolete lists).
export const tableMessages = {
  pageSize: "Righe per pagina",
  previous: "Pagina precedente",
  next: "Pagina successiva",
  range: (from: number, to: number, total: number) => (total === 0 ? "0 risultati" : `${from}–${to} di ${total}`),
  filterOf: (column: string) => `Filtra ${column}`,
  noFilter: (column: string) => `${column}: nessun filtro`,
  filterPlaceholder: "Filtra…",
  noMatches: "Nessuna riga corrisponde ai filtri.",
  page: (n: number, of: number) => `Pagina ${n} di ${of}`,
} as const;
