// Demo customers and accounts (README lists them). Every account's password is DEMO_PASSWORD.
import { customers, salesmanCustomers, users } from "../schema/identity";
import { hashPassword } from "../../lib/password";
import type { Db } from "../connection";

export const DEMO_PASSWORD = "Ricambi2026!";

export const demoCustomers = [
  { id: 100001, businessName: "Autofficina Rossi S.n.c.", vatNumber: "01234560765", address: "Via Roma 12", city: "Senise", province: "PZ", zip: "85038", phone: "0973 584120", email: "info@officinarossi.it" },
  { id: 100002, businessName: "Officina Bianchi S.r.l.", vatNumber: "02345670921", address: "Viale Trieste 88", city: "Cagliari", province: "CA", zip: "09123", phone: "070 4567890", email: "amministrazione@officinabianchi.it" },
  { id: 100003, businessName: "Carrozzeria Esposito", vatNumber: "03456780764", address: "Contrada Pantano 4", city: "Policoro", province: "MT", zip: "75025", phone: "0835 972211", email: "esposito.carrozzeria@gmail.com" },
  { id: 100004, businessName: "Gommista Sardo di Melis G.", vatNumber: "04567890928", address: "Via Is Mirrionis 150", city: "Cagliari", province: "CA", zip: "09121", phone: "070 280011", email: "gommistasardo@libero.it" },
  { id: 100900, businessName: "Stock Ricambi Fornitore Obsoleti S.r.l.", vatNumber: "05678900761", address: "Zona Industriale", city: "Potenza", province: "PZ", zip: "85100", phone: "0971 470000", email: "obsoleti@stockricambi.it" },
];

export const demoAccounts = [
  { username: "officina.rossi", role: "USER", customerId: 100001, warehouses: "01", showGsUrl: false, emails: "ordini@officinarossi.it", notes: "cliente 100001, magazzino 01, profilo completo" },
  { username: "officina.bianchi", role: "USER", customerId: 100002, warehouses: "01+03", showGsUrl: true, emails: "ordini@officinabianchi.it", notes: "cliente 100002, magazzini 01+03, store gomme, profilo da compilare" },
  { username: "agente.verdi", role: "SALESMAN", customerId: null, warehouses: "01+03", showGsUrl: false, emails: "m.verdi@ricambisud.it", notes: "agente: clienti 100001 e 100002" },
  { username: "admin", role: "ADMIN", customerId: null, warehouses: "01+03", showGsUrl: false, emails: "backoffice@ricambisud.it", notes: "amministratore" },
  { username: "fornitore.obs", role: "USER", customerId: 100900, warehouses: "01", showGsUrl: false, emails: "obsoleti@stockricambi.it", notes: "fornitore di stock obsoleti" },
  { username: "officina.esposito", role: "USER", customerId: 100003, warehouses: "01", showGsUrl: false, emails: "esposito.carrozzeria@gmail.com", notes: "cliente 100003" },
  { username: "gommista.melis", role: "USER", customerId: 100004, warehouses: "03", showGsUrl: true, emails: "gommistasardo@libero.it", notes: "cliente 100004, magazzino 03" },
] as const;

export async function seedIdentity(db: Db): Promise<void> {
  await db.insert(customers).values(demoCustomers);
  const hashes = await Promise.all(demoAccounts.map(() => hashPassword(DEMO_PASSWORD)));
  const inserted = await db
    .insert(users)
    .values(
      demoAccounts.map((a, i) => ({
        username: a.username,
        usernameLower: a.username.toLowerCase(),
        passwordHash: hashes[i]!,
        role: a.role,
        customerId: a.customerId,
        warehouses: a.warehouses,
        showGsUrl: a.showGsUrl,
        emails: a.emails,
        isObsoleteSupplier: a.username === "fornitore.obs" ? 1 : 0,
        osPrecodice: a.username === "fornitore.obs" ? "OBS" : null,
        osDeliveryDays: a.username === "fornitore.obs" ? 7 : null,
      })),
    )
    .returning({ id: users.id, username: users.username });
  const verdi = inserted.find((u) => u.username === "agente.verdi");
  if (verdi) {
    await db.insert(salesmanCustomers).values([
      { salesmanUserId: verdi.id, customerId: 100001 },
      { salesmanUserId: verdi.id, customerId: 100002 },
    ]);
  }
}
