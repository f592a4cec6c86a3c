// Column definitions the tables share (drizzle's reusable columns: a function per column, called
// in each table so every table gets its own builder). Only the spelling is shared: the SQL each
// helper produces is the one the tables wrote out before (timestamptz, serial primary key, a
// NOT NULL integer with its foreign key), so the baseline migration does not change.
import { customType, integer, serial, text, timestamp, type AnyPgColumn, type ReferenceConfig } from "drizzle-orm/pg-core";

/** Binary content kept in the database (uploaded files, mail attachments). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => "bytea" });

/** A moment, stored with its time zone (PostgreSQL timestamptz). */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** When the row was written. */
export const createdAt = () => timestamptz("created_at").notNull().defaultNow();

/** When the row last changed (the writers set it; new rows start at now). */
export const updatedAt = () => timestamptz("updated_at").notNull().defaultNow();

/** The table's own key, numbered by PostgreSQL. */
export const serialId = () => serial("id").primaryKey();

/** A required reference to another table's integer key (NOT NULL, with its foreign key). */
export const requiredRef = (name: string, target: () => AnyPgColumn, actions?: ReferenceConfig["actions"]) =>
  integer(name).notNull().references(target, actions);

/**
 * The customer a row belongs to and its delivery destination (0: the customer's own address), the
 * pair every customer-scoped query filters on. Spread where the two columns stand.
 */
export const customerAndDestination = () => ({
  customerId: integer("customer_id").notNull(),
  destinationId: integer("destination_id").notNull().default(0),
});

/**
 * A product's key as the tables keep it (prefix and code, the catalogue's natural key), the
 * table-side twin of the contract's productKeyFields. Spread where the two columns stand.
 */
export const productKeyColumns = () => ({
  precodice: text("precodice").notNull(),
  codice: text("codice").notNull(),
});

/**
 * The article of a document line as it was written (code, description, quantity), kept on the
 * line so the document reads the same after the product changes or leaves the catalogue; the
 * contract's articleLineOf turns these into the answer's fields.
 */
export const articleLineColumns = () => ({
  ...productKeyColumns(),
  description: text("description").notNull(),
  qty: integer("qty").notNull(),
});

/**
 * How a line of an order or a delivery note was priced, in cents with the discount chain as typed
 * ("" for none); the contract's linePriceOf turns these into the answer's listino, sconto, netto
 * and importo.
 */
export const linePriceColumns = () => ({
  listCents: integer("list_cents").notNull(),
  discountChain: text("discount_chain").notNull().default(""),
  netUnitCents: integer("net_unit_cents").notNull(),
  lineTotalCents: integer("line_total_cents").notNull(),
});
