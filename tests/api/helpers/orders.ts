// Shared steps of the order-history, missing-list and documents API tests: every page of a paged list, an order's key.
import { expect } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { body } from "./test-app";

/** Every page of a paged list, following pagination.last. */
export async function all<T>(fetchPage: (startFrom: number) => Promise<LightMyRequestResponse>): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  for (let pages = 1; pages < 200; pages++) {
    const res = await fetchPage(items.length);
    expect(res.statusCode, res.body).toBe(200);
    const b = body<T[]>(res);
    expect(b.pagination).toBeDefined();
    items.push(...b.data);
    if (b.pagination!.last) return { items, pages };
  }
  throw new Error("troppe pagine");
}

export type OrderRow = { tipoDoc: string; numeroDoc: number; anno: number; dataDocumento: string; quantita: number; quantitaEvasa: number; quantitaDaEvadere: number; netTotal: number; status: string };
export const orderKey = (o: { tipoDoc?: string; tipo_doc?: string; numeroDoc?: number; numero_doc?: number; anno: number }) => `${o.tipoDoc ?? o.tipo_doc} ${o.numeroDoc ?? o.numero_doc}/${o.anno}`;
