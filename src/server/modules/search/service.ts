// Search and the per-product lookups (spec core-ordering §4, §7): the one search box over product
// codes, cross-references and EAN; suggested products; our availability and delivery date; the
// delivery forecast of P/F parts; supplier stock (AML, CLL, CLC); equivalent codes (IAM).
import type { ProductRef, ProductRow } from "../../../shared/contract/product";
import type { DecodingType, DeliveryForecast, PartsAvailability, SupplierAvailability } from "../../../shared/contract/search";
import { SEARCH_RESULT_LIMIT } from "../../../shared/contract/search";
import { searchMessages } from "../../../shared/messages/search";
import { externalAvailabilitySource, type ExternalAvailabilitySource } from "../../../shared/rules/availability";
import { addBusinessDays, isBusinessDay, nextBusinessDay, type NonWorkingDays } from "../../../shared/rules/business-days";
import { SEARCH_MIN_CHARS, warehouseLabel } from "../../../shared/rules/limits";
import { normalizeCode } from "../../../shared/rules/normalize-code";
import { romeParts } from "../../../shared/rules/rome-time";
import { AppError } from "../../lib/app-error";
import type { AuthContext } from "../../lib/auth-context";
import { nationalCalendar, type BusinessCalendar } from "../../lib/business-calendar";
import type { CatalogueService } from "../catalogue/service";
import type { Integrations } from "../../integrations/registry";
import { SupplierUnavailableError } from "../../integrations/supplier-availability/contract";
import { IamUnavailableError } from "../../integrations/iam/contract";
import type { SearchLogWriter } from "./search-log";

export interface SearchServiceDeps {
  catalogue: CatalogueService;
  integrations: Pick<Integrations, "supplierAvailability" | "iam">;
  log: SearchLogWriter;
  /** "Today" in Rome as an ISO date (tests pin it). */
  today?: () => string;
  /** Holidays and closures for delivery dates (default: national holidays only). */
  calendar?: BusinessCalendar;
}

const ALTERNATIVES_LIMIT = 20;
/** Business days for a transfer from another of the user's warehouses. */
const TRANSFER_DAYS = 2;

/** 2026-03-05 -> 05/03/2026 */
export function italianDate(iso: string): string {
  const [y, m, d] = iso.split("-");
  return `${d}/${m}/${y}`;
}

/** n business days counted from `date`, or from the next business day when `date` is not one. */
function businessDaysAfter(date: string, n: number, closed: NonWorkingDays): string {
  return addBusinessDays(isBusinessDay(date, closed) ? date : nextBusinessDay(date, closed), n, closed);
}

