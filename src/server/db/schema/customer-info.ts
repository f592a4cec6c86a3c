// The customer profile ("censimento"): one row per customer, written by the customer's users (or
// staff acting for them). No row means MISSING; a row older than PROFILE_MAX_AGE_DAYS is TO_UPDATE.
import { boolean, index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { updatedAt } from "./columns";
import { customers, users } from "./identity";

export const customerProfiles = pgTable(
  "customer_profiles",
  {
    customerId: integer("customer_id").primaryKey().references(() => customers.id),
    numTecnici: integer("num_tecnici").notNull().default(1),
    numAccettatori: integer("num_accettatori").notNull().default(1),
    numPonti: integer("num_ponti").notNull().default(1),
    marcaOlio: text("marca_olio").notNull(), // Eurorepar, Fuchs, Shell, Castrol, Total, Mobil, Altro
    marcaOlioAltro: text("marca_olio_altro"), // the free text when marcaOlio is Altro
    servizioGomme: boolean("servizio_gomme").notNull().default(false),
    updatedAt: updatedAt(),
    updatedByUserId: integer("updated_by_user_id").references(() => users.id), // who pressed save (staff while impersonating)
  },
  (t) => [index("customer_profiles_updated_idx").on(t.updatedAt)],
);
