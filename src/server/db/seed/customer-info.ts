// Demo customer profiles: every demo customer has a current profile except 100002 (Officina
// Bianchi), which is MISSING so the first-login check sends officina.bianchi to /customerInfo.
import type { Db } from "../connection";
import { customerProfiles } from "../schema/customer-info";

const DAY_MS = 86_400_000;

export async function seedCustomerInfo(db: Db): Promise<void> {
  const now = Date.now();
  const at = (daysAgo: number) => new Date(now - daysAgo * DAY_MS);
  await db.insert(customerProfiles).values([
    { customerId: 100001, numTecnici: 3, numAccettatori: 1, numPonti: 4, marcaOlio: "Castrol", servizioGomme: false, updatedAt: at(42) },
    { customerId: 100003, numTecnici: 5, numAccettatori: 2, numPonti: 3, marcaOlio: "Altro", marcaOlioAltro: "Petronas", servizioGomme: false, updatedAt: at(200) },
    { customerId: 100004, numTecnici: 2, numAccettatori: 1, numPonti: 2, marcaOlio: "Eurorepar", servizioGomme: true, updatedAt: at(330) },
    { customerId: 100900, numTecnici: 1, numAccettatori: 1, numPonti: 0, marcaOlio: "Total", servizioGomme: false, updatedAt: at(90) },
  ]);
}
