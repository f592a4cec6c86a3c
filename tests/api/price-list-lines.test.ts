// The price list loader's own line numbering and code matching (decision 0036, amended in session 8):
// numRiga is the file line a record starts on, counted by the loader from csv-parse's line counter
// (CRLF, LF or a lone CR end a line; quoted fields may hold line breaks), and catalogue codes are
// matched case-insensitively, also when the catalogue's own code holds lower case.
import { beforeAll, describe, expect, it } from "vitest";
import type { PriceListResult } from "../../src/shared/contract/back-office";
import { priceListMessages as pm } from "../../src/shared/messages/backoffice";
import { body } from "./helpers/test-app";
import { setupTestApp } from "./helpers/setup-test-app";
import { multipartFile } from "./helpers/multipart";

const { t, call, sessions } = setupTestApp();
const as = sessions({ admin: "admin" });
type P = { id: number; precodice: string; codice: string; list_cents: number };
let prods: P[];

function dryRun(content: string) {
  const { payload, headers } = multipartFile("righe.csv", "text/csv", content);
  return call("POST", "/v100/admin/loadCSV?dryRun=1", { cookie: as.admin, payload, headers });
}

beforeAll(async () => {
  prods = (await t().database.pool.query<P>("select id, precodice, codice, list_cents from products order by id limit 3")).rows;
});

describe("numRiga", () => {
  it.each([
    ["CRLF", "\r\n"],
    ["LF", "\n"],
  ])("is the line each record starts on, with quoted line breaks and blank lines (%s)", async (_label, nl) => {
    const [a, b] = prods as [P, P];
    const lines = [
      `${a.precodice};${a.codice};;1,00`, // 1 valid
      "", // 2 blank, skipped
      `"NOTA${nl}SU DUE RIGHE";X;;1`, // 3–4 one record: refused (precodice)
      `${b.precodice};${b.codice};;abc`, // 5 refused (listino)
      "   ", // 6 only spaces, skipped
      `${b.precodice};${b.codice};;1;2;3`, // 7 refused (columns)
      `"A${nl}B${nl}${nl}C";Y`, // 8–11 one record: refused (columns)
      `${b.precodice};${b.codice};;2,50`, // 12 valid
      `ZZZ9;NONESISTE;;3`, // 13 unknown product
    ];
    const res = await dryRun(lines.join(nl) + nl);
    expect(res.statusCode).toBe(200);
    const r = body<PriceListResult>(res).data;
    expect(r.notParsed.map((n) => [n.numRiga, n.motivo])).toEqual([
      [3, pm.precodice],
      [5, pm.listino],
      [7, pm.columns(6)],
      [8, pm.columns(2)],
      [13, pm.unknownProduct],
    ]);
    expect(r.adList.map((x) => x.numRiga)).toEqual([1, 12]);
    expect(r.totals).toMatchObject({ read: 7, loaded: 2, notParsed: 5 });
  });

  it("counts a CRLF inside a quoted field once, and a lone CR as a line end", async () => {
    const [a, b] = prods as [P, P];
    const crlf = [`"X\r\n\r\nY";${a.codice};;1`, `${b.precodice};${b.codice};;zz`].join("\r\n") + "\r\n";
    expect(body<PriceListResult>(await dryRun(crlf)).data.notParsed.map((n) => n.numRiga)).toEqual([1, 4]);
    const cr = [`${a.precodice};${a.codice};;1`, `"X\rY";${a.codice};;1`, `${b.precodice};${b.codice};;zz`].join("\r");
    expect(body<PriceListResult>(await dryRun(cr)).data.notParsed.map((n) => n.numRiga)).toEqual([2, 4]);
  });
});

describe("matching the catalogue's codes", () => {
  it("a catalogue code holding lower case is still matched by the file's code in any case", async () => {
    const [a] = prods as [P];
    const id = (
      await t().database.pool.query<{ id: number }>(
        `insert into products (precodice, codice, codice_norm, codsco, fam, description, list_cents)
         select 'mx1', 'ab-7', 'AB7', codsco, fam, description, 1000 from products where id = $1 returning id`,
        [a.id],
      )
    ).rows[0]!.id;
    try {
      const r = body<PriceListResult>(await dryRun(`MX1;Ab-7;;12,34\n${a.precodice};${a.codice};;1\n`)).data;
      expect(r.notParsed).toEqual([]);
      expect(r.adList.map((x) => [x.numRiga, x.precodice, x.codice, x.listino, x.stato])).toEqual([
        [1, "mx1", "ab-7", 12.34, "MODIFICATO"],
        [2, a.precodice, a.codice, 1, expect.any(String)],
      ]);
    } finally {
      await t().database.pool.query("delete from products where id = $1", [id]);
    }
  });
});
