// The missing list (GET /v100/outofstock) on the demo history: a customer's open items, ADMIN's and a
// salesman's views with their extra fields. Expectations are computed independently with SQL on the same database.
import { beforeAll, describe, expect, it } from "vitest";
import { setupTestApp } from "./helpers/setup-test-app";
import { all } from "./helpers/orders";

const { q, get, loginAs } = setupTestApp();
let rossi: string;
let admin: string;
let verdi: string;

beforeAll(async () => {
  [rossi, admin, verdi] = await Promise.all([loginAs("officina.rossi"), loginAs("admin"), loginAs("agente.verdi")]);
});

type Missing = { id: number; codice: string; ordineClienteFull: string; dataConsegna: string | null; ragioneSoc: string | null; uIdCliente: number | null; deposito: string | null; dataOrdineFornitore: string | null; dataAggiornamento: string | null };

describe("missing list", () => {
  it("lists the customer's open missing items with the spec's fields, and nobody else's", async () => {
    const { items } = await all<Missing>((s) => get(`/v100/outofstock?startFrom=${s}`, rossi));
    const expected = await q<{ id: number }>("select id from missing_items where customer_id = 100001 and closed_at is null");
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    for (const m of items) {
      expect(m).toMatchObject({ ragioneSoc: null, uIdCliente: null, deposito: null, dataOrdineFornitore: null });
      expect(m.ordineClienteFull).toMatch(/^OW \d+\/\d{4}$/);
      expect(m.dataAggiornamento).not.toBeNull();
    }
    expect(Object.keys(items[0]!)).toEqual(
      expect.arrayContaining(["codice", "descrArticolo", "quantita", "ordineClienteFull", "dataOrdineCliente", "dataConsegna", "dettaglioData", "ordineFornitoreFull", "dataOrdineFornitore", "numOrdCasaMadre", "idSollecito", "noteClienteRigaOrdine", "ragioneSoc", "uIdCliente", "deposito", "dataAggiornamento"]),
    );
  });

  it("shows ADMIN every customer's items with company name, customer number, supplier order date and warehouse", async () => {
    const { items } = await all<Missing>((s) => get(`/v100/outofstock?startFrom=${s}`, admin));
    const [{ n }] = (await q<{ n: number }>("select count(*)::int n from missing_items where closed_at is null")) as [{ n: number }];
    expect(items).toHaveLength(n);
    expect(new Set(items.map((m) => m.uIdCliente)).size).toBeGreaterThan(1);
    for (const m of items) {
      expect(m.ragioneSoc).toEqual(expect.any(String));
      expect(m.deposito).toMatch(/^0[13]$/);
      expect(m.dataOrdineFornitore).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("shows a salesman not acting for a customer the items of the customers assigned to them, with the extra fields", async () => {
    const { items } = await all<Missing>((s) => get(`/v100/outofstock?startFrom=${s}`, verdi));
    const expected = await q<{ id: number }>("select id from missing_items where customer_id in (100001, 100002) and closed_at is null");
    expect(expected.length).toBeGreaterThan(0);
    expect(items.map((m) => m.id).sort((a, b) => a - b)).toEqual(expected.map((r) => r.id).sort((a, b) => a - b));
    expect(items.every((m) => m.ragioneSoc !== null && (m.uIdCliente === 100001 || m.uIdCliente === 100002))).toBe(true);
  });
});
