// Customers, users, sessions, login throttling, staff assignments and the audit log.
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { createdAt, requiredRef, serialId, timestamptz } from "./columns";

export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const customers = pgTable("customers", {
  id: integer("id").primaryKey(), // the ERP's customer number, e.g. 100001
  businessName: text("business_name").notNull(),
  vatNumber: text("vat_number"),
  address: text("address"),
  city: text("city"),
  province: text("province"),
  zip: text("zip"),
  phone: text("phone"),
  email: text("email"),
});

export const users = pgTable(
  "users",
  {
    id: serialId(),
    username: text("username").notNull(),
    usernameLower: text("username_lower").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["USER", "SALESMAN", "ADMIN"] }).notNull(),
    customerId: integer("customer_id").references(() => customers.id),
    destinationId: integer("destination_id").notNull().default(0),
    emails: text("emails").notNull().default(""),
    warehouses: text("warehouses").notNull().default("01"), // uDepRifString, codes joined by "+"
    showIam: boolean("show_iam").notNull().default(true),
    allowedPromo: text("allowed_promo", { enum: ["ALL", "CONFIG_DEPO", "CUSTOM", "NONE"] }).notNull().default("CONFIG_DEPO"),
    showOnlyDestData: boolean("show_only_dest_data").notNull().default(false),
    precodeGroup: text("precode_group"),
    isObsoleteSupplier: integer("is_obsolete_supplier").notNull().default(0),
    osPrecodice: text("os_precodice"),
    osDeliveryDays: integer("os_delivery_days"),
    showGsUrl: boolean("show_gs_url").notNull().default(false),
    disabled: boolean("disabled").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("users_customer_idx").on(t.customerId)],
);

export const salesmanCustomers = pgTable(
  "salesman_customers",
  {
    salesmanUserId: requiredRef("salesman_user_id", () => users.id),
    customerId: requiredRef("customer_id", () => customers.id),
  },
  (t) => [primaryKey({ columns: [t.salesmanUserId, t.customerId] })],
);

export const sessions = pgTable(
  "sessions",
  {
    idHash: text("id_hash").primaryKey(), // sha256 of the 256-bit cookie value; the value itself is never stored
    userId: requiredRef("user_id", () => users.id),
    actingAsUserId: integer("acting_as_user_id").references(() => users.id), // impersonated user, if any
    remember: boolean("remember").notNull().default(false),
    createdAt: createdAt(),
    lastSeenAt: timestamptz("last_seen_at").notNull().defaultNow(),
    expiresAt: timestamptz("expires_at").notNull(),
  },
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

// Login throttling (modules/auth/throttle, docs/decisions/0019-login-throttling.md): one counter
// of failed attempts per scope and key, in a window that starts with the first failure. Scopes:
// "pair" (username from one address: locks), "ip" (one address: locks), "user" (a username from
// every address: slows down). Counted by one INSERT … ON CONFLICT before the password is checked.
export const loginCounters = pgTable(
  "login_counters",
  {
    scope: text("scope", { enum: ["pair", "ip", "user"] }).notNull(),
    key: text("key").notNull(),
    failures: integer("failures").notNull(),
    windowStart: timestamptz("window_start").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index("login_counters_window_idx").on(t.windowStart)],
);

// Append-only: the application only ever inserts here (see modules/audit).
export const auditLog = pgTable(
  "audit_log",
  {
    id: serialId(),
    at: timestamptz("at").notNull().defaultNow(),
    actorUserId: requiredRef("actor_user_id", () => users.id),
    onBehalfOfUserId: integer("on_behalf_of_user_id").references(() => users.id),
    customerId: integer("customer_id"),
    action: text("action").notNull(),
    details: jsonb("details").notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_customer_idx").on(t.customerId)],
);

// Offline edits carry a client mutation id; a replay of an applied id changes nothing.
export const appliedMutations = pgTable("applied_mutations", {
  mutationId: text("mutation_id").primaryKey(),
  userId: integer("user_id").notNull(),
  appliedAt: timestamptz("applied_at").notNull().defaultNow(),
  result: jsonb("result"),
});
