import { depositMessages } from "../../shared/messages/deposits";
import { formatEuro } from "../../shared/rules/money";
import { cn } from "../lib/cn";

/**
 * A line's deposit (prezzoCauzione × quantity) as its own amount under the line's net amount:
 * "+ cauzione 20,00 € (10,00 € cad.)". Nothing when the product has no deposit.
 */
export function LineDeposit({ unit, total, className }: { unit: number; total: number; className?: string }) {
  if (!(total > 0)) return null;
  return (
    <span className={cn("block whitespace-nowrap text-xs font-normal text-slate-600", className)} data-testid="line-deposit">
      {depositMessages.lineDeposit(formatEuro(unit), formatEuro(total))}
    </span>
  );
}
