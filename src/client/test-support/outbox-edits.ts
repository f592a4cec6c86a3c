// Edits for the offline outbox and sync tests: two identities and a cart add in the shape the cart
// feature queues it.
import type { EditInput } from "../offline/outbox";

export const ROSSI = "officina.rossi";
export const BIANCHI = "officina.bianchi";

export const addEdit = (codice: string, qty = 1): EditInput => ({
  kind: "cart.add",
  label: `Aggiunta ${codice} × ${qty}`,
  request: { method: "POST", path: "/cart/addToCart", json: { precodice: "M120", codice, qntRichiesta: qty, noteCliente: "" } },
  payload: { codice, qty },
});
