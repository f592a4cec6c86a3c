// "Logout resets all client data to initial values" (spec §4); impersonation resets all but init.
// app/ registers what to clear (query cache, data atoms, the offline database); features may add.
import { endLiveMarker } from "./session";

type ResetHandler = (reason: "logout" | "impersonation") => Promise<void> | void;

const handlers = new Set<ResetHandler>();

export function onClientReset(handler: ResetHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

export async function resetClientData(reason: "logout" | "impersonation"): Promise<void> {
  // First of all: the other tabs stop writing this session's copy (lib/session.ts).
  endLiveMarker();
  await Promise.allSettled([...handlers].map((h) => h(reason)));
}
