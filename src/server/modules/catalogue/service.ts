// Product rows as a given user sees them: their discount chain applied to the list price (net
// price rounded half-up to the cent), stock in their warehouses, cross-references and suggested
// substitutes. Search, cart, promos and the catalogue landing all build rows here.
import type { ProductRef, ProductRow } from "../../../shared/contract/product";
import { centsToEuro } from "../../../shared/rules/money";
import { chainTotalPercent, discountLabel, netUnitCents, parseDiscountChain } from "../../../shared/rules/discount-chain";
import { SUGGESTED_MAX } from "../../../shared/rules/limits";
import { OBS_STOCK_SCOPE, stockWarehouseFor } from "../../../shared/rules/obsolete";
import type { AuthContext } from "../../lib/auth-context";
import type { CatalogueEntry, CatalogueRepo, DecodingType, ProductRecord } from "./repo";
import { toEntry, type EntryRow } from "./entry-repo";

export const refKey = (r: ProductRef): string => `${r.precodice}/${r.codice}`;

/** What other modules may know about a product beyond its row (cart rules, orders). */
export interface ProductFacts {
  productId: number;
  precodice: string;
  codice: string;
  description: string;
  orderable: boolean;
  requiresVin: boolean;
  listCents: number;
  netUnitCents: number;
  discountChain: string;
  /** Deposit per piece (prezzoCauzione), cents; 0 when none. */
  depositCents: number;
  disp: number | null;
}

export interface BuiltProduct {
  row: ProductRow;
  facts: ProductFacts;
}

// Chains repeat across thousands of rows ("40+10" for every code A product): parse each once,
// with its label and total percent.
interface ParsedChain {
  steps: number[];
  label: string;
  percent: number;
}
const NO_CHAIN: ParsedChain = { steps: [], label: "", percent: 0 };
const chainCache = new Map<string, ParsedChain>();
function parsedChain(chain: string | null): ParsedChain {
  if (!chain) return NO_CHAIN;
  let parsed = chainCache.get(chain);
  if (!parsed) {
    const steps = parseDiscountChain(chain) ?? [];
    parsed = { steps, label: discountLabel(steps), percent: chainTotalPercent(steps) };
    if (chainCache.size > 10_000) chainCache.clear();
    chainCache.set(chain, parsed);
  }
  return parsed;
}

const DEFAULT_WAREHOUSES = ["01"];

/** One entry as this user sees it. Pure: no I/O. */
export function buildProduct(auth: AuthContext, e: CatalogueEntry): BuiltProduct {
  // A supplier's obsolete stock is booked to one warehouse, whatever the user's (decision 0029).
  const own = auth.user.warehouses.length ? auth.user.warehouses : DEFAULT_WAREHOUSES;
  const warehouses = [...new Set(own.map((w) => stockWarehouseFor(e.sScope, w)))];
  const chain = parsedChain(e.chain);
  const steps = chain.steps;
  const net = netUnitCents(e.listCents, steps);
  const known = e.stock.length > 0;
  const byWarehouse = warehouses.map((w) => {
    let qty = 0;
    for (const [wh, q] of e.stock) if (wh === w) qty = q;
    return { warehouse: w, qty };
  });
  const disp = known ? byWarehouse.reduce((a, b) => a + Math.max(0, b.qty), 0) : null;
  const row: ProductRow = {
    precodice: e.precodice,
    codice: e.codice,
    codsco: e.codsco,
    fam: e.fam,
    brand: e.brand,
    description: e.description,
    listino: centsToEuro(e.listCents),
    sconto: chain.label,
    scontoPercent: chain.percent,
    netto: centsToEuro(net),
    info: e.info,
    orderable: e.orderable,
    sScope: e.sScope,
    ean: e.ean,
    prezzoCauzione: centsToEuro(e.depositCents),
    codiceSostituente: e.codiceSostituente,
    requiresVin: e.requiresVin,
    disp,
    availabilityWarehouse: known ? byWarehouse.map((b) => `${b.warehouse}: ${b.qty}`).join(" · ") : null,
    primaryWarehouse: warehouses[0] ?? null,
    stockByWarehouse: byWarehouse,
    hideIAMButton: !auth.user.showIam,
    crossRefs: e.refs.map(([kind, source, code]) => ({ kind, source, code })),
    ...(e.sScope === OBS_STOCK_SCOPE ? { obsoleteDeliveryDays: e.obsDays ?? null } : {}),
    suggested: e.suggestions.slice(0, SUGGESTED_MAX).map(([precodice, codice, description, decodingType]) => ({ precodice, codice, description, decodingType })),
  };
  const facts: ProductFacts = {
    productId: e.id,
    precodice: e.precodice,
    codice: e.codice,
    description: e.description,
    orderable: e.orderable,
    requiresVin: e.requiresVin,
    listCents: e.listCents,
    netUnitCents: net,
    discountChain: steps.length ? steps.join("+") : "",
    depositCents: e.depositCents,
    disp,
  };
  return { row, facts };
}

