import { describe, expect, it, vi } from "vitest";
import { holdProfileNotice, takeProfileNotice } from "./profile-notice";

// The reset handlers the module registers, run here as a logout would run them.
const resets = vi.hoisted(() => [] as Array<(reason: "logout" | "impersonation") => unknown>);
vi.mock("../../lib/client-reset", () => ({ onClientReset: (handler: (typeof resets)[number]) => resets.push(handler) }));

const text = "Profilo clienti non aggiornato. Prego provvedere.";

describe("the first-login profile notice held for /customerInfo", () => {
  it("is given once, to the user it was held for", () => {
    holdProfileNotice(2, text);
    expect(takeProfileNotice(2)).toBe(text);
    expect(takeProfileNotice(2)).toBeNull();
  });

  it("is never given to another user", () => {
    holdProfileNotice(2, text);
    expect(takeProfileNotice(7)).toBeNull();
    expect(takeProfileNotice(2)).toBeNull();
  });

  it("is dropped at logout", async () => {
    holdProfileNotice(2, text);
    expect(resets).toHaveLength(1);
    await Promise.all(resets.map((reset) => reset("logout")));
    expect(takeProfileNotice(2)).toBeNull();
  });
});
