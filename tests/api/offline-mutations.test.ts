// Offline edits replayed by the client outbox (issue 6): every kind of queued cart edit carries an
// X-Mutation-Id, and the same id sent twice — a replay after a connection cut whose answer was
// lost — is applied once. A late replay never undoes a later edit, a replayed removal does not
// come back refused, and a replayed add is not refused because the product changed since.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body, createTestApp, type TestApp } from "./helpers/test-app";
import { expectRefused, http } from "./helpers/http";
import { makeProduct } from "./helpers/factories";
import type { Cart } from "../../src/shared/contract/cart";

let t: TestApp;
const { call, get, cartOf, loginAs } = http(() => t);
let rossi: string;
let bianchi: string;

const A = { precodice: "T600", codice: "OFFLINE1" };
const B = { precodice: "T600", codice: "OFFLINE2" };

async function upsert(p: { precodice: string; codice: string }, orderable = true): Promise<void> {
  await makeProduct(t, { ...p, description: `Articolo offline ${p.codice}`, listCents: 1500, orderable, stock: { "01": 100 } });
}

let seq = 0;
const newId = (kind: string) => `m-test-${kind}-${++seq}-${Date.now().toString(36)}`;

function send(cookie: string, mutationId: string, req: { method?: "GET" | "POST"; url: string; json?: unknown; form?: Record<string, string> }): Promise<LightMyRequestResponse> {
  return call(req.method ?? "POST", req.url, { cookie, json: req.json, form: req.form, headers: { "x-mutation-id": mutationId } });
}

// The exact requests the client's outbox stores (src/client/features/cart/api/cart-edits.ts).
const edits = {
  add: (p: typeof A, qty: number) => ({ url: "/v100/cart/addToCart", json: { ...p, qntRichiesta: qty, noteCliente: "" } }),
  setQuantity: (p: typeof A, qty: number) => ({ url: "/v100/cart/addToCart?append=false", json: { ...p, qntRichiesta: qty, noteCliente: "" } }),
  remove: (p: typeof A) => ({ url: "/v100/cart/remFromCart", json: p }),
  itemNote: (p: typeof A, note: string) => ({ url: `/v100/cart/updateNoteCliente?precodice=${p.precodice}&codice=${p.codice}&noteCliente=${encodeURIComponent(note)}` }),
  notes: (cartNotes: string, cRifOrdCli: string) => ({ url: "/v100/cart/addCartNotes", form: { cartNotes, cRifOrdCli } }),
};

const line = (cart: Cart, p: typeof A) => cart.productsList.find((l) => l.precodice === p.precodice && l.codice === p.codice);

async function recorded(mutationId: string): Promise<number> {
  const res = await t.database.pool.query("select count(*)::int as n from applied_mutations where mutation_id = $1", [mutationId]);
  return res.rows[0].n as number;
}

/** Sends the same edit twice with one id: both answered 200 with the cart, recorded once. */
async function twice(cookie: string, id: string, req: Parameters<typeof send>[2]): Promise<Cart> {
  const first = await send(cookie, id, req);
  expect(first.statusCode, first.body).toBe(200);
  const again = await send(cookie, id, req);
  expect(again.statusCode, again.body).toBe(200);
  expect(await recorded(id)).toBe(1);
  // The repeat answers the current cart, like the first.
  expect(body<Cart>(again).data).toEqual(await cartOf(cookie));
  return body<Cart>(again).data;
}

beforeAll(async () => {
  t = await createTestApp();
  await upsert(A);
  await upsert(B);
  rossi = await loginAs("officina.rossi");
  bianchi = await loginAs("officina.bianchi");
});

afterAll(async () => {
  await t.close();
});

beforeEach(async () => {
  await upsert(A);
  await upsert(B);
  for (const c of [rossi, bianchi]) expect((await get("/v100/cart/closeCart", c)).statusCode).toBe(200);
});

