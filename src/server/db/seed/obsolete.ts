// Demo obsolete stock: fornitore.obs's list (precode OBS) and a discount for officina.rossi on its
// letter "OS", valid from a month ago for a year, so the demo shows the market end to end
// (docs/decisions/0029). Loaded through the module's own repository, like an upload.
import { obsoleteRepo } from "../../modules/obsolete/repo";
import type { Db } from "../connection";
import { obsoleteDiscounts } from "../schema/tracking";
import { users } from "../schema/identity";
import { eq } from "drizzle-orm";

const ROWS = [
  { codice: "OS-ALT-4410", description: "ALTERNATORE 90A RIGENERATO (FUORI PRODUZIONE)", listCents: 24_900, disp: 3 },
  { codice: "OS-MOT-2207", description: "MOTORINO AVVIAMENTO 1,4 KW", listCents: 18_750, disp: 2 },
  { codice: "OS-FAR-0912", description: "FARO ANTERIORE SX H7 (VECCHIO MODELLO)", listCents: 9_800, disp: 5 },
  { codice: "OS-POM-1180", description: "POMPA ACQUA CON GUARNIZIONE", listCents: 6_420, disp: 8 },
];

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

export async function seedObsolete(db: Db): Promise<void> {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.usernameLower, "fornitore.obs"));
  if (!u) return;
  const repo = obsoleteRepo(db);
  const supplier = await repo.supplierByUser(u.id);
  if (!supplier) return;
  await repo.saveProducts(supplier, ROWS.map((r) => ({ ...r, codsco: "OS" })), async () => {});
  await db.insert(obsoleteDiscounts).values({ customerId: 100001, scontoAcq: "25.00", scontoVend: "30.00", startDate: day(-30), endDate: day(335), catSc: "OS" });
}
