// The cart upload service over a database, as the job's thread builds it (thread.ts).
import type { Db } from "../../db/connection";
import { auditService } from "../audit/service";
import { catalogueRepo, catalogueService } from "../catalogue/service";
import { cartAdder, cartRepo } from "../cart/service";
import { cartUploadRepo } from "./repo";
import { cartUploadService, type CartUploadDeps } from "./service";

/** `readDb` resolves the file's codes (read-only, 500 at a time, three statements at once: Database.backgroundDb in the job). */
export function buildCartUploadService(db: Db, schedule: CartUploadDeps["schedule"], readDb: Db = db) {
  const audit = auditService(db);
  return cartUploadService({ repo: cartUploadRepo(db), cart: cartAdder({ repo: cartRepo(db), audit }), catalogue: catalogueService(catalogueRepo(readDb)), audit, schedule });
}
