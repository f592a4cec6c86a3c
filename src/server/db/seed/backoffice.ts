// Back-office demo data: the ERP's delivery destinations of the demo customers and the user
// precode groups offered by the registration form.
import type { Db } from "../connection";
import { customerDestinations, userPrecodes } from "../schema/backoffice";

export async function seedBackOffice(db: Db): Promise<void> {
  await db.insert(userPrecodes).values([
    { upId: "TUTTI", upDesc: "Tutti i precodici" },
    { upId: "FILTRI", upDesc: "Solo filtri e lubrificanti" },
    { upId: "FRENI", upDesc: "Freni e sospensioni" },
    { upId: "GOMME", upDesc: "Pneumatici e cerchi" },
  ]);
  await db.insert(customerDestinations).values([
    { customerId: 100001, destinationId: 0, name: "Autofficina Rossi - sede", city: "Senise" },
    { customerId: 100001, destinationId: 1, name: "Autofficina Rossi - officina di Francavilla", city: "Francavilla in Sinni" },
    { customerId: 100002, destinationId: 0, name: "Officina Bianchi - sede", city: "Cagliari" },
    { customerId: 100002, destinationId: 1, name: "Officina Bianchi - Quartu", city: "Quartu Sant'Elena" },
    { customerId: 100003, destinationId: 0, name: "Carrozzeria Esposito - sede", city: "Policoro" },
    { customerId: 100004, destinationId: 0, name: "Gommista Sardo - sede", city: "Cagliari" },
  ]);
}
