/** The departure countdown text (spec §2); the cart feature computes the time left. */
export function DepartureCountdown() {
  return (
    <p className="text-xs text-slate-600 sm:text-sm" data-testid="countdown">
      Completa l'ordine entro: … per avere la spedizione più veloce
    </p>
  );
}
