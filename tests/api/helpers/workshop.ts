// Helpers of the workshop-tools tests (issue 21): test products with EAN and cross-references,
// multipart bodies, waiting for the CSV upload job.
import { expect } from "vitest";
import type { TestApp } from "./test-app";
import { body } from "./test-app";
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

export async function upsertProducts(t: TestApp, list: TestProduct[]): Promise<void> {
  for (const p of list) {
    const norm = p.codice.replace(/[\s./\\_-]+/g, "").toUpperCase();
    const res = await t.database.pool.query(
      `insert into products (precodice, codice, codice_norm, codsco, fam, description, list_cents, orderable, requires_vin, ean, ean_norm)
       values ($1, $2, $3, 'TNONE', 'TEST', $4, 1000, $5, $6, $7, $7)
       on conflict (precodice, codice) do update set orderable = excluded.orderable, requires_vin = excluded.requires_vin, ean = excluded.ean, ean_norm = excluded.ean_norm, s_scope = null
       returning id`,
      [p.precodice, p.codice, norm, `Articolo di prova ${p.codice}`, p.orderable ?? true, p.requiresVin ?? false, p.ean ?? null],
    );
    const id = res.rows[0].id as number;
    await t.database.pool.query("delete from stock where product_id = $1", [id]);
    await t.database.pool.query("insert into stock (product_id, warehouse, qty) values ($1, '01', $2), ($1, '03', 0)", [id, p.stock ?? 100]);
    await t.database.pool.query("delete from cross_refs where product_id = $1", [id]);
    for (const r of p.refs ?? []) {
      await t.database.pool.query("insert into cross_refs (product_id, kind, source, code, code_norm) values ($1, 'OE', 'TEST', $2, $3)", [id, r, r.replace(/[\s./\\_-]+/g, "").toUpperCase()]);
    }
  }
}

export interface Part {
  name: string;
  value?: string;
  file?: { filename: string; contentType: string; content: Buffer | string };
}

export function multipart(parts: Part[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----banco${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    if (p.file) {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"; filename="${p.file.filename}"\r\nContent-Type: ${p.file.contentType}\r\n\r\n`));
      chunks.push(Buffer.isBuffer(p.file.content) ? p.file.content : Buffer.from(p.file.content));
      chunks.push(Buffer.from("\r\n"));
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"\r\n\r\n${p.value ?? ""}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

export async function uploadCsv(t: TestApp, cookie: string, mode: string, content: string | Buffer, filename = "carrello.csv") {
  const { payload, headers } = multipart([{ name: "file", file: { filename, contentType: "text/csv", content } }]);
  return t.app.inject({ method: "POST", url: `/v100/cart/addFromCSV?mode=${mode}`, payload, headers: { ...headers, cookie } });
}

export async function uploadStatus(t: TestApp, cookie: string): Promise<CartUploadStatus> {
  const res = await t.app.inject({ method: "GET", url: "/v100/cart/addFromCSVStatus/", headers: { cookie } });
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
  const res = await t.app.inject({ method: "GET", url: "/v100/cart/myCart", headers: { cookie } });
  const cart = body<{ productsList: { precodice: string; codice: string; qntRichiesta: number }[] }>(res).data;
  return Object.fromEntries(cart.productsList.map((l) => [`${l.precodice}/${l.codice}`, l.qntRichiesta]));
}
