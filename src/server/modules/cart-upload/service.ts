// CSV into the cart (spec document 2 §2 Cart CSV upload; docs/decisions/0030-workshop-tools.md).
// The upload is checked as a file and stored, then a job applies it: every row resolved like a
// search (own code, EAN, cross-reference; precodice when given), rows naming the same product
// summed, then all of them through the cart's own add rule in one transaction (cart/add-many.ts)
// that also marks the upload done — applied once, whatever the retries. A user's uploads run one
// at a time in the order sent.
import type { CartUploadAccepted, CartUploadStatus, FailedRow, UploadedProduct } from "../../../shared/contract/cart-upload";
import { cartUploadMessages as m } from "../../../shared/messages/workshop-tools";
import { cartMessages } from "../../../shared/messages/cart";
import { normalizeCode } from "../../../shared/rules/normalize-code";
import { parseUploadQty, type CartUploadMode } from "../../../shared/rules/cart-upload";
import { AppError } from "../../lib/app-error";
import { boundedConcurrency } from "../../lib/bounded-concurrency";
import { forEachInTurns } from "../../lib/in-turns";
import { weakEtag } from "../../lib/conditional-get";
import { actorId, effectiveCustomerId, type AuthContext } from "../../lib/auth-context";
import { toAuthUser } from "../auth/service";
import type { AuditService } from "../audit/service";
import type { BuiltProduct, CatalogueService } from "../catalogue/service";
import type { CartAdder } from "../cart/service";
import type { Tx } from "../../db/tx";
import type { CartFile, StoredRow } from "./parse";
import type { CartUploadRecord, CartUploadRepo, UploadState } from "./repo";

export interface UploadResult {
  cId: number | null;
  products: UploadedProduct[];
  failed: FailedRow[];
  error?: boolean;
}

export interface CartUploadDeps {
  repo: CartUploadRepo;
  /** The cart's add rule for many lines (CartService.addMany). */
  cart: CartAdder;
  catalogue: CatalogueService;
  audit: AuditService;
  /** Asks the queue to run this user's uploads, in the transaction that stores the upload. */
  schedule: (userId: number, customerId: number, uploadId: number, tx: Tx) => Promise<void>;
}

/**
 * The file's codes are resolved RESOLVE_CHUNK at a time, RESOLVE_PARALLEL statements at once (the
 * background pool's three connections): a file's products are scattered over the catalogue, and
 * when their pages are not cached each statement waits on one disk read after another, so three
 * statements keep three reads in flight (10,000 codes at 1M products from a cold cache: 3.7 s in
 * chunks of 2,000 one after another, 1.9 s in chunks of 500 three at a time; BENCHMARKS.md,
 * session 25).
 */
const RESOLVE_CHUNK = 500;
const RESOLVE_PARALLEL = 3;

function owner(auth: AuthContext): { userId: number; customerId: number } {
  const customerId = effectiveCustomerId(auth);
  if (customerId === null) throw new AppError("forbidden", cartMessages.cartNotFound);
  return { userId: auth.user.id, customerId };
}

/** The best product for a code: the one whose own code it is, else a single EAN/cross-reference match. */
function pick(candidates: (BuiltProduct & { rank: number })[]): BuiltProduct | string {
  const best = Math.min(...candidates.map((c) => c.rank));
  const top = candidates.filter((c) => c.rank === best);
  const ids = new Set(top.map((c) => c.facts.productId));
  if (ids.size === 1) return top[0]!;
  return m.ambiguous(top.slice(0, 4).map((c) => `${c.facts.precodice} ${c.facts.codice}`).join(", "));
}

