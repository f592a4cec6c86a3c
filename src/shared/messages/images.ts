// Image attachments (quote request §5 and §8, return request photos): the same limits and the same
// messages wherever a workshop attaches photos. The §5/§8 texts are verbatim.
export const imageMessages = {
  badFiles: "I files non rispettano i requisiti",
  tooLarge: "I files sono troppo grandi! Upload max consentito 15Mb.",
  // Ours.
  tooMany: "Al massimo 5 immagini: sono state tenute le ultime 5",
  tooManyFor: (what: string) => `Al massimo 5 immagini per ${what}`,
  badImage: (name: string) => `I files non rispettano i requisiti: «${name}» non è un'immagine valida`,
  notMultipart: "La richiesta va inviata come modulo con allegati (multipart/form-data).",
};
