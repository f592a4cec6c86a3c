// Online, offline, or online but the server out of reach (a workshop Wi-Fi without internet,
// a proxy answering 503). The browser's online/offline events give the first two; the outbox
// runner and the screens report the third when a request fails for network reasons.
import { useSyncExternalStore } from "react";

export type Connectivity = "online" | "offline" | "unreachable";

let unreachable = false;
const listeners = new Set<() => void>();

function emit(): void {
  listeners.forEach((l) => l());
}

export function connectivity(): Connectivity {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return "offline";
  return unreachable ? "unreachable" : "online";
}

export function reportUnreachable(): void {
  if (unreachable) return;
  unreachable = true;
  emit();
}

export function reportReachable(): void {
  if (!unreachable) return;
  unreachable = false;
  emit();
}

function subscribe(l: () => void): () => void {
  listeners.add(l);
  const onChange = () => {
    // Back online: assume the server is reachable until a request says otherwise.
    if (navigator.onLine) unreachable = false;
    l();
  };
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    listeners.delete(l);
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, connectivity, () => "online" as const);
}

/** True when requests can be tried (not "offline"; "unreachable" may recover at any request). */
export function useIsOffline(): boolean {
  return useConnectivity() === "offline";
}