export function cartUploadService(deps: CartUploadDeps) {
  const { repo, catalogue } = deps;

  async function authOf(u: CartUploadRecord): Promise<AuthContext> {
    const rows = await repo.usersById([u.userId, u.actorUserId]);
    const user = rows.find((r) => r.id === u.userId);
    const actor = rows.find((r) => r.id === u.actorUserId);
    if (!user || !actor) throw new Error(`utenti del caricamento ${u.id} non trovati`);
    const acting = toAuthUser(user);
    return { sessionHash: "cart-upload-job", realUser: toAuthUser(actor), user: acting, isBehalf: u.userId !== u.actorUserId, remember: false, expiresAt: new Date(Date.now() + 60_000) };
  }

  async function apply(u: CartUploadRecord): Promise<void> {
    const auth = await authOf(u);
    const rows: StoredRow[] = u.rows ?? [];
    const failed: FailedRow[] = [];
    const fail = (r: StoredRow, motivo: string) => failed.push({ riga: r[0], codice: r[1], quantita: r[2], precodice: r[3], note: r[4], motivo });
    const good: { row: StoredRow; norm: string; pre: string; qty: number }[] = [];
    // The loops over the file's rows run in turns (lib/in-turns.ts): the job shares its process with the counter.
    await forEachInTurns(rows, (r) => {
      const norm = normalizeCode(r[1]);
      const qty = parseUploadQty(r[2]);
      if (!norm) fail(r, m.codeMissing);
      else if (qty === null) fail(r, m.qtyNotNumber(r[2]));
      else good.push({ row: r, norm, pre: r[3].trim().toUpperCase(), qty });
    });
    const wanted = [...new Map(good.map((g) => [`${g.norm}\u0000${g.pre}`, { norm: g.norm, precodice: g.pre || null }])).values()];
    const found = new Map<string, (BuiltProduct & { rank: number })[]>();
    const chunks: (typeof wanted)[] = [];
    for (let i = 0; i < wanted.length; i += RESOLVE_CHUNK) chunks.push(wanted.slice(i, i + RESOLVE_CHUNK));
    const resolving = boundedConcurrency(RESOLVE_PARALLEL, chunks.length);
    // In the chunks' order whatever order they finish in: a code's candidates keep the statement's order.
    for (const resolved of await Promise.all(chunks.map((c) => resolving.run(() => catalogue.resolveCodes(auth, c))))) {
      await forEachInTurns(resolved, (e) => {
        const k = `${e.matchNorm}\u0000${e.matchPrecodice ?? ""}`;
        const list = found.get(k) ?? [];
        list.push(e);
        found.set(k, list);
      });
    }
    // Rows naming the same product add up (the same code twice, or its OE code and its EAN).
    const groups = new Map<number, { product: BuiltProduct; qty: number; rows: StoredRow[]; note: string }>();
    await forEachInTurns(good, (g) => {
      const candidates = found.get(`${g.norm}\u0000${g.pre}`);
      if (!candidates?.length) return fail(g.row, m.codeUnknown);
      const chosen = pick(candidates);
      if (typeof chosen === "string") return fail(g.row, chosen);
      const grp = groups.get(chosen.facts.productId) ?? { product: chosen, qty: 0, rows: [], note: "" };
      grp.qty += g.qty;
      grp.rows.push(g.row);
      grp.note ||= g.row[4];
      groups.set(chosen.facts.productId, grp);
    });
    const items = [...groups.values()].map((g) => ({ key: g, product: g.product, qty: g.qty, note: g.note }));
    await deps.cart.addMany(auth, items, { uploadId: u.id, fileName: u.fileName, rows: rows.length }, async (tx, res) => {
      for (const r of res.refused) for (const row of r.key.rows) fail(row, r.reason);
      const products: UploadedProduct[] = res.added.map((a) => ({
        precodice: a.product.facts.precodice,
        codice: a.product.facts.codice,
        description: a.product.facts.description,
        qntRichiesta: a.qty,
        qntCarrello: a.lineQty,
        righe: a.key.rows.map((r) => r[0]),
      }));
      failed.sort((a, b) => a.riga - b.riga);
      const result: UploadResult = { cId: res.cartId, products, failed };
      await repo.finish(u.id, "done", result, tx);
    });
  }

  return {
    /** Stores the file read by the route (parse.ts readCartFile) and schedules the job, in one transaction. */
    async upload(auth: AuthContext, { fileName, rows }: CartFile, mode: CartUploadMode): Promise<CartUploadAccepted> {
      const { userId, customerId } = owner(auth);
      const { id, ahead } = await repo.insert({ userId, actorUserId: actorId(auth), customerId, mode, fileName, rows }, (tx, uploadId) => deps.schedule(userId, customerId, uploadId, tx));
      return { uploadId: id, fileName, rows: rows.length, ahead };
    },

    /** Runs the uploads of (user, customer) one after the other until none is left (the job). */
    async runQueued(userId: number, customerId: number, log: { error: (o: { err: unknown; uploadId: number }, msg: string) => void }): Promise<void> {
      for (let u = await repo.claimNext(userId, customerId); u; u = await repo.claimNext(userId, customerId)) {
        try {
          await apply(u);
        } catch (err) {
          // Nothing of it was applied (one transaction): the summary says the upload failed.
          log.error({ err, uploadId: u.id }, "caricamento CSV nel carrello non riuscito");
          await repo.finish(u.id, "failed", { cId: null, products: [], failed: [], error: true } satisfies UploadResult);
        }
      }
    },

    /**
     * The status of the user's uploads and its ETag. `unchanged(etag)` true (the caller holds that
     * answer): the status is not built (null), and the result, up to a 10,000-row summary, not read.
     */
    async status(auth: AuthContext, unchanged: (etag: string) => boolean = () => false): Promise<{ etag: string; status: CartUploadStatus | null }> {
      const { userId, customerId } = owner(auth);
      const { active, last } = await repo.states(userId, customerId);
      const state = (u: UploadState) => [u.id, u.status, u.startedAt?.getTime() ?? null, u.endedAt?.getTime() ?? null];
      const etag = weakEtag([userId, customerId, active.map(state), last && state(last)]);
      if (unchanged(etag)) return { etag, status: null };
      const current = active.find((a) => a.status === "running") ?? active[0] ?? last;
      // While an upload is queued or running the screen shows that, not the last summary: it is
      // not read (up to 10,000 rows, read and checked on the process that also serves the counter).
      const result = (last && !active.length ? await repo.resultOf(last.id) : null) as UploadResult | null;
      return {
        etag,
        status: {
          running: active.length > 0,
          queued: active.filter((a) => a.status === "queued").length,
          startInst: current ? (current.startedAt ?? current.createdAt).toISOString() : null,
          endInst: current?.endedAt ? current.endedAt.toISOString() : null,
          fileName: current?.fileName ?? null,
          rows: current?.rowCount ?? 0,
          failed: Boolean(result?.error),
          resultCarts: result?.cId ? [{ cId: result.cId, productsList: result.products }] : [],
          failedRows: result?.failed ?? [],
        },
      };
    },

    sampleProducts: () => repo.sampleProducts(),
  };
}

export type CartUploadService = ReturnType<typeof cartUploadService>;
