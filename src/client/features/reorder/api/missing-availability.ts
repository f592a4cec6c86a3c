// GET /outofstock/availability (docs/decisions/0032): each open missing line with its product as
// it is today and whether it can be added again; /missing adds it through the cart's ordinary add.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api-client";
import { missingAvailabilitySchema, type MissingAvailability } from "../../../../shared/contract/reorder";
import { reorderKeys } from "./reorder-keys";

export function fetchMissingAvailability(): Promise<MissingAvailability> {
  return api("/outofstock/availability", {}, missingAvailabilitySchema);
}

export const missingAvailabilityQuery = () => queryOptions({ queryKey: reorderKeys.missing(), queryFn: fetchMissingAvailability, staleTime: 30_000 });

export function useMissingAvailability(enabled = true) {
  return useQuery({ ...missingAvailabilityQuery(), enabled });
}
