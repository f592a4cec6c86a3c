import { useState } from "react";
import { cn } from "../../../lib/cn";

/**
 * A promo's banner or picture. Without one (or when it fails to load, e.g. offline and never
 * cached) a brand gradient takes its place, so cards and slides keep their shape.
 */
export function PromoImage({ src, alt = "", className, position = "right" }: { src: string | null; alt?: string; className?: string; position?: "right" | "center" }) {
  const [failed, setFailed] = useState(false);
  if (!src || failed) {
    return <div aria-hidden className={cn("bg-gradient-to-br from-brand-900 via-brand-700 to-brand-500", className)} />;
  }
  return (
    <img
      src={src}
      alt={alt}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("object-cover", position === "right" ? "object-right" : "object-center", className)}
    />
  );
}
