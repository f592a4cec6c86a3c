// The only place that reads and writes the promo tables (src/server/db/schema/promos.ts).
import { and, arrayOverlaps, asc, eq, inArray, lt, lte, gte, notExists, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/connection";
import type { Tx } from "../../db/tx";
import { promoAssignments, promoImages, promoMedia, promoProducts, promoVideos, promos } from "../../db/schema/promos";

export type PromoRecord = typeof promos.$inferSelect;

/** Which promos a user may see (uAllowedPromo): resolved by the service from the user. */
export type PromoScope =
  | { kind: "all" }
  | { kind: "warehouses"; codes: string[] }
  | { kind: "assigned"; userId: number; customerId: number | null }
  | { kind: "none" };

export interface PromoChildren {
  products: { precodice: string; codice: string }[];
  images: string[]; // media names
  videos: { media: string | null; url: string | null }[];
  assignedUsers: number[];
  assignedCustomers: number[];
}

export interface PromoWrite {
  type: string;
  bannerMedia: string | null;
  startDate: string;
  endDate: string;
  title: string;
  subtitle: string;
  text: string;
  description: string;
  sortOrder: number;
  popup: number;
  area: string;
  warehouses: string[];
  products: { precodice: string; codice: string }[];
  images: string[];
  videos: { media: string | null; url: string | null }[];
  assignedUsers: number[];
  assignedCustomers: number[];
}

export interface MediaRecord {
  name: string;
  kind: "image" | "video";
  contentType: string;
  size: number;
  bytes: Buffer;
}

function scopeCondition(scope: PromoScope): SQL | undefined {
  switch (scope.kind) {
    case "all":
      return undefined;
    case "none":
      return sql`false`;
    case "warehouses":
      return scope.codes.length ? arrayOverlaps(promos.warehouses, scope.codes) : sql`false`;
    case "assigned": {
      const target =
        scope.customerId === null
          ? eq(promoAssignments.userId, scope.userId)
          : or(eq(promoAssignments.userId, scope.userId), eq(promoAssignments.customerId, scope.customerId));
      return sql`exists (select 1 from ${promoAssignments} where ${promoAssignments.promoId} = ${promos.id} and ${target})`;
    }
  }
}

function activeOn(today: string): SQL {
  return and(lte(promos.startDate, today), gte(promos.endDate, today))!;
}

export function promosRepo(db: Db) {
  async function children(ids: number[]): Promise<Map<number, PromoChildren>> {
    const out = new Map<number, PromoChildren>(ids.map((id) => [id, { products: [], images: [], videos: [], assignedUsers: [], assignedCustomers: [] }]));
    if (ids.length === 0) return out;
    const [prods, imgs, vids, assigns] = await Promise.all([
      db.select().from(promoProducts).where(inArray(promoProducts.promoId, ids)).orderBy(asc(promoProducts.promoId), asc(promoProducts.position)),
      db.select().from(promoImages).where(inArray(promoImages.promoId, ids)).orderBy(asc(promoImages.promoId), asc(promoImages.position)),
      db.select().from(promoVideos).where(inArray(promoVideos.promoId, ids)).orderBy(asc(promoVideos.promoId), asc(promoVideos.position)),
      db.select().from(promoAssignments).where(inArray(promoAssignments.promoId, ids)).orderBy(asc(promoAssignments.id)),
    ]);
    for (const p of prods) out.get(p.promoId)?.products.push({ precodice: p.precodice, codice: p.codice });
    for (const i of imgs) out.get(i.promoId)?.images.push(i.media);
    for (const v of vids) out.get(v.promoId)?.videos.push({ media: v.media, url: v.url });
    for (const a of assigns) {
      const c = out.get(a.promoId);
      if (!c) continue;
      if (a.userId !== null) c.assignedUsers.push(a.userId);
      if (a.customerId !== null) c.assignedCustomers.push(a.customerId);
    }
    return out;
  }

  async function writeChildren(tx: Tx, promoId: number, w: PromoWrite): Promise<void> {
    if (w.products.length) {
      // 500 products at most (the contract's limit): one insert.
      await tx.insert(promoProducts).values(w.products.map((p, position) => ({ promoId, position, precodice: p.precodice, codice: p.codice })));
    }
    if (w.images.length) await tx.insert(promoImages).values(w.images.map((media, position) => ({ promoId, position, media })));
    if (w.videos.length) await tx.insert(promoVideos).values(w.videos.map((v, position) => ({ promoId, position, media: v.media, url: v.url })));
    const assigns = [
      ...w.assignedUsers.map((userId) => ({ promoId, userId, customerId: null })),
      ...w.assignedCustomers.map((customerId) => ({ promoId, userId: null, customerId })),
    ];
    if (assigns.length) await tx.insert(promoAssignments).values(assigns);
  }

  function columns(w: PromoWrite) {
    return {
      type: w.type,
      bannerMedia: w.bannerMedia,
      startDate: w.startDate,
      endDate: w.endDate,
      title: w.title,
      subtitle: w.subtitle,
      text: w.text,
      description: w.description,
      sortOrder: w.sortOrder,
      popup: w.popup,
      area: w.area,
      warehouses: w.warehouses,
    };
  }

  return {
    children,

    /** Promos in the scope, active on `today` unless activeOnly is false; list order: proOrder, then proId. */
    async list(scope: PromoScope, opts: { activeOnly: boolean; today: string }): Promise<PromoRecord[]> {
      return db
        .select()
        .from(promos)
        .where(and(scopeCondition(scope), opts.activeOnly ? activeOn(opts.today) : undefined))
        .orderBy(asc(promos.sortOrder), asc(promos.id));
    },

    async find(id: number, scope: PromoScope = { kind: "all" }, opts: { activeOnly: boolean; today: string } | null = null): Promise<PromoRecord | undefined> {
      const rows = await db
        .select()
        .from(promos)
        .where(and(eq(promos.id, id), scopeCondition(scope), opts?.activeOnly ? activeOn(opts.today) : undefined))
        .limit(1);
      return rows[0];
    },

    async productCount(id: number): Promise<number> {
      const rows = await db.select({ n: sql<number>`count(*)::int` }).from(promoProducts).where(eq(promoProducts.promoId, id));
      return rows[0]?.n ?? 0;
    },

    async productsPage(id: number, offset: number, size: number): Promise<{ precodice: string; codice: string }[]> {
      return db
        .select({ precodice: promoProducts.precodice, codice: promoProducts.codice })
        .from(promoProducts)
        .where(eq(promoProducts.promoId, id))
        .orderBy(asc(promoProducts.position))
        .limit(size)
        .offset(offset);
    },

    /** Inserts the promo; `audit` writes its entry in the same transaction. */
    async insert(w: PromoWrite, createdBy: number, audit: (tx: Tx, id: number) => Promise<void>): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(promos)
          .values({ ...columns(w), createdBy })
          .returning({ id: promos.id });
        await writeChildren(tx, row!.id, w);
        await audit(tx, row!.id);
        return row!.id;
      });
    },

    /** Replaces the promo and all its lists. False when it does not exist. */
    async update(id: number, w: PromoWrite, audit: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const done = await tx
          .update(promos)
          .set({ ...columns(w), updatedAt: new Date() })
          .where(eq(promos.id, id))
          .returning({ id: promos.id });
        if (done.length === 0) return false;
        await tx.delete(promoProducts).where(eq(promoProducts.promoId, id));
        await tx.delete(promoImages).where(eq(promoImages.promoId, id));
        await tx.delete(promoVideos).where(eq(promoVideos.promoId, id));
        await tx.delete(promoAssignments).where(eq(promoAssignments.promoId, id));
        await writeChildren(tx, id, w);
        await audit(tx);
        return true;
      });
    },

    /** Deletes the promo (its lists cascade) and the files nothing else uses. False when it did not exist. */
    async delete(id: number, audit: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [promo] = await tx.select({ banner: promos.bannerMedia }).from(promos).where(eq(promos.id, id)).limit(1);
        if (!promo) return false;
        const imgs = await tx.select({ media: promoImages.media }).from(promoImages).where(eq(promoImages.promoId, id));
        const vids = await tx.select({ media: promoVideos.media }).from(promoVideos).where(eq(promoVideos.promoId, id));
        await tx.delete(promos).where(eq(promos.id, id));
        const names = [promo.banner, ...imgs.map((i) => i.media), ...vids.map((v) => v.media)].filter((n): n is string => n !== null);
        if (names.length) await tx.delete(promoMedia).where(and(inArray(promoMedia.name, names), unreferenced()));
        await audit(tx);
        return true;
      });
    },

    async insertMedia(row: typeof promoMedia.$inferInsert, audit: (tx: Tx) => Promise<void>): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(promoMedia).values(row);
        await audit(tx);
      });
    },

    async mediaKinds(names: string[]): Promise<Map<string, "image" | "video">> {
      if (names.length === 0) return new Map();
      const rows = await db.select({ name: promoMedia.name, kind: promoMedia.kind }).from(promoMedia).where(inArray(promoMedia.name, names));
      return new Map(rows.map((r) => [r.name, r.kind]));
    },

    async media(name: string): Promise<MediaRecord | undefined> {
      const rows = await db
        .select({ name: promoMedia.name, kind: promoMedia.kind, contentType: promoMedia.contentType, size: promoMedia.size, bytes: promoMedia.bytes })
        .from(promoMedia)
        .where(eq(promoMedia.name, name))
        .limit(1);
      return rows[0];
    },

    /** Uploads never attached to a promo (the editor was closed without saving), older than `before`. */
    async deleteOrphanMedia(before: Date): Promise<number> {
      const rows = await db
        .delete(promoMedia)
        .where(and(lt(promoMedia.createdAt, before), unreferenced()))
        .returning({ name: promoMedia.name });
      return rows.length;
    },
  };
}

function unreferenced(): SQL {
  return and(
    notExists(sql`(select 1 from ${promos} where ${promos.bannerMedia} = ${promoMedia.name})`),
    notExists(sql`(select 1 from ${promoImages} where ${promoImages.media} = ${promoMedia.name})`),
    notExists(sql`(select 1 from ${promoVideos} where ${promoVideos.media} = ${promoMedia.name})`),
  )!;
}

export type PromosRepo = ReturnType<typeof promosRepo>;
