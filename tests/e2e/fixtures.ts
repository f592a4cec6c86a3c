// A user of its own for each test (issue 15 item 7, decision 0037): `users.copy("officina.rossi")`
// makes a copy of a demo account through the e2e server's POST /v100/e2e/users (registered only with
// E2E_FIXTURES=1) and answers its username. The copy has the demo account's role, warehouses,
// flags, agent assignments and password (PASSWORD), a copy of its customer, and a cart, drafts,
// orders and sessions of its own, so tests on two workers do not meet in them. Read-only tests may
// keep logging in as the demo accounts.
import { test as base, expect } from "@playwright/test";

export type DemoAccount = "officina.rossi" | "officina.bianchi" | "agente.verdi" | "admin" | "fornitore.obs" | "officina.esposito" | "gommista.melis";

export interface Users {
  /**
   * A new copy of the demo account, only this test's; answers its username. A customer user's copy
   * is on a copy of the demo customer (same discounts, destinations, profile; no orders, documents
   * or missing items), unless `sameCustomer`: then it shares the demo customer and its history.
   */
  copy(demo: DemoAccount, opts?: { sameCustomer?: boolean }): Promise<string>;
  /** The customer number of a copy made in this test (for files the test uploads, like a discount list). */
  customerOf(username: string): number;
}

export const test = base.extend<{ users: Users }>({
  users: async ({ playwright, baseURL }, provide, testInfo) => {
    const api = await playwright.request.newContext({ baseURL });
    let n = 0;
    const customers = new Map<string, number>();
    await provide({
      async copy(demo, opts = {}) {
        n += 1;
        // Unique in the run: the test's id, its retry and repeat, and a counter within the test.
        const username = `e2e.${demo}.${testInfo.testId}.${testInfo.retry}.${testInfo.repeatEachIndex}.${n}`.toLowerCase();
        const res = await api.post("/v100/e2e/users", { data: { copyOf: demo, username, sameCustomer: opts.sameCustomer ?? false } });
        expect(res.status(), `copy of ${demo}: ${await res.text()}`).toBe(200);
        const { customerId } = (await res.json()).data as { customerId: number | null };
        if (customerId !== null) customers.set(username, customerId);
        return username;
      },
      customerOf(username) {
        const id = customers.get(username);
        if (id === undefined) throw new Error(`${username} is not a customer user copied in this test`);
        return id;
      },
    });
    await api.dispose();
  },
});

export { expect };
