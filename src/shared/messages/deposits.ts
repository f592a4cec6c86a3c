// Deposits (prezzoCauzione, spec core-ordering §3) wherever an amount is shown: cart, header
// total, order detail, order PDF. Ours: the spec only names the field; search shows
// "+ cauzione …" (messages/search.ts) and these follow it.
export const depositMessages = {
  /** A line's deposit: the total for its quantity and the amount per piece. */
  lineDeposit: (unit: string, total: string): string => `+ cauzione ${total} (${unit} cad.)`,
  depositTotal: "Cauzioni",
  totalWithDeposits: "Totale con cauzioni",
  /** Why the deposit is apart. */
  refundNote: "Le cauzioni sono rimborsate alla resa del pezzo usato.",
};
