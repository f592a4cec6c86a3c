import { useEffect, useState } from "react";

/** The current time, renewed every `everyMs` (a countdown, "aggiornato alle …", a delivery promise). */
export function useNow(everyMs: number): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}
