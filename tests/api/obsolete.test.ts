// Obsolete stock uploads: the supplier's precode on every row, good / partial / bad files, supplier
// isolation, a supplier refused another's precode; ADMIN only on the discount routes.
import { beforeAll, describe, expect, it } from "vitest";
import { body } from "./helpers/test-app";
import { expectRefused } from "./helpers/http";
import { setupTestApp } from "./helpers/setup-test-app";
import { makeUser } from "./helpers/factories";
import type { ObsoleteProduct, ObsoleteUploadResult } from "../../src/shared/contract/obsolete";

const { t, q, get, upload, sessions } = setupTestApp();
beforeAll(async () => {
  // A second supplier, to check that each sees only its own rows.
  await makeUser(t(), { username: "fornitore.due", role: "USER", customer: null, emails: "due@fornitore.it", isObsoleteSupplier: 1, osPrecodice: "OB2", osDeliveryDays: 3 });
});
const as = sessions({ obs: "fornitore.obs", obs2: "fornitore.due", admin: "admin", rossi: "officina.rossi" });

const list = async (cookie: string) => body<ObsoleteProduct[]>(await get("/v100/obsolete/getSupplierObsoletesList", cookie)).data;

describe("POST /obsolete/loadObs", () => {
  it("a good file: every row under the supplier's precode, in the list and as a product", async () => {
    const csv = "GOOD-1;Filtro olio fuori produzione;12,50;4;A\r\nGOOD-2;Pompa acqua vecchio modello;80.00;1;b\r\n";
    const res = await upload("/v100/obsolete/loadObs", as.obs, csv, "obsoleti.csv");
    expect(res.statusCode, res.body).toBe(200);
    const r = body<ObsoleteUploadResult>(res).data;
    expect(r.unparsedObsoletes).toEqual([]);
    expect(r.obsoletes).toEqual([
      { precodice: "OBS", codice: "GOOD-1", codsco: "A", description: "Filtro olio fuori produzione", listino: 12.5, info: "", disp: 4 },
      { precodice: "OBS", codice: "GOOD-2", codsco: "B", description: "Pompa acqua vecchio modello", listino: 80, info: "", disp: 1 },
    ]);
    const [p] = await q<{ s_scope: string; list_cents: number; qty: number }>(
      "select p.s_scope, p.list_cents, s.qty from products p join stock s on s.product_id = p.id where p.precodice = 'OBS' and p.codice = 'GOOD-1'",
    );
    expect(p).toEqual({ s_scope: "OBS_STOCK", list_cents: 1250, qty: 4 });
    // Uploading the same code again updates it, never duplicates it.
    expect((await upload("/v100/obsolete/loadObs", as.obs, "GOOD-1;Filtro olio fuori produzione;13,00;2;A", "agg.csv")).statusCode).toBe(200);
    const rows = (await list(as.obs)).filter((x) => x.codice === "GOOD-1");
    expect(rows).toEqual([expect.objectContaining({ listino: 13, disp: 2 })]);
  });

  it("a partial file: the good rows are loaded, the bad ones come back with their line and reason", async () => {
    const csv = [
      "PART-1;Cinghia distribuzione;45,90;2;C",
      "PART-2;Senza prezzo;;2;C",
      "PART-3;Quantità negativa;10;-1;C",
      ";Senza codice;10;1;C",
      "PART-4;Lettera sbagliata;10;1;ABCD",
      "PART-1;Doppione;10;1;C",
      "PART-5;Colonne in meno;10",
      "PART-6;Senza descrizione? no;1.234,50;3;D",
    ].join("\n");
    const res = await upload("/v100/obsolete/loadObs", as.obs, csv, "parziale.csv");
    expect(res.statusCode, res.body).toBe(200);
    const r = body<ObsoleteUploadResult>(res).data;
    expect(r.obsoletes.map((o) => [o.codice, o.listino])).toEqual([
      ["PART-1", 45.9],
      ["PART-6", 1234.5],
    ]);
    expect(r.unparsedObsoletes.map((u) => [u.numRiga, u.opCodice, u.error])).toEqual([
      [2, "PART-2", "Prezzo di listino non valido"],
      [3, "PART-3", "Quantità non valida"],
      [4, "", "Codice mancante"],
      [5, "PART-4", "Lettera sconto non valida"],
      [6, "PART-1", "Codice già presente nel file alla riga 1"],
      [7, "PART-5", "La riga deve avere 5 colonne"],
    ]);
    expect(r.unparsedObsoletes[0]).toMatchObject({ osPrecodice: "OBS", stringListino: "", stringDisp: "2", opDescription: "Senza prezzo", odCatSc: "C" });
  });

  it("a bad file: 422 with the requirements message and its rows, nothing loaded", async () => {
    const before = await q("select count(*)::int as n from obsolete_products");
    const res = await upload("/v100/obsolete/loadObs", as.obs, "Codice,Descrizione,Prezzo\nX,Y,Z\n", "sbagliato.csv");
    expect(res.statusCode).toBe(422);
    const b = body<ObsoleteUploadResult>(res);
    expect(b.error).toBe("Il file: sbagliato.csv non rispetta i requisiti. Prego consultarli.");
    expect(b.data.unparsedObsoletes).toHaveLength(2);
    expect(await q("select count(*)::int as n from obsolete_products")).toEqual(before);
    const notCsv = await upload("/v100/obsolete/loadObs", as.obs, Buffer.from([0x25, 0x50, 0x44, 0x46, 0, 1]), "listino.pdf", "application/pdf");
    expectRefused(notCsv, 415, "listino.pdf is not a csv file");
  });

  it("a code of the catalogue under the same precode is refused, never overwritten", async () => {
    const [real] = await q<{ precodice: string; codice: string; list_cents: number }>("select precodice, codice, list_cents from products where s_scope is null order by id limit 1");
    await t().database.pool.query("update users set os_precodice = $1 where username_lower = 'fornitore.due'", [real!.precodice]);
    const res = await upload("/v100/obsolete/loadObs", as.obs2, `${real!.codice};Tentativo;1,00;1;A`, "x.csv");
    expect(res.statusCode).toBe(422);
    expect(body<ObsoleteUploadResult>(res).data.unparsedObsoletes[0]!.error).toBe("Codice già presente nel catalogo con questo precodice");
    expect((await q<{ list_cents: number }>("select list_cents from products where precodice = $1 and codice = $2", [real!.precodice, real!.codice]))[0]!.list_cents).toBe(real!.list_cents);
    await t().database.pool.query("update users set os_precodice = 'OB2' where username_lower = 'fornitore.due'");
  });

  it("a supplier cannot upload for another supplier's precode; ADMIN names the supplier", async () => {
    const res = await upload("/v100/obsolete/loadObs?osPrecodice=OBS", as.obs2, "HACK-1;Non mio;10;1;A", "x.csv");
    expectRefused(res, 403, "Non è consentito caricare prodotti per il precodice di un altro fornitore");
    expect(await q("select 1 from obsolete_products where codice = 'HACK-1'")).toEqual([]);
    const noPrecode = await upload("/v100/obsolete/loadObs", as.admin, "ADM-1;Per conto;10;1;A", "x.csv");
    expectRefused(noPrecode, 400, "Specificare il precodice");
    const ok = await upload("/v100/obsolete/loadObs?osPrecodice=ob2", as.admin, "ADM-1;Per conto;10;1;A", "x.csv");
    expect(ok.statusCode, ok.body).toBe(200);
    expect(body<ObsoleteUploadResult>(ok).data.obsoletes[0]!.precodice).toBe("OB2");
    expect((await upload("/v100/obsolete/loadObs", as.rossi, "R-1;x;1;1;A", "x.csv")).statusCode).toBe(403);
  });

  it("each supplier lists only its own rows; ADMIN lists every supplier's", async () => {
    const mine = await list(as.obs);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((r) => r.precodice === "OBS")).toBe(true);
    const theirs = await list(as.obs2);
    expect(theirs.map((r) => r.codice)).toEqual(["ADM-1"]);
    const all = await list(as.admin);
    expect(all.length).toBe(mine.length + theirs.length);
    expect((await get("/v100/obsolete/getSupplierObsoletesList", as.rossi)).statusCode).toBe(403);
  });

  it("the discount routes are for ADMIN only", async () => {
    for (const who of [as.obs, as.rossi]) {
      expect((await get("/v100/obsolete/getObsoleteDiscounts", who)).statusCode).toBe(403);
      expect((await upload("/v100/obsolete/loadObsDiscounts", who, "100001;10;20;01/01/2026;31/12/2026;A", "s.csv")).statusCode).toBe(403);
    }
  });
});
