// The features that queue edits offline, each with its own kinds (offline/edit-kinds.ts). A new
// feature joins the offline layer by adding its handler here; the layer itself knows none of them.
import type { QueryClient } from "@tanstack/react-query";
import type { EditKindHandler } from "../../offline/edit-kinds";
import { cartEditKinds } from "../../features/cart/api/cart-offline-kind";
import { visitsEditKind } from "../../features/visits/api/visit-edits";

export function featureEditKinds(qc: QueryClient): EditKindHandler[] {
  return [cartEditKinds(qc), visitsEditKind(qc)];
}
