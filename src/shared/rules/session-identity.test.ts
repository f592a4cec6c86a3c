import { describe, expect, it } from "vitest";
import { sessionIdentity } from "./session-identity";

describe("session identity", () => {
  it("is the username when acting as oneself", () => {
    expect(sessionIdentity(null, "officina.rossi")).toBe("officina.rossi");
  });
  it("names the staff member and the customer user while acting for a customer", () => {
    expect(sessionIdentity("agente.verdi", "officina.rossi")).toBe("agente.verdi>officina.rossi");
  });
});
