import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiEnvelope } from "../../../lib/api-client";
import { missingItemSchema, type MissingItem } from "../../../../shared/contract/missing";
import { missingKeys } from "./missing-keys";

const pageSchema = z.array(missingItemSchema);

/** GET /outofstock: one page from startFrom (an offset); last marks the end. */
export async function getOutOfStockPage(startFrom: number): Promise<{ items: MissingItem[]; last: boolean }> {
  const env = await apiEnvelope<unknown>("/outofstock", { query: { startFrom } });
  const items = pageSchema.parse(env.data ?? []);
  return { items, last: env.pagination?.last ?? items.length === 0 };
}

/** The whole missing list: pages are requested until the last one (spec §4, Missing list); the
 * table filters and pages it on the client. */
export async function getOutOfStock(): Promise<MissingItem[]> {
  const all: MissingItem[] = [];
  for (let guard = 0; guard < 500; guard++) {
    const page = await getOutOfStockPage(all.length);
    all.push(...page.items);
    if (page.last || page.items.length === 0) break;
  }
  return all;
}

export const outOfStockQuery = () => queryOptions({ queryKey: missingKeys.list(), queryFn: getOutOfStock, staleTime: 60_000 });

export function useOutOfStock(enabled = true) {
  return useQuery({ ...outOfStockQuery(), enabled });
}
