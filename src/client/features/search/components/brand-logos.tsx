// The makers we stock (spec §2 Home: brand logos). Simple word marks drawn for Banco
// (public/brands/*.svg), cached by the service worker like any image.
import { searchMessages as m } from "../../../../shared/messages/search";

/** The names as drawn; each logo is public/brands/<name in lower case>.svg. */
const BRANDS = ["MAHLE", "MANN-FILTER", "BOSCH", "Brembo", "TRW", "UFI", "VARTA", "NGK", "DAYCO", "SKF", "VALEO", "HELLA"].map((name) => ({ slug: name.toLowerCase(), name }));

export function BrandLogos() {
  return (
    <section aria-label={m.brandsTitle} className="mt-3">
      <h2 className="sr-only">{m.brandsTitle}</h2>
      {/* One row: scrolls sideways on narrow screens, never pushes the results down. Focusable so a
          keyboard user can scroll it too (axe: scrollable-region-focusable). */}
      <ul tabIndex={0} aria-label={m.brandsTitle} className="-mx-1 flex snap-x gap-2 overflow-x-auto rounded px-1 [scrollbar-width:none] focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500">
        {BRANDS.map((b) => (
          <li key={b.slug} className="shrink-0 snap-start">
            <img src={`/brands/${b.slug}.svg`} alt={b.name} width={69} height={23} loading="lazy" decoding="async" className="h-[23px] w-[69px] opacity-80 transition-opacity hover:opacity-100" />
          </li>
        ))}
      </ul>
    </section>
  );
}
