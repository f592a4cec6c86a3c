// Italian texts of the delivery promise on cart lines, the order confirmation and its PDF, and of
// the arrival notices of missing items (issue 23; docs/decisions/0033-delivery-promise.md).
const WEEKDAYS = ["domenica", "lunedì", "martedì", "mercoledì", "giovedì", "venerdì", "sabato"] as const;

/** "YYYY-MM-DD" → "30/11". */
export function dayMonth(iso: string): string {
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
}

export const promiseMessages = {
  weekday: (dow: number): string => WEEKDAYS[dow] ?? "",
  departure: (time: string, day: string): string => `Parte col giro delle ${time}${day}`,
  arrives: (day: string, part: string): string => `arriva ${day}${part ? ` ${part}` : ""}`,
  morning: "mattina",
  afternoon: "pomeriggio",
  today: "oggi",
  tomorrow: "domani",
  fromWarehouse: (name: string): string => `Dal magazzino di ${name}`,
  fromSupplier: "Dal fornitore",
  expected: (ddmm: string): string => `previsto il ${ddmm}`,
  dateToConfirm: "data da confermare",
  departureToConfirm: "partenza da confermare",
  notOrderable: "Non ordinabile",
  label: "Consegna",
  pdfNote: "Consegna: come prevista all'invio dell'ordine (\"oggi\" e \"domani\" si riferiscono alla data dell'ordine).",
  confirmationTitle: "Quando arriva",
  // Arrival notices of missing items
  noticeTitle: "Articoli mancanti arrivati",
  noticeArrived: (code: string): string => `${code} è arrivato in magazzino`,
  noticeShipped: (code: string): string => `${code} è stato spedito`,
  noticeSeen: "Ho visto",
  noticeSeenFailed: "Non è stato possibile segnare l'avviso come visto",
} as const;
