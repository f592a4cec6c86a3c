// Shared steps of the returns API tests: the caller's delivery-note lines, a request made from one.
import { expect } from "vitest";
import { body, sqlOf, type TestApp } from "./test-app";
import { http } from "./http";
import type { ReturnLine, ReturnRequest } from "../../../src/shared/contract/returns";
import { romeParts } from "../../../src/shared/rules/rome-time";

export function returnsClient(t: TestApp) {
  const { get, post } = http(() => t);

  async function lines(cookie: string, query = ""): Promise<ReturnLine[]> {
    const res = await get(`/v100/returns/getList?startFrom=0${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return body<ReturnLine[]>(res).data;
  }

  /** A line of the caller's with at least `minQty` pieces and no request yet (optionally with a deposit). */
  async function freshLine(cookie: string, minQty = 1, opts: { deposit?: boolean; skip?: number[] } = {}): Promise<ReturnLine> {
    const year = Number(romeParts(new Date()).date.slice(0, 4));
    for (const y of [year, year - 1]) {
      const found = (await lines(cookie, `&year=${y}`)).find(
        (l) => l.quantita >= minQty && l.qta_resa === 0 && l.status === null && (opts.deposit === undefined || opts.deposit === l.cauzione > 0) && !(opts.skip ?? []).includes(l.id_riga),
      );
      if (found) return found;
    }
    throw new Error("nessuna riga di bolla adatta nei dati demo");
  }

  const addPayload = (l: ReturnLine, qty: number, rrId = 1, rNote = "") => ({
    rPrecode: l.precodice,
    rCode: l.articolo,
    rQnt: qty,
    rOutboundDdtType: l.td_bolla,
    rOutboundDdt: l.num_bolla,
    rOutboundDdtDate: l.data_bolla,
    rOutboundDdtRow: l.riga_bolla,
    rNote,
    rrId,
  });

  async function add(cookie: string, l: ReturnLine, qty: number, rrId = 1, rNote = ""): Promise<ReturnRequest> {
    const res = await post("/v100/returns/add", cookie, addPayload(l, qty, rrId, rNote));
    expect(res.statusCode, res.body).toBe(200);
    return body<ReturnRequest>(res).data;
  }

  async function handle(cookie: string, rId: number, rAuth: boolean, sirNote = "") {
    return post("/v100/returns/handle", cookie, { rId, rAuth, sirNote });
  }

  async function requests(cookie: string, query = ""): Promise<ReturnRequest[]> {
    const res = await get(`/v100/returns/getAllReturnRequests?startFrom=0${query}`, cookie);
    expect(res.statusCode, res.body).toBe(200);
    return body<ReturnRequest[]>(res).data;
  }

  const q = sqlOf(() => t);

  return { get, post, lines, freshLine, addPayload, add, handle, requests, q };
}
