// The cart an edit answers is the last word: a reading of the cart started before the edit (the
// screen's refetch on load, slow under load) must not put the old quantities back when it lands
// after the edit's answer (the counter e2e once saw 18 again after setting 12 on /cart).
import { describe, expect, it } from "vitest";
import { QueryClient } from "@tanstack/react-query";
import type { Cart } from "../../../../shared/contract/cart";
import { cartKeys, storeCart } from "./cart-keys";

const cartWith = (qty: number): Cart => ({
  cId: 7, netTotal: 0, depositTotal: 0, totaliArticoli: 1, totaliQuantita: qty, cNotes: "", cRifOrdCli: "", priorityOrder: false, productsList: [],
});

describe("storeCart", () => {
  it("a reading of the cart still on its way when an edit answers does not overwrite the edit's cart", async () => {
    const qc = new QueryClient();
    qc.setQueryData(cartKeys.mine(), cartWith(18));
    let answerOldReading!: (c: Cart) => void;
    const reading = qc.fetchQuery({ queryKey: cartKeys.mine(), queryFn: () => new Promise<Cart>((resolve) => (answerOldReading = resolve)), staleTime: 0 }).catch(() => null);
    storeCart(qc, cartWith(12));
    answerOldReading(cartWith(18));
    await reading;
    await new Promise((r) => setTimeout(r, 0));
    expect(qc.getQueryData<Cart>(cartKeys.mine())?.totaliQuantita).toBe(12);
  });

  it("without a reading on its way it simply stores the cart", () => {
    const qc = new QueryClient();
    storeCart(qc, cartWith(3));
    expect(qc.getQueryData<Cart>(cartKeys.mine())?.totaliQuantita).toBe(3);
  });
});