/** How a search hit matched: the repo's rank (0 code, 1 EAN or cross-reference, 2-3 prefix). */
function matchOfRank(rank: number): NonNullable<ProductRow["match"]> {
  return rank === 0 ? "exact" : rank === 1 ? "crossRef" : "prefix";
}

export function catalogueService(repo: CatalogueRepo) {
  const customerOf = (auth: AuthContext) => auth.user.customerId;

  return {
    /** Rows in the order of the records given (callers decide ranking). OBSOLETE never appears. */
    async buildRows(auth: AuthContext, records: ProductRecord[]): Promise<{ rows: ProductRow[]; facts: ProductFacts[] }> {
      const entries = await repo.entriesByIds(
        records.map((r) => r.id),
        customerOf(auth),
      );
      const byId = new Map(entries.map((e) => [e.id, e]));
      const rows: ProductRow[] = [];
      const facts: ProductFacts[] = [];
      for (const r of records) {
        const e = byId.get(r.id);
        if (!e) continue;
        const built = buildProduct(auth, e);
        rows.push(built.row);
        facts.push(built.facts);
      }
      return { rows, facts };
    },

    /** Rows of entries another module's statement read with entriesJson (the cart's one read). */
    rowsFromEntries(auth: AuthContext, rows: EntryRow[]): Map<number, BuiltProduct> {
      const out = new Map<number, BuiltProduct>();
      for (const r of rows) out.set(r.id, buildProduct(auth, toEntry(r)));
      return out;
    },

    async rowsByRefs(auth: AuthContext, refs: ProductRef[]): Promise<Map<string, BuiltProduct>> {
      const entries = await repo.entriesByRefs(refs, customerOf(auth));
      const out = new Map<string, BuiltProduct>();
      for (const e of entries) out.set(refKey(e), buildProduct(auth, e));
      return out;
    },

    async rowsByIds(auth: AuthContext, ids: number[]): Promise<Map<number, BuiltProduct>> {
      const entries = await repo.entriesByIds(ids, customerOf(auth));
      const out = new Map<number, BuiltProduct>();
      for (const e of entries) out.set(e.id, buildProduct(auth, e));
      return out;
    },

    /** Search rows, best first: exact matches (code, EAN, cross-reference), then prefix matches. */
    async search(auth: AuthContext, normalized: string, opts: { prefix: boolean; limit: number }): Promise<ProductRow[]> {
      const hits = await repo.search(normalized, { ...opts, customerId: customerOf(auth) });
      return hits.map((h) => ({ ...buildProduct(auth, h.entry).row, match: matchOfRank(h.rank), usualQty: h.usualQty }));
    },

    async suggested(auth: AuthContext, ref: ProductRef, types: DecodingType[]): Promise<(ProductRow & { decodingType: DecodingType })[]> {
      const entries = await repo.suggestedEntries(ref, types, customerOf(auth), SUGGESTED_MAX);
      return entries.map((e) => ({ ...buildProduct(auth, e).row, decodingType: e.decodingType }));
    },

    /** Our products with one of these normalised codes (rows ordered by prefix and code). */
    async rowsByCodeNorms(auth: AuthContext, norms: string[], limit: number): Promise<{ row: ProductRow; codeNorm: string }[]> {
      const entries = await repo.entriesByCodeNorms(norms, customerOf(auth), limit);
      return entries.map((e) => ({ row: buildProduct(auth, e).row, codeNorm: e.codiceNorm }));
    },

    /** Products named by codes of any kind (own code, EAN, cross-reference), for the CSV cart upload. */
    async resolveCodes(auth: AuthContext, codes: { norm: string; precodice: string | null }[]) {
      const entries = await repo.entriesByAnyCode(codes, customerOf(auth));
      return entries.map((e) => ({ ...buildProduct(auth, e), matchNorm: e.matchNorm, matchPrecodice: e.matchPrecodice, rank: e.rank }));
    },

    /** One product with its supplier arrivals (delivery-date and forecast lookups). */
    async withForecasts(auth: AuthContext, ref: ProductRef): Promise<(BuiltProduct & { forecasts: { warehouse: string; qty: number; expectedDate: string }[] }) | null> {
      const [entry] = await repo.entriesByRefs([ref], customerOf(auth));
      if (!entry) return null;
      const forecasts = await repo.forecastsFor(entry.id);
      return { ...buildProduct(auth, entry), forecasts };
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;

// The repository factory, for the composition of other modules' jobs (the CSV upload's lookups).
export { catalogueRepo } from "./repo";
// The entries as a JSON column of another module's statement (the cart's one read).
export { entriesJson, type EntryRow } from "./entry-repo";
