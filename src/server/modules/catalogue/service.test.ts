import { describe, expect, it } from "vitest";
import { buildProduct } from "./service";
import type { CatalogueEntry } from "./repo";
import type { AuthContext, AuthUser } from "../../lib/auth-context";

const user = (over: Partial<AuthUser> = {}): AuthUser => ({
  id: 1,
  username: "officina.rossi",
  role: "USER",
  customerId: 100001,
  destinationId: 0,
  emails: "",
  warehouses: ["01"],
  showIam: true,
  allowedPromo: "ALL",
  showOnlyDestData: false,
  isObsoleteSupplier: false,
  showGsUrl: false,
  ...over,
});
const auth = (over: Partial<AuthUser> = {}): AuthContext => {
  const u = user(over);
  return { sessionHash: "x", realUser: u, user: u, isBehalf: false, remember: false, expiresAt: new Date() };
};

const entry = (over: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  id: 7,
  precodice: "M120",
  codice: "OC90",
  codiceNorm: "OC90",
  codsco: "A",
  fam: "FILTRI",
  brand: "MAHLE",
  description: "FILTRO OLIO",
  listCents: 1240,
  info: "",
  orderable: true,
  sScope: null,
  ean: null,
  depositCents: 0,
  codiceSostituente: null,
  requiresVin: false,
  stock: [
    ["01", 64],
    ["03", 12],
  ],
  refs: [["OE", "PSA", "1109.AY"]],
  suggestions: [
    ["M120", "OC91", "NUOVO", "SOSTITUITO"],
    ["M120", "OC92", "RIG", "RIGENERATO"],
    ["M120", "OC93", "ALTRO", "RIGENERATO"],
  ],
  chain: "40+10",
  ...over,
});

describe("buildProduct", () => {
  it("applies the customer's chain with half-up rounding: 12.40 with 40+10 nets 6.70", () => {
    const { row, facts } = buildProduct(auth(), entry());
    expect(row).toMatchObject({ listino: 12.4, sconto: "40+10", scontoPercent: 46, netto: 6.7 });
    expect(facts).toMatchObject({ productId: 7, netUnitCents: 670, listCents: 1240, discountChain: "40+10" });
  });

  it("shows no discount without a chain, and net equals list", () => {
    const { row } = buildProduct(auth(), entry({ chain: null }));
    expect(row).toMatchObject({ sconto: "", scontoPercent: 0, netto: 12.4 });
  });

  it("counts stock in the user's warehouses only, primary first; negative stock counts as none", () => {
    expect(buildProduct(auth(), entry()).row).toMatchObject({ disp: 64, primaryWarehouse: "01", availabilityWarehouse: "01: 64", stockByWarehouse: [{ warehouse: "01", qty: 64 }] });
    const both = buildProduct(auth({ warehouses: ["03", "01"] }), entry({ stock: [["01", -2], ["03", 5]] })).row;
    expect(both).toMatchObject({ disp: 5, primaryWarehouse: "03", availabilityWarehouse: "03: 5 · 01: -2" });
  });

  it("answers disp null when the product has no stock record at all", () => {
    expect(buildProduct(auth(), entry({ stock: [] })).row).toMatchObject({ disp: null, availabilityWarehouse: null });
  });

  it("keeps at most 2 suggestions and the cross-references as given", () => {
    const { row } = buildProduct(auth(), entry());
    expect(row.suggested.map((s) => s.codice)).toEqual(["OC91", "OC92"]);
    expect(row.crossRefs).toEqual([{ kind: "OE", source: "PSA", code: "1109.AY" }]);
  });

  it("hides the equivalents button for users without IAM", () => {
    expect(buildProduct(auth({ showIam: false }), entry()).row.hideIAMButton).toBe(true);
  });
});
