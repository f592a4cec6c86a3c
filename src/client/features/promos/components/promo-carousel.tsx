import { useCallback, useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { Link } from "react-router-dom";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import type { Promo } from "../../../../shared/contract/promos";
import { promoMessages as m } from "../../../../shared/messages/promos";
import { cn } from "../../../lib/cn";
import { PromoImage } from "./promo-image";

export const CAROUSEL_INTERVAL_MS = 6000;
const SWIPE_MIN_PX = 40;

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

/**
 * The home carousel of the user's promos (WAI-ARIA carousel pattern): advances by itself every
 * 6 s, stops while the pointer or the keyboard focus is on it, while it is out of view and with
 * the pause button (and never starts for users who ask for reduced motion); arrows, dots, ← → keys
 * and swipe move it.
 */
export function PromoCarousel({ promos }: { promos: readonly Promo[] }) {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  // Out of view (below the counter's results, scrolled away) it does not advance: a slide that
  // nobody sees would still re-render and repaint in the middle of the counter's typing.
  const [inView, setInView] = useState(true);
  const root = useRef<HTMLElement>(null);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = promos.length;
  const current = count ? Math.min(index, count - 1) : 0;

  const go = useCallback((to: number) => setIndex(((to % count) + count) % count), [count]);

  useEffect(() => {
    const el = root.current;
    if (!el || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => setInView(entries.some((e) => e.isIntersecting)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [count]);

  useEffect(() => {
    if (!playing || hovered || focused || !inView || count < 2) return;
    const timer = window.setTimeout(() => go(current + 1), CAROUSEL_INTERVAL_MS);
    return () => window.clearTimeout(timer);
  }, [playing, hovered, focused, inView, count, current, go]);

  if (count === 0) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      go(current - 1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      go(current + 1);
    }
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType !== "mouse") swipeStart.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = e.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(e.clientY - start.y)) go(current + (dx < 0 ? 1 : -1));
  };
  const autoRunning = playing && !hovered && !focused && inView && count > 1;

  return (
    <section
      ref={root}
      aria-roledescription="carousel"
      aria-label={m.carouselLabel}
      className="relative overflow-hidden rounded-lg bg-brand-900 shadow-sm"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      onKeyDown={onKeyDown}
    >
      <div
        className="flex touch-pan-y transition-transform duration-500 ease-out motion-reduce:transition-none"
        style={{ transform: `translateX(-${current * 100}%)` }}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onPointerCancel={() => (swipeStart.current = null)}
        aria-live={autoRunning ? "off" : "polite"}
      >
        {promos.map((p, i) => (
          <div
            key={p.proId}
            role="group"
            aria-roledescription="slide"
            aria-label={m.slideOf(i + 1, count)}
            aria-hidden={i !== current}
            inert={i !== current}
            className="relative h-[120px] w-full shrink-0 sm:h-56 lg:h-64"
          >
            <PromoSlide promo={p} />
          </div>
        ))}
      </div>

      {count > 1 ? (
        <>
          <button
            type="button"
            onClick={() => go(current - 1)}
            aria-label={m.previous}
            className="absolute left-2 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:flex"
          >
            <ChevronLeft className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => go(current + 1)}
            aria-label={m.next}
            className="absolute right-2 top-1/2 hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/15 text-white backdrop-blur hover:bg-white/30 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white sm:flex"
          >
            <ChevronRight className="size-5" />
          </button>
          <div className="absolute bottom-1 left-1/2 flex -translate-x-1/2 items-center gap-0.5">
            <button
              type="button"
              onClick={() => setPlaying((v) => !v)}
              aria-label={playing ? m.pause : m.play}
              className="flex size-9 items-center justify-center rounded-full text-white hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
            >
              {playing ? <Pause className="size-4" /> : <Play className="size-4" />}
            </button>
            {promos.map((p, i) => (
              <button
                key={p.proId}
                type="button"
                onClick={() => go(i)}
                aria-label={m.goToSlide(i + 1)}
                aria-current={i === current ? "true" : undefined}
                className="flex size-9 items-center justify-center rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <span className={cn("block h-2 rounded-full transition-all", i === current ? "w-6 bg-accent-400" : "w-2 bg-white/60")} />
              </button>
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}

const ctaClass =
  "mt-1 inline-flex h-8 w-fit items-center gap-1 whitespace-nowrap rounded-md bg-accent-500 px-3 text-sm font-semibold text-slate-950 shadow hover:bg-accent-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white @md:mt-2 @md:h-9 @xl:h-10 @xl:px-4";

/** One slide: the banner, a scrim on the left, type, title, subtitle and the link to the detail. */
export function PromoSlide({ promo, interactive = true }: { promo: Promo; interactive?: boolean }) {
  return (
    <div className="@container absolute inset-0">
      <PromoImage src={promo.proBannerLink} className="absolute inset-0 h-full w-full" />
      <div className="absolute inset-0 bg-gradient-to-r from-brand-900/90 via-brand-900/60 to-transparent @xl:via-brand-900/40" aria-hidden />
      <div className="relative flex h-full max-w-[75%] flex-col justify-center gap-0.5 px-4 pb-7 @md:gap-1 @md:px-5 @md:pb-8 @xl:max-w-[60%] @xl:px-16 @xl:pb-6">
        <span className="text-xs font-semibold uppercase tracking-wide text-accent-400">{promo.proTypeDesc}</span>
        <h2 className="line-clamp-1 text-base font-bold leading-tight text-white @md:line-clamp-2 @md:text-lg @xl:text-2xl @3xl:text-3xl">{promo.proTitle}</h2>
        {promo.proSubtitle ? <p className="line-clamp-2 hidden text-sm text-brand-100 @xl:block">{promo.proSubtitle}</p> : null}
        {interactive ? (
          <Link to={`/promoDetail/${promo.proId}`} className={ctaClass}>
            {m.discover}
            <ChevronRight className="size-4" aria-hidden />
          </Link>
        ) : (
          <span className={ctaClass}>
            {m.discover}
            <ChevronRight className="size-4" aria-hidden />
          </span>
        )}
      </div>
    </div>
  );
}
