import { describe, expect, it } from "vitest";
import type { SessionUser } from "../../shared/contract/auth";
import { appRoutes } from "./routes";
import { canOpen, needsCustomer } from "./route-access";

const user = (over: Partial<SessionUser>): SessionUser => ({
  uId: 1,
  uUsername: "u",
  uRole: "USER",
  uIsObsoleteSupplier: 0,
  uShowGSUrl: false,
  uShowIAM: true,
  uShowOnlyDestData: false,
  uEmailsString: "",
  uDepRifString: "01",
  idCliente: 100001,
  ragioneSociale: "Officina Rossi",
  isBehelf: false,
  originalUser: null,
  ...over,
});
const route = (path: string) => appRoutes.find((r) => r.path === path)!;

const admin = user({ uRole: "ADMIN", idCliente: null, ragioneSociale: null });
const agent = user({ uRole: "SALESMAN", idCliente: null, ragioneSociale: null });
const agentActing = user({ uRole: "USER", isBehelf: true });

describe("a customer's screens opened by staff", () => {
  it.each(["/cart", "/orderList", "/nuovoReso", "/resi/new", "/documents", "/preventivo", "/loadFile", "/kstore"])("%s asks staff acting for nobody to choose a customer", (path) => {
    expect(canOpen(route(path), admin)).toBe(true);
    expect(needsCustomer(route(path), admin)).toBe(true);
    expect(needsCustomer(route(path), agent)).toBe(true);
    expect(needsCustomer(route(path), agentActing)).toBe(false);
    expect(needsCustomer(route(path), user({}))).toBe(false);
  });

  it("leaves the screens that are not one customer's alone", () => {
    for (const path of ["/home", "/behalf", "/auditLog", "/promoList", "/customerInfo"]) expect(needsCustomer(route(path), admin), path).toBe(false);
  });
});
