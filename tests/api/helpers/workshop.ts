// Helpers of the workshop-tools tests (issue 21): test products with EAN and cross-references,
// the cart's CSV upload and waiting for its job.
import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { body } from "./test-app";
import { http } from "./http";
import { makeProduct } from "./factories";
import type { CartUploadStatus } from "../../../src/shared/contract/cart-upload";

export interface TestProduct {
  precodice: string;
  codice: string;
  stock?: number;
  orderable?: boolean;
  requiresVin?: boolean;
  ean?: string;
  refs?: string[];
}

/** The products as given, 100 pieces (or `stock`) in 01 and none in 03, their own cross-references. */
export async function upsertProducts(t: TestApp, list: TestProduct[]): Promise<void> {
  for (const p of list) {
    await makeProduct(t, {
      precodice: p.precodice,
      codice: p.codice,
      orderable: p.orderable ?? true,
      requiresVin: p.requiresVin ?? false,
      ean: p.ean ?? null,
      stock: { "01": p.stock ?? 100, "03": 0 },
      refs: p.refs ?? [],
    });
  }
}

export async function uploadCsv(t: TestApp, cookie: string, mode: string, content: string | Buffer, filename = "carrello.csv") {
  return http(() => t).upload(`/v100/cart/addFromCSV?mode=${mode}`, cookie, content, filename);
}

export async function uploadStatus(t: TestApp, cookie: string): Promise<CartUploadStatus> {
  const res = await http(() => t).get("/v100/cart/addFromCSVStatus/", cookie);
  expect(res.statusCode).toBe(200);
  return body<CartUploadStatus>(res).data;
}

/** Polls the status until no upload of this user is queued or running. */
export async function uploadsDone(t: TestApp, cookie: string, timeoutMs = 30_000): Promise<CartUploadStatus> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const s = await uploadStatus(t, cookie);
    if (!s.running) return s;
    if (Date.now() > until) throw new Error("caricamento non terminato in tempo");
    await new Promise((r) => setTimeout(r, 200));
  }
}

export async function cartQty(t: TestApp, cookie: string): Promise<Record<string, number>> {
  const cart = await http(() => t).cartOf(cookie);
  return Object.fromEntries(cart.productsList.map((l) => [`${l.precodice}/${l.codice}`, l.qntRichiesta]));
}
