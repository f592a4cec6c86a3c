import { describe, expect, it, vi } from "vitest";
import type { SessionUser } from "../../../shared/contract/auth";
import type { CensimentoStatus } from "../../../shared/contract/customer-info";
import { makeFirstLoginCheck } from "./first-login-check";

// The wired check's notice store registers for logout; this file tests the check with its own deps.
vi.mock("../../lib/client-reset", () => ({ onClientReset: () => () => {} }));

const user = (over: Partial<SessionUser> = {}): SessionUser => ({
  uId: 2,
  uUsername: "officina.bianchi",
  uRole: "USER",
  uIsObsoleteSupplier: 0,
  uShowGSUrl: true,
  uShowIAM: true,
  uShowOnlyDestData: false,
  uEmailsString: "",
  uDepRifString: "01+03",
  idCliente: 100002,
  ragioneSociale: "Officina Bianchi S.r.l.",
  isBehelf: false,
  originalUser: null,
  ...over,
});

function setup(status: CensimentoStatus) {
  const store = new Map<string, string>();
  const infos: string[] = [];
  const toldUsers: number[] = [];
  let calls = 0;
  const state = { status };
  const check = makeFirstLoginCheck({
    check: async () => {
      calls++;
      return state.status;
    },
    storage: () => ({
      getItem: (k) => store.get(k) ?? null,
      setItem: (k, v) => void store.set(k, v),
      removeItem: (k) => void store.delete(k),
    }),
    tell: (userId, t) => {
      toldUsers.push(userId);
      infos.push(t);
    },
  });
  return { check, infos, toldUsers, state, calls: () => calls };
}

describe("first-login profile check", () => {
  it("sends a user with a MISSING profile to /customerInfo once, with the spec's message", async () => {
    const s = setup("MISSING");
    expect(await s.check(user(), "/orderList")).toBe("/customerInfo");
    expect(s.infos).toEqual(["Profilo clienti non aggiornato. Prego provvedere."]);
    expect(s.toldUsers).toEqual([2]);
    expect(await s.check(user(), "/orderList")).toBe("/orderList");
    expect(s.infos).toHaveLength(1);
  });

  it("tells again when the status changes from MISSING to TO_UPDATE after an OK", async () => {
    const s = setup("MISSING");
    await s.check(user(), "/home");
    s.state.status = "OK";
    expect(await s.check(user(), "/home")).toBe("/home");
    s.state.status = "TO_UPDATE";
    expect(await s.check(user(), "/home")).toBe("/customerInfo");
    expect(s.infos).toHaveLength(2);
  });

  it("keeps the flag per user", async () => {
    const s = setup("TO_UPDATE");
    expect(await s.check(user({ uId: 2 }), "/home")).toBe("/customerInfo");
    expect(await s.check(user({ uId: 7, uUsername: "gommista.melis" }), "/home")).toBe("/customerInfo");
  });

  it("never applies to ADMIN nor to staff without a customer, and leaves OK users where they go", async () => {
    const s = setup("MISSING");
    expect(await s.check(user({ uRole: "ADMIN", idCliente: null }), "/home")).toBe("/home");
    expect(await s.check(user({ uRole: "SALESMAN", idCliente: null }), "/home")).toBe("/home");
    expect(s.calls()).toBe(0);
    const ok = setup("OK");
    expect(await ok.check(user(), "/cart")).toBe("/cart");
    expect(ok.infos).toEqual([]);
  });
});
