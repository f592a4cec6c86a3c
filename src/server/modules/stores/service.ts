// The catalogue store round trip (punch-out) and the tyre store link (docs/decisions/0030).
// KStoreLogin opens a trip (a random session key, two hours) and asks the store for its address;
// the store hands the picked parts back to /v100/kromeda/return, which keeps them with a landing
// token (random, only its SHA-256 stored, single-use, 5 minutes) and sends the browser to
// /kstoreLanding. The landing exchanges the token for a cookie bound to this trip; that cookie
// reads these parts and adds them to this user's cart, nothing else.
import { createHash, randomBytes } from "node:crypto";
import type { LandingAnswer } from "../../../shared/contract/stores";
import { storeMessages as m } from "../../../shared/messages/workshop-tools";
import { cartMessages } from "../../../shared/messages/cart";
import { normalizeCode } from "../../../shared/rules/normalize-code";
import { externalAvailabilitySource } from "../../../shared/rules/availability";
import type { SupplierAvailability } from "../../../shared/contract/search";
import { SupplierUnavailableError } from "../../integrations/supplier-availability/contract";
import { AppError } from "../../lib/app-error";
import { actorId, effectiveCustomerId, type AuthContext } from "../../lib/auth-context";
import type { Integrations } from "../../integrations/registry";
import { StoreUnavailableError } from "../../integrations/stores/contract";
import { toAuthUser } from "../auth/service";
import type { CatalogueService } from "../catalogue/service";
import type { CartService } from "../cart/service";
import type { StoreSession, StoresRepo } from "./repo";
import type { Cart } from "../../../shared/contract/cart";

export const SESSION_TTL_MS = 2 * 3600_000;
export const LANDING_TOKEN_TTL_MS = 5 * 60_000;
export const RETURN_PATH = "/v100/kromeda/return";
const MAX_ITEMS = 100;

const hash = (s: string) => createHash("sha256").update(s).digest("hex");
const random = () => randomBytes(32).toString("base64url");

export function storesService(deps: { repo: StoresRepo; integrations: Pick<Integrations, "catalogueStore" | "tyreStore" | "supplierAvailability">; catalogue: CatalogueService; cart: CartService }) {
  const { repo, catalogue } = deps;

  async function authOf(s: StoreSession): Promise<AuthContext> {
    const rows = await repo.usersById([s.userId, s.actorUserId]);
    const user = rows.find((r) => r.id === s.userId);
    const actor = rows.find((r) => r.id === s.actorUserId);
    if (!user || !actor) throw new AppError("forbidden", m.sessionInvalid);
    return { sessionHash: "kstore-landing", realUser: toAuthUser(actor), user: toAuthUser(user), isBehalf: s.userId !== s.actorUserId, remember: false, expiresAt: s.expiresAt };
  }

  async function session(sessionKey: string, landing: string | undefined): Promise<StoreSession> {
    const s = landing ? await repo.byLanding(sessionKey, hash(landing)) : null;
    if (!s) throw new AppError("forbidden", m.sessionInvalid);
    return s;
  }

  return {
    async kstoreLogin(auth: AuthContext, origin: string): Promise<string> {
      const customerId = effectiveCustomerId(auth);
      if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
      const sessionKey = random();
      await repo.create({ sessionKey, userId: auth.user.id, actorUserId: actorId(auth), customerId, expiresAt: new Date(Date.now() + SESSION_TTL_MS) });
      try {
        return await deps.integrations.catalogueStore.loginUrl({ sessionKey, returnUrl: `${origin}${RETURN_PATH}`, customerId, username: auth.user.username });
      } catch (err) {
        if (err instanceof StoreUnavailableError) throw new AppError("upstream", m.kstoreFailed);
        throw err;
      }
    },

    /** The store's hand-back: answers where to send the browser. */
    async handBack(sessionKey: string, rawItems: string[]): Promise<string> {
      const items = rawItems
        .slice(0, MAX_ITEMS)
        .map((r) => /^(.{1,60}):(\d{1,4})$/.exec(r.trim()))
        .filter((x): x is RegExpExecArray => x !== null && Number(x[2]) > 0)
        .map((x) => ({ code: x[1]!, qty: Number(x[2]) }));
      const token = random();
      if (!(await repo.handBack(sessionKey, items, hash(token), new Date(Date.now() + LANDING_TOKEN_TTL_MS)))) throw new AppError("forbidden", m.sessionInvalid);
      return `/kstoreLanding?${new URLSearchParams({ pGeneric: token, sessionKey })}`;
    },

    /** GET /auth/getCookie: the landing token, once, for a landing cookie value. */
    async exchange(token: string): Promise<string> {
      const landing = random();
      if (!(await repo.exchange(hash(token), hash(landing)))) throw new AppError("forbidden", m.tokenInvalid);
      return landing;
    },

    async landing(sessionKey: string, token: string, landing: string | undefined): Promise<LandingAnswer> {
      const s = await session(sessionKey, landing);
      if (s.tokenHash !== hash(token)) throw new AppError("forbidden", m.tokenInvalid);
      const auth = await authOf(s);
      const items = s.items ?? [];
      const found = await catalogue.resolveCodes(auth, items.map((i) => ({ norm: normalizeCode(i.code), precodice: null })));
      const rows: LandingAnswer["rows"] = [];
      const notFound: string[] = [];
      for (const i of items) {
        const hits = found.filter((f) => f.matchNorm === normalizeCode(i.code)).sort((a, b) => a.rank - b.rank);
        if (!hits[0]) notFound.push(i.code);
        // Supplier parts (Q/R/S prefixes): their stock is asked to the supplier, row by row (§4).
        else rows.push({ ...hits[0].row, qntRichiesta: i.qty, availabilityPending: externalAvailabilitySource(hits[0].row.precodice) !== null });
      }
      return { rows, notFound };
    },

    async addToCart(sessionKey: string, landing: string | undefined, input: { precodice: string; codice: string; qntRichiesta: unknown }): Promise<Cart> {
      const s = await session(sessionKey, landing);
      const auth = await authOf(s);
      return deps.cart.addToCart(auth, { precodice: input.precodice, codice: input.codice, qty: input.qntRichiesta, noteCliente: null, append: true });
    },

    /** A supplier part's availability, for a landing row (the landing cookie, not a portal session). */
    async supplierAvailability(sessionKey: string, landing: string | undefined, ref: { precodice: string; codice: string }): Promise<SupplierAvailability> {
      await session(sessionKey, landing);
      const source = externalAvailabilitySource(ref.precodice);
      if (!source) throw new AppError("validation", m.notSupplierPart);
      try {
        return await deps.integrations.supplierAvailability[source].productAvailability({ makerCode: ref.precodice, productCode: ref.codice });
      } catch (err) {
        if (err instanceof SupplierUnavailableError) throw new AppError("upstream", m.availabilityFailed);
        throw err;
      }
    },

    async gsLogin(auth: AuthContext): Promise<string> {
      const customerId = effectiveCustomerId(auth);
      if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
      try {
        return await deps.integrations.tyreStore.loginUrl({ customerId, username: auth.user.username });
      } catch (err) {
        if (err instanceof StoreUnavailableError) throw new AppError("upstream", m.gsFailed);
        throw err;
      }
    },

    simulatorSearch: (q: string) => repo.simulatorSearch(q),
  };
}
export type StoresService = ReturnType<typeof storesService>;
