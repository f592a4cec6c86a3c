// Loads the demo data once: on the first start of the embedded database, or on PostgreSQL with
// DEMO=1. Each domain adds its step; steps run in order inside the "seeded" marker check.
import { eq } from "drizzle-orm";
import type { Db } from "../connection";
import { appMeta } from "../schema/identity";
import { seedIdentity } from "./identity";
import { seedCatalogue } from "./catalogue";
import { seedCustomerInfo } from "./customer-info";
import { seedOrderHistory } from "./order-history";
import { seedPromos } from "./promos";
import { seedReturnReasons } from "./returns";
import { seedObsolete } from "./obsolete";
import { seedBackOffice } from "./backoffice";

export interface SeedOptions {
  /** Catalogue size; the generator scales from the demo size to a million products. */
  products: number;
  log?: (msg: string) => void;
}

type SeedStep = { name: string; run: (db: Db, opts: SeedOptions) => Promise<void> };

const steps: SeedStep[] = [
  { name: "clienti e utenti", run: (db) => seedIdentity(db) },
  { name: "catalogo", run: async (db, opts) => void (await seedCatalogue(db, { products: opts.products, log: opts.log })) },
  { name: "profili clienti", run: (db) => seedCustomerInfo(db) },
  // After the catalogue: the history picks its products from it.
  { name: "storico ordini e documenti", run: (db, opts) => seedOrderHistory(db, { log: opts.log }) },
  // After the catalogue: promos pick their products from it.
  { name: "promo", run: (db) => seedPromos(db) },
  { name: "motivi di reso", run: (db) => seedReturnReasons(db) },
  // After the users: fornitore.obs's obsolete stock and a discount for officina.rossi.
  { name: "stock obsoleto", run: (db) => seedObsolete(db) },
  { name: "back office", run: (db) => seedBackOffice(db) },
];

export async function isSeeded(db: Db): Promise<boolean> {
  const rows = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded")).limit(1);
  return rows.length > 0;
}

export async function seedDemo(db: Db, opts: SeedOptions): Promise<boolean> {
  if (await isSeeded(db)) return false;
  for (const step of steps) {
    const t = performance.now();
    await step.run(db, opts);
    opts.log?.(`dati demo: ${step.name} (${Math.round(performance.now() - t)} ms)`);
  }
  await db.insert(appMeta).values({ key: "demo_seeded", value: new Date().toISOString() });
  return true;
}
