// The built-in contacts (demo distributor). A deployment sets CONTACTS_FILE to a JSON file of the
// same shape (shared/contract/contacts.ts), read and checked at start.
import type { ContactSection } from "../../../shared/contract/contacts";

export const DEFAULT_CONTACTS: ContactSection[] = [
  {
    title: "Call Center e Magazzino Senise",
    phones: ["0973 584 210", "0973 584 211"],
    emails: ["ordini.senise@ricambisud.it"],
    whatsapp: ["+39 333 584 2100"],
    hours: "Lunedì–venerdì 8:00–13:00 e 14:30–18:30, sabato 8:30–12:30",
    people: [
      { name: "Giuseppe Lofiego", role: "Responsabile call center: ordini, disponibilità, urgenze", phone: "0973 584 212", email: "g.lofiego@ricambisud.it" },
      { name: "Anna Cirigliano", role: "Banco e spedizioni: partenze delle 11:30 e delle 17:30", email: "a.cirigliano@ricambisud.it" },
    ],
  },
  {
    title: "Call Center Magazzino Cagliari",
    phones: ["070 456 7800"],
    emails: ["ordini.cagliari@ricambisud.it"],
    whatsapp: ["+39 347 456 7800"],
    hours: "Lunedì–venerdì 8:00–13:00 e 15:00–19:00",
    people: [{ name: "Marco Melis", role: "Responsabile magazzino Cagliari: ordini e resi Sardegna", phone: "070 456 7801", email: "m.melis@ricambisud.it" }],
  },
  {
    title: "Amministrazione",
    phones: ["0973 584 230"],
    emails: ["amministrazione@ricambisud.it"],
    whatsapp: [],
    people: [{ name: "Rosa Fittipaldi", role: "Fatture, note di credito, pagamenti e scadenze", email: "r.fittipaldi@ricambisud.it" }],
  },
  {
    title: "Direzione",
    phones: ["0973 584 200"],
    emails: ["direzione@ricambisud.it"],
    whatsapp: [],
    people: [
      { name: "Vincenzo Ricciardi", role: "Amministratore delegato", email: "v.ricciardi@ricambisud.it" },
      { name: "Laura Arbia", role: "Direttrice commerciale: condizioni, listini e promozioni", email: "l.arbia@ricambisud.it" },
    ],
  },
];
