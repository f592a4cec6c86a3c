// Italian texts produced by the pure rules in src/shared/rules. The ones marked
// "spec" are quoted verbatim from the specification and must not be reworded.
export const ruleMessages = {
  // spec
  quantityMultipleOf6: "Quantità deve essere un multiplo di 6",
  quantityNotInteger: "La quantità deve essere un numero intero",
  quantityBelowMin: (min: number): string => `La quantità minima è ${min}`,
  quantityAboveMax: (max: number): string => `La quantità massima è ${max}`,
  quantityMultipleOf: (step: number): string => `La quantità deve essere un multiplo di ${step}`,
  // spec
  notOrderable: "Prodotto non ordinabile",
  packRounded: (step: number, qty: number): string => `Venduto a multipli di ${step}: impostato ${qty}`,
  confirmAboveStock: (disp: number): string => `Disponibili ${disp} pz`,
  confirmAboveUsual: (usual: number): string => `Di solito ne ordinate al massimo ${usual}`,
  outOfStockNoBackorder: "Esaurito: non riordinabile",
  // spec
  exceedsAvailable: "La quantità richiesta eccede la quantità disponibile",
} as const;
