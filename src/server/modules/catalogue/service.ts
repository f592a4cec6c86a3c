// Product rows as a given user sees them: their discount chain applied to the list price (net
// price rounded half-up to the cent), stock in their warehouses, cross-references and suggested
// substitutes. Search, cart, promos and the catalogue landing all build rows here.
import type { ProductRef, ProductRow } from "../../../shared/contract/product";
import { centsToEuro } from "../../../shared/rules/money";
import { chainTotalPercent, discountLabel, netUnitCents, parseDiscountChain } from "../../../shared/rules/discount-chain";
import { SUGGESTED_MAX } from "../../../shared/rules/limits";
import type { AuthContext } from "../../lib/auth-context";
import type { CatalogueRepo, ProductRecord } from "./repo";

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
  disp: number | null;
}

export function catalogueService(repo: CatalogueRepo) {
  async function build(auth: AuthContext, records: ProductRecord[]): Promise<{ rows: ProductRow[]; facts: ProductFacts[] }> {
    if (records.length === 0) return { rows: [], facts: [] };
    const ids = records.map((p) => p.id);
    const customerId = auth.user.customerId;
    const [stockRows, chains, refs, suggestions] = await Promise.all([
      repo.stockFor(ids),
      customerId === null ? Promise.resolve(new Map<string, string>()) : repo.discountChains(customerId),
      repo.crossRefsFor(ids),
      repo.suggestionsFor(ids),
    ]);
    const warehouses = auth.user.warehouses.length ? auth.user.warehouses : ["01"];
    const rows: ProductRow[] = [];
    const facts: ProductFacts[] = [];
    for (const p of records) {
      const steps = parseDiscountChain(chains.get(p.codsco) ?? "") ?? [];
      const net = netUnitCents(p.listCents, steps);
      const byWarehouse = warehouses.map((w) => ({ warehouse: w, qty: stockRows.find((s) => s.productId === p.id && s.warehouse === w)?.qty ?? 0 }));
      const known = stockRows.some((s) => s.productId === p.id);
      const disp = known ? byWarehouse.reduce((a, b) => a + Math.max(0, b.qty), 0) : null;
      rows.push({
        precodice: p.precodice,
        codice: p.codice,
        codsco: p.codsco,
        fam: p.fam,
        description: p.description,
        listino: centsToEuro(p.listCents),
        sconto: discountLabel(steps),
        scontoPercent: chainTotalPercent(steps),
        netto: centsToEuro(net),
        info: p.info,
        orderable: p.orderable,
        sScope: p.sScope,
        ean: p.ean,
        prezzoCauzione: centsToEuro(p.depositCents),
        codiceSostituente: p.codiceSostituente,
        requiresVin: p.requiresVin,
        disp,
        availabilityWarehouse: known ? byWarehouse.map((b) => `${b.warehouse}: ${b.qty}`).join(" · ") : null,
        primaryWarehouse: warehouses[0] ?? null,
        stockByWarehouse: byWarehouse,
        hideIAMButton: !auth.user.showIam,
        crossRefs: refs.filter((r) => r.productId === p.id).map((r) => ({ kind: r.kind, source: r.source, code: r.code })),
        suggested: suggestions
          .filter((s) => s.productId === p.id)
          .slice(0, SUGGESTED_MAX)
          .map((s) => ({ precodice: s.precodice, codice: s.codice, description: s.description, decodingType: s.decodingType })),
      });
      facts.push({
        productId: p.id,
        precodice: p.precodice,
        codice: p.codice,
        description: p.description,
        orderable: p.orderable,
        requiresVin: p.requiresVin,
        listCents: p.listCents,
        netUnitCents: net,
        discountChain: steps.length ? steps.join("+") : "",
        disp,
      });
    }
    return { rows, facts };
  }

  return {
    /** Rows in the order of the records given (callers decide ranking). OBSOLETE never appears. */
    buildRows: build,

    async rowsByRefs(auth: AuthContext, refs: ProductRef[]): Promise<Map<string, { row: ProductRow; facts: ProductFacts }>> {
      const { rows, facts } = await build(auth, await repo.productsByRefs(refs));
      return new Map(rows.map((row, i) => [refKey(row), { row, facts: facts[i]! }]));
    },

    async rowsByIds(auth: AuthContext, ids: number[]): Promise<Map<number, { row: ProductRow; facts: ProductFacts }>> {
      const { rows, facts } = await build(auth, await repo.productsByIds(ids));
      return new Map(rows.map((row, i) => [facts[i]!.productId, { row, facts: facts[i]! }]));
    },
  };
}

export type CatalogueService = ReturnType<typeof catalogueService>;
