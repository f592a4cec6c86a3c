// Fixtures of the API tests in one typed place (drizzle on the app's own schema), instead of raw
// `insert into` in the test files. Codes, customer numbers and usernames are unique per call unless
// the test names them; a product named by a test is upserted, so the test owns its values whether
// or not the demo catalogue has it.
import { and, eq, sql } from "drizzle-orm";
import { crossRefs, customerDiscounts, products, stock } from "../../../src/server/db/schema/catalogue";
import { customers, salesmanCustomers, users } from "../../../src/server/db/schema/identity";
import { orderLines, orders } from "../../../src/server/db/schema/orders";
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
  ean?: string;
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
      numeroDoc: n,
      anno: 2026,
      webOrderCode: `T-${n}`,
      netTotalCents: 0,
      status: spec.status ?? "SENT",
      warehouse: spec.warehouse ?? "01",
      dataDocumento: sql`now() - make_interval(days => ${spec.daysAgo ?? 0})`,
    })
    .returning({ id: orders.id });
  for (const [i, [p, qty]] of spec.lines.entries()) {
    await db.insert(orderLines).values({
      orderId: o!.id,
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
