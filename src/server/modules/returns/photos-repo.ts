// Return photos: the cleaned images of a request (lib/images.ts), stored with it in its
// transaction and read back one by one within the caller's scope.
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/connection";
import { returnPhotos, returnRequests } from "../../db/schema/returns";
import type { CleanImage } from "../../lib/images";
import type { CustomerScope } from "../../lib/customer-scope";
import type { Exec, Tx } from "./repo";

export function returnPhotosRepo(db: Db) {
  return {
    async insert(tx: Tx, requestId: number, images: CleanImage[]): Promise<void> {
      if (images.length === 0) return;
      await tx.insert(returnPhotos).values(images.map((i, n) => ({ requestId, n, filename: i.filename, contentType: i.contentType, bytes: i.content })));
    },

    async all(ex: Exec, requestId: number): Promise<CleanImage[]> {
      const rows = await ex.select().from(returnPhotos).where(eq(returnPhotos.requestId, requestId)).orderBy(asc(returnPhotos.n));
      return rows.map((r) => ({ filename: r.filename, contentType: r.contentType, content: r.bytes }));
    },

    /** Photo n of a request within the scope (null scope: every customer's, for ADMIN). */
    async one(requestId: number, n: number, scope: CustomerScope | null) {
      const conds = [eq(returnPhotos.requestId, requestId), eq(returnPhotos.n, n)];
      if (scope) {
        conds.push(eq(returnRequests.customerId, scope.customerId));
        if (scope.destinationId !== null) conds.push(eq(returnRequests.destinationId, scope.destinationId));
      }
      const [row] = await db
        .select({ filename: returnPhotos.filename, contentType: returnPhotos.contentType, bytes: returnPhotos.bytes })
        .from(returnPhotos)
        .innerJoin(returnRequests, eq(returnRequests.id, returnPhotos.requestId))
        .where(and(...conds));
      return row ?? null;
    },

  };
}

export type ReturnPhotosRepo = ReturnType<typeof returnPhotosRepo>;
