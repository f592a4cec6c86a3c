// Fixtures of the API tests in one typed place (drizzle on the app's own schema), instead of raw
// `insert into` in the test files. Codes, customer numbers and usernames are unique per call unless
// the test names them; a product named by a test is upserted, so the test owns its values whether
// or not the demo catalogue has it.
import { and, eq, sql } from "drizzle-orm";
import { crossRefs, customerDiscounts, deliveryForecasts, products, stock } from "../../../src/server/db/schema/catalogue";
import { missingItems } from "../../../src/server/db/schema/missing";
import { customers, salesmanCustomers, users } from "../../../src/server/db/schema/identity";
import { orderLines, orders } from "../../../src/server/db/schema/orders";
import { searchLog } from "../../../src/server/db/schema/search";
import { hashPassword } from "../../../src/server/lib/password";
import { DEMO_PASSWORD } from "../../../src/server/db/seed/identity";
import { normalizeCode } from "../../../src/shared/rules/normalize-code";
import type { TestApp } from "./test-app";

type Fixtures = Pick<TestApp, "database">;
export type Product = typeof products.$inferSelect;

let serial = 0;
/** A suffix no other call of this run repeats. */
export const unique = (): string => `${process.pid.toString(36)}${(++serial).toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();

export interface ProductSpec {
  precodice?: string;
  codice?: string;
  listCents?: number;
  codsco?: string;
  fam?: string;
  description?: string;
  orderable?: boolean;
  requiresVin?: boolean;
  depositCents?: number;
  /** null clears it. */
  ean?: string | null;
  /** Pieces per warehouse: replaces the product's stock rows when given. */
  stock?: Record<string, number>;
  /** Original-equipment cross-references (replace the product's own when given). */
  refs?: string[];
}

/** A product, orderable and visible unless the spec says otherwise. */
export async function makeProduct(t: Fixtures, spec: ProductSpec = {}): Promise<Product> {
  const { db } = t.database;
  const codice = spec.codice ?? `F${unique()}`;
  const given = {
    ...(spec.listCents !== undefined ? { listCents: spec.listCents } : {}),
    ...(spec.codsco !== undefined ? { codsco: spec.codsco } : {}),
    ...(spec.fam !== undefined ? { fam: spec.fam } : {}),
    ...(spec.description !== undefined ? { description: spec.description } : {}),
    ...(spec.depositCents !== undefined ? { depositCents: spec.depositCents } : {}),
    ...(spec.ean !== undefined ? { ean: spec.ean, eanNorm: spec.ean } : {}),
    orderable: spec.orderable ?? true,
    requiresVin: spec.requiresVin ?? false,
    sScope: null,
  };
  const [row] = await db
    .insert(products)
    .values({
      precodice: spec.precodice ?? "T900",
      codice,
      codiceNorm: normalizeCode(codice),
      codsco: "TNONE",
      fam: "TEST",
      description: `Articolo di prova ${codice}`,
      listCents: 1000,
      ...given,
    })
    .onConflictDoUpdate({ target: [products.precodice, products.codice], set: given })
    .returning();
  if (spec.stock) await setStock(t, row!.id, spec.stock);
  if (spec.refs) {
    await db.delete(crossRefs).where(eq(crossRefs.productId, row!.id));
    for (const code of spec.refs) await db.insert(crossRefs).values({ productId: row!.id, kind: "OE", source: "TEST", code, codeNorm: normalizeCode(code) });
  }
  return row!;
}

/** The product's pieces per warehouse, replacing its stock rows. */
export async function setStock(t: Fixtures, productId: number, perWarehouse: Record<string, number>): Promise<void> {
  const { db } = t.database;
  await db.delete(stock).where(eq(stock.productId, productId));
  const rows = Object.entries(perWarehouse).map(([warehouse, qty]) => ({ productId, warehouse, qty }));
  if (rows.length) await db.insert(stock).values(rows);
}

/** The pieces of one warehouse, leaving the others as they are. */
export async function setStockAt(t: Fixtures, productId: number, warehouse: string, qty: number): Promise<void> {
  await t.database.db.insert(stock).values({ productId, warehouse, qty }).onConflictDoUpdate({ target: [stock.productId, stock.warehouse], set: { qty } });
}

/** The customer's discount chain on a discount code (e.g. "40+10"). */
export async function setDiscount(t: Fixtures, customerId: number, codsco: string, chain: string): Promise<void> {
  await t.database.db
    .insert(customerDiscounts)
    .values({ customerId, codsco, chain })
    .onConflictDoUpdate({ target: [customerDiscounts.customerId, customerDiscounts.codsco], set: { chain } });
}

let customerNumber = 700_000;
export type CustomerSpec = Partial<typeof customers.$inferInsert>;

/** A customer with a fresh number (above the demo ones) unless given. */
export async function makeCustomer(t: Fixtures, spec: CustomerSpec = {}): Promise<typeof customers.$inferSelect> {
  const id = spec.id ?? ++customerNumber;
  const [row] = await t.database.db
    .insert(customers)
    .values({ businessName: `Officina di prova ${id}`, city: "Senise", province: "PZ", ...spec, id })
    .returning();
  return row!;
}

let demoHash: Promise<string> | undefined;

export type UserSpec = Partial<Omit<typeof users.$inferInsert, "usernameLower" | "passwordHash" | "customerId">> & {
  /** The customer the account belongs to (USER), none for staff. */
  customer?: number | null;
  /** For a SALESMAN: the customers he looks after. */
  salesmanOf?: number[];
};

/** An account with the demo password; a username of its own unless given. */
export async function makeUser(t: Fixtures, spec: UserSpec = {}): Promise<{ id: number; username: string }> {
  const { customer, salesmanOf = [], ...columns } = spec;
  const role = columns.role ?? "USER";
  const username = columns.username ?? `prova.${role.toLowerCase()}.${unique().toLowerCase()}`;
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const [row] = await t.database.db
    .insert(users)
    .values({ ...columns, role, username, usernameLower: username.toLowerCase(), passwordHash: await demoHash, customerId: customer ?? null })
    .returning({ id: users.id });
  for (const customerId of salesmanOf) await t.database.db.insert(salesmanCustomers).values({ salesmanUserId: row!.id, customerId });
  return { id: row!.id, username };
}

/** The id of an account (a demo one or one a factory made). */
export async function userIdOf(t: Fixtures, username: string): Promise<number> {
  const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.usernameLower, username.toLowerCase()));
  if (!row) throw new Error(`utente ${username} non trovato`);
  return row.id;
}

/** A second agent, agente.neri (the demo password), looking after customer 100003 only; answers its id. */
export async function addAgentNeri(t: Fixtures): Promise<number> {
  const { id } = await makeUser(t, { username: "agente.neri", role: "SALESMAN", warehouses: "01", emails: "neri@ricambisud.it", salesmanOf: [100003] });
  return id;
}

export interface OrderSpec {
  customerId?: number;
  userId: number;
  warehouse?: string;
  status?: (typeof orders.$inferInsert)["status"];
  daysAgo?: number;
  /** The document's number and year, as an import would write them (unique ones unless given). */
  numeroDoc?: number;
  anno?: number;
  webOrderCode?: string;
  /** Lines at 1,00 € each. */
  lines: [Pick<Product, "id" | "precodice" | "codice" | "description">, number][];
}

/** A sent order written as the ERP history holds it (web code and number unique per call). */
export async function makeOrder(t: Fixtures, spec: OrderSpec): Promise<number> {
  const n = Math.floor(Math.random() * 1e9);
  const { db } = t.database;
  const [o] = await db
    .insert(orders)
    .values({
      customerId: spec.customerId ?? 100001,
      userId: spec.userId,
      actorUserId: spec.userId,
      tipoDoc: "OW",
      numeroDoc: spec.numeroDoc ?? n,
      anno: spec.anno ?? 2026,
      webOrderCode: spec.webOrderCode ?? `T-${n}`,
      netTotalCents: 0,
      status: spec.status ?? "SENT",
      warehouse: spec.warehouse ?? "01",
      dataDocumento: sql`now() - make_interval(days => ${spec.daysAgo ?? 0})`,
    })
    .returning({ id: orders.id, customerId: orders.customerId });
  for (const [i, [p, qty]] of spec.lines.entries()) {
    await db.insert(orderLines).values({
      orderId: o!.id,
      customerId: o!.customerId,
      riga: i + 1,
      productId: p.id,
      precodice: p.precodice,
      codice: p.codice,
      description: p.description,
      qty,
      listCents: 100,
      netUnitCents: 100,
      lineTotalCents: 100,
    });
  }
  return o!.id;
}

/** The product of a code, if any. */
export async function productOf(t: Fixtures, precodice: string, codice: string): Promise<Product | undefined> {
  const [row] = await t.database.db.select().from(products).where(and(eq(products.precodice, precodice), eq(products.codice, codice)));
  return row;
}

export interface SearchSpec {
  /** A timestamp PostgreSQL reads, e.g. "2026-03-10 09:15:00+01". */
  at: string;
  userId: number;
  /** Who typed it: the user unless staff acted for them. */
  actorUserId?: number;
  customerId: number | null;
  text: string;
  /** As the search normalises it, unless given. */
  normalized?: string;
  results: number;
  durationMs?: number;
}

/** Searches in the log, as the search writes them. */
export async function logSearches(t: Fixtures, list: SearchSpec[]): Promise<void> {
  if (!list.length) return;
  await t.database.db.insert(searchLog).values(
    list.map((s) => ({
      at: sql`${s.at}::timestamptz`,
      userId: s.userId,
      actorUserId: s.actorUserId ?? s.userId,
      customerId: s.customerId,
      searchString: s.text,
      normalized: s.normalized ?? s.text.replace(/[\s./\\_-]+/g, "").toUpperCase(),
      resultCount: s.results,
      durationMs: s.durationMs ?? 5,
    })),
  );
}

/** `count` searches of one user one second apart after `from` (texts OC1…OCn, 2 results, 5 ms): a long report. */
export async function logSearchesEverySecond(t: Fixtures, spec: { from: string; count: number; userId: number; customerId: number }): Promise<void> {
  await t.database.db.execute(sql`
    insert into ${searchLog} (at, user_id, actor_user_id, customer_id, search_string, normalized, result_count, duration_ms)
    select ${spec.from}::timestamptz + make_interval(secs => g), ${spec.userId}, ${spec.userId}, ${spec.customerId}, 'OC' || g, 'OC' || g, 2, 5
    from generate_series(1, ${spec.count}::int) g`);
}

/** A supplier's delivery forecast for a product short in stock; replaces the product's own. */
export async function setForecast(t: Fixtures, productId: number, forecast: { warehouse?: string; qty: number; expectedDate: string } | null): Promise<void> {
  await t.database.db.delete(deliveryForecasts).where(eq(deliveryForecasts.productId, productId));
  if (forecast) await t.database.db.insert(deliveryForecasts).values({ productId, warehouse: forecast.warehouse ?? "01", qty: forecast.qty, expectedDate: forecast.expectedDate });
}

export type MissingItemSpec = Omit<typeof missingItems.$inferInsert, "id" | "updatedAt">;

/** A line of a sent order the warehouse could not fill (the ERP's "mancante"). */
export async function makeMissingItem(t: Fixtures, spec: MissingItemSpec): Promise<number> {
  const [row] = await t.database.db.insert(missingItems).values(spec).returning({ id: missingItems.id });
  return row!.id;
}