describe("a mutation id sent twice is applied once, for every kind of queued edit", () => {
  it("add to cart (append): the quantity is added once", async () => {
    const cart = await twice(rossi, newId("add"), edits.add(A, 3));
    expect(line(cart, A)!.qntRichiesta).toBe(3);
  });

  it("set quantity: once, and a late replay does not undo a later edit", async () => {
    await send(rossi, newId("add"), edits.add(A, 1));
    const first = newId("set");
    expect(line(await twice(rossi, first, edits.setQuantity(A, 5)), A)!.qntRichiesta).toBe(5);
    expect((await send(rossi, newId("set"), edits.setQuantity(A, 7))).statusCode).toBe(200);
    const replay = await send(rossi, first, edits.setQuantity(A, 5));
    expect(replay.statusCode).toBe(200);
    expect(line(body<Cart>(replay).data, A)!.qntRichiesta).toBe(7);
    expect(line(await cartOf(rossi), A)!.qntRichiesta).toBe(7);
  });

  it("remove: the replay answers the cart (not 'not in the cart') and does not remove the product added again", async () => {
    await send(rossi, newId("add"), edits.add(A, 2));
    await send(rossi, newId("add"), edits.add(B, 1));
    const removal = newId("remove");
    const cart = await twice(rossi, removal, edits.remove(A));
    expect(line(cart, A)).toBeUndefined();
    expect(line(cart, B)!.qntRichiesta).toBe(1);

    await send(rossi, newId("add"), edits.add(A, 4));
    const replay = await send(rossi, removal, edits.remove(A));
    expect(replay.statusCode).toBe(200);
    expect(line(await cartOf(rossi), A)!.qntRichiesta).toBe(4);
  });

  it("item note: once, and a late replay does not bring an older note back", async () => {
    await send(rossi, newId("add"), edits.add(A, 1));
    const first = newId("note");
    expect(line(await twice(rossi, first, edits.itemNote(A, "lato guida")), A)!.noteCliente).toBe("lato guida");
    await send(rossi, newId("note"), edits.itemNote(A, "lato passeggero"));
    expect((await send(rossi, first, edits.itemNote(A, "lato guida"))).statusCode).toBe(200);
    expect(line(await cartOf(rossi), A)!.noteCliente).toBe("lato passeggero");
  });

  it("cart notes and order reference: once, and a late replay does not bring older ones back", async () => {
    const first = newId("notes");
    const cart = await twice(rossi, first, edits.notes("Consegna al retro", "RIF-1"));
    expect(cart).toMatchObject({ cNotes: "Consegna al retro", cRifOrdCli: "RIF-1" });
    await send(rossi, newId("notes"), edits.notes("Ritiro al banco", "RIF-2"));
    expect((await send(rossi, first, edits.notes("Consegna al retro", "RIF-1"))).statusCode).toBe(200);
    expect(await cartOf(rossi)).toMatchObject({ cNotes: "Ritiro al banco", cRifOrdCli: "RIF-2" });
  });

  it("a replayed add is answered, not refused, when the product became not orderable after it was applied", async () => {
    const id = newId("add");
    expect((await send(rossi, id, edits.add(A, 2))).statusCode).toBe(200);
    await upsert(A, false);
    const replay = await send(rossi, id, edits.add(A, 2));
    expect(replay.statusCode, replay.body).toBe(200);
    expect(line(body<Cart>(replay).data, A)!.qntRichiesta).toBe(2);
    // A new edit of that product is refused with the rule's message, and records nothing.
    const refusedId = newId("add");
    const refused = await send(rossi, refusedId, edits.add(A, 1));
    expectRefused(refused, 422, "Prodotto non ordinabile");
    expect(await recorded(refusedId)).toBe(0);
  });

  it("a sequence of edits replayed from the start after a cut changes nothing twice", async () => {
    const queue = [
      { id: newId("add"), req: edits.add(A, 1) },
      { id: newId("add"), req: edits.add(A, 1) },
      { id: newId("note"), req: edits.itemNote(A, "prima") },
      { id: newId("add"), req: edits.add(B, 2) },
      { id: newId("set"), req: edits.setQuantity(B, 6) },
      { id: newId("notes"), req: edits.notes("n", "r") },
      { id: newId("add"), req: edits.add(A, 1) },
    ];
    // The connection drops after the fourth edit was applied but before its answer arrived.
    for (const e of queue.slice(0, 4)) expect((await send(rossi, e.id, e.req)).statusCode).toBe(200);
    // The client still holds edits 4–7 (the fourth's answer was lost) and replays them in order.
    for (const e of queue.slice(3)) expect((await send(rossi, e.id, e.req)).statusCode).toBe(200);
    // And a client that lost more (restarted from the first) changes nothing either.
    for (const e of queue) expect((await send(rossi, e.id, e.req)).statusCode).toBe(200);
    const cart = await cartOf(rossi);
    expect(line(cart, A)).toMatchObject({ qntRichiesta: 3, noteCliente: "prima" });
    expect(line(cart, B)!.qntRichiesta).toBe(6);
    expect(cart).toMatchObject({ cNotes: "n", cRifOrdCli: "r" });
    for (const e of queue) expect(await recorded(e.id)).toBe(1);
  });

  it("another user's mutation id changes nothing in their cart", async () => {
    const id = newId("add");
    await send(rossi, id, edits.add(A, 2));
    const other = await send(bianchi, id, edits.add(A, 2));
    expect(other.statusCode).toBe(409);
    expect((await cartOf(bianchi)).productsList).toEqual([]);
  });
});

describe("GET /cart/myCart with X-Pending-Mutations: which queued edits the cart holds already", () => {
  const myCart = (cookie: string, header: string) => get("/v100/cart/myCart", cookie, { headers: { "x-pending-mutations": header } });

  it("names the applied ones among the ids asked, read with the cart; the others stay queued", async () => {
    const lost = newId("add");
    const queued = newId("add");
    // The add reached the server, its answer did not reach the client.
    expect((await send(rossi, lost, edits.add(A, 18))).statusCode).toBe(200);
    const res = await myCart(rossi, `${lost}, ${queued}`);
    expect(res.statusCode, res.body).toBe(200);
    const cart = body<Cart>(res).data;
    expect(cart.appliedMutations).toEqual([lost]);
    expect(line(cart, A)!.qntRichiesta).toBe(18);
    // Without the header the answer is the plain v100 cart.
    expect(await cartOf(rossi)).not.toHaveProperty("appliedMutations");
  });

  it("never reports another user's mutation ids", async () => {
    const id = newId("add");
    await send(rossi, id, edits.add(A, 2));
    const cart = body<Cart>(await myCart(bianchi, id)).data;
    expect(cart.appliedMutations).toEqual([]);
  });

  it("a malformed header or more than 50 ids gets a 400 with the message, never a 500", async () => {
    expectRefused(await myCart(rossi, "corto"), 400, "Intestazione non valida");
    expectRefused(await myCart(rossi, "m-valido-123,<script>"), 400, "Intestazione non valida");
    const many = Array.from({ length: 51 }, (_, i) => `m-molti-${i}-abcdef`).join(",");
    expectRefused(await myCart(rossi, many), 400, "Intestazione non valida");
    expect((await myCart(rossi, Array.from({ length: 50 }, (_, i) => `m-molti-${i}-abcdef`).join(","))).statusCode).toBe(200);
  });
});
