// The named parts of the demo catalogue (issue 3): seed/catalogue.ts writes them first, the tests
// and the demo look them up by these codes.
/** The fixtures of issue 3 that tests and demos rely on. */
export const FIXTURES = {
  oc90: { precodice: "M120", codice: "OC90", listino: 12.4, codsco: "A", oe: "1109.AY", am: "W 712/75", ean: "4009026001233" },
  wd40: { precodice: "Q287", codice: "WD40" },
  notOrderable: { precodice: "M120", codice: "NOORD1" },
  obsolete: { precodice: "M120", codice: "OBS001" },
  forecast: { precodice: "P100", codice: "PAD4455" },
  outlet: { precodice: "outf", codice: "BAT70" },
  coded: { precodice: "M300", codice: "CODVIN1" },
  disc: { precodice: "M200", codice: "DISC300" },
  discNew: { precodice: "M200", codice: "DISC300N" },
  discRegenerated: { precodice: "M200", codice: "DISC300R" },
  oc90Mann: { precodice: "M130", codice: "W71275" },
  oc90Ufi: { precodice: "M140", codice: "23.108.00" },
} as const;