export function searchService(deps: SearchServiceDeps) {
  const { catalogue, integrations } = deps;
  const today = deps.today ?? (() => romeParts(new Date()).date);
  const calendar = deps.calendar ?? nationalCalendar;

  async function product(auth: AuthContext, ref: ProductRef) {
    const p = await catalogue.withForecasts(auth, ref);
    if (!p) throw new AppError("notFound", searchMessages.productNotFound);
    return p;
  }

  return {
    /**
     * GET /search. Exact matches first (product code, then EAN and cross-references), then codes
     * that start with what was typed; at most SEARCH_RESULT_LIMIT rows. Logged for the report.
     */
    async search(auth: AuthContext, input: { value: string; normalized: string }): Promise<ProductRow[]> {
      const started = performance.now();
      const rows = input.normalized
        ? await catalogue.search(auth, input.normalized, {
            // "a-b" is three characters typed but two of code: exact matches only.
            prefix: input.normalized.length >= SEARCH_MIN_CHARS,
            limit: SEARCH_RESULT_LIMIT,
          })
        : [];
      deps.log.record({
        at: new Date(),
        userId: auth.user.id,
        actorUserId: auth.realUser.id,
        customerId: auth.user.customerId,
        searchString: input.value,
        normalized: input.normalized,
        resultCount: rows.length,
        durationMs: Math.round((performance.now() - started) * 100) / 100,
      });
      return rows;
    },

    /** GET /search/suggestedProductList: at most two, SOSTITUITO first. */
    async suggested(auth: AuthContext, ref: ProductRef, types: DecodingType[]) {
      return catalogue.suggested(auth, ref, types);
    },

    /** GET /parts/availability: our stock for the user's warehouses and when it can arrive. */
    async availability(auth: AuthContext, ref: ProductRef): Promise<PartsAvailability> {
      const p = await product(auth, ref);
      const { row } = p;
      const day = today();
      let message: string;
      let expectedDate: string | null = null;
      const primary = row.primaryWarehouse;
      const primaryQty = row.stockByWarehouse.find((s) => s.warehouse === primary)?.qty ?? 0;
      const other = row.stockByWarehouse.find((s) => s.warehouse !== primary && s.qty > 0);
      const forecast = p.forecasts[0];
      if (!row.orderable) {
        message = searchMessages.deliveryNotOrderable;
      } else if (primary && primaryQty > 0) {
        message = searchMessages.deliveryFromPrimary(warehouseLabel(primary));
        expectedDate = nextBusinessDay(day, calendar.nonWorkingDays(primary));
      } else if (other) {
        message = searchMessages.deliveryFromOther(warehouseLabel(other.warehouse), TRANSFER_DAYS);
        // A transfer needs both warehouses at work.
        const from = calendar.nonWorkingDays(other.warehouse);
        const to = calendar.nonWorkingDays(primary);
        expectedDate = businessDaysAfter(day, TRANSFER_DAYS, { has: (d) => from.has(d) || to.has(d) });
      } else if (forecast) {
        message = searchMessages.deliveryForecast(italianDate(forecast.expectedDate), forecast.qty);
        expectedDate = forecast.expectedDate;
      } else {
        message = searchMessages.deliveryUnknown;
      }
      return {
        precodice: row.precodice,
        codice: row.codice,
        disp: row.disp,
        availabilityWarehouse: row.availabilityWarehouse,
        primaryWarehouse: row.primaryWarehouse,
        stockByWarehouse: row.stockByWarehouse,
        message,
        expectedDate,
      };
    },

    /** GET /parts/deliveryForecast: supplier arrivals of a part short in stock. */
    async deliveryForecast(auth: AuthContext, ref: ProductRef): Promise<DeliveryForecast> {
      const p = await product(auth, ref);
      const first = p.forecasts[0];
      return {
        precodice: p.row.precodice,
        codice: p.row.codice,
        forecasts: p.forecasts,
        message: first ? searchMessages.forecastArrival(italianDate(first.expectedDate), first.qty) : searchMessages.noForecast,
      };
    },

    /** GET /AML|CLL|CLC/productAvailability: the supplier's own stock. */
    async supplierAvailability(
      source: ExternalAvailabilitySource,
      q: { makerCode: string; productCode: string; token?: string },
    ): Promise<SupplierAvailability> {
      if (externalAvailabilitySource(q.makerCode) !== source) throw new AppError("validation", searchMessages.supplierWrongPrefix);
      try {
        return await integrations.supplierAvailability[source].productAvailability(q);
      } catch (err) {
        if (err instanceof SupplierUnavailableError) throw new AppError("upstream", searchMessages.availabilityFailed);
        throw err;
      }
    },

    /**
     * GET /iam/alternatives: the equivalent codes IAM knows, kept when we sell them, as rows.
     * When IAM names the maker of a code and we sell that code from several makers, the named
     * maker's part is the equivalent; otherwise every part with that code is.
     */
    async alternatives(auth: AuthContext, codice: string): Promise<ProductRow[]> {
      const norm = normalizeCode(codice);
      if (!norm) return [];
      let codes;
      try {
        codes = await integrations.iam.alternatives(codice);
      } catch (err) {
        if (err instanceof IamUnavailableError) throw new AppError("upstream", searchMessages.alternativesFailed);
        throw err;
      }
      const brandsByCode = new Map<string, Set<string>>();
      for (const c of codes) {
        const n = normalizeCode(c.code);
        if (!n || n === norm) continue;
        const set = brandsByCode.get(n) ?? new Set<string>();
        if (c.brand) set.add(c.brand.toUpperCase());
        brandsByCode.set(n, set);
      }
      if (brandsByCode.size === 0) return [];
      const found = await catalogue.rowsByCodeNorms(auth, [...brandsByCode.keys()], ALTERNATIVES_LIMIT * 3);
      const kept: ProductRow[] = [];
      for (const [n, brands] of brandsByCode) {
        const candidates = found.filter((f) => f.codeNorm === n);
        const named = candidates.filter((f) => brands.has(f.row.brand.toUpperCase()));
        for (const f of named.length ? named : candidates) kept.push(f.row);
      }
      return kept.slice(0, ALTERNATIVES_LIMIT);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
