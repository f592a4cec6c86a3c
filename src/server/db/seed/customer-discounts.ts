// The customers' discount chains per discount code (codsco): fixed for the demo customers (the
// figures the tests and the demo talk about), a deterministic mix for any other (the benchmark's).
import type { Db } from "../connection";
import { createRng } from "./rng";
import { poolOf } from "../connection";

export const DEMO_DISCOUNT_CUSTOMERS = [100001, 100002, 100003, 100004, 100900];

// Discount chains of the demo customers per discount code (codsco). 100001 has 40+10 on code A,
// so M120/OC90 (list 12.40) nets 6.70 for officina.rossi. Code N (outlet) is net for everybody.
export const DEMO_CHAINS: Record<number, Record<string, string>> = {
  100001: { A: "40+10", B: "35+5", C: "30", D: "35+10", E: "20", F: "25", G: "30+5", H: "30", I: "25+5", J: "20+5", K: "30", L: "15", M: "10" },
  100002: { A: "35", B: "30+10", C: "25+5", D: "40", E: "15+5", F: "30", G: "25", H: "35+5", I: "20", J: "25", K: "25+5", L: "20", M: "15" },
  100003: { A: "30", B: "30", C: "20", D: "30+5", E: "10", F: "20", G: "20+5", H: "25", I: "20", J: "15", K: "20", L: "25+10", M: "5" },
  100004: { A: "25+5", B: "25", C: "20+5", D: "25", E: "15", F: "20", G: "20", H: "20", I: "15", J: "10", K: "15", L: "10", M: "10" },
  100900: { A: "10", B: "10", C: "10", D: "10", E: "5", F: "5" },
};

const DISCOUNT_CODES = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M"];
const CHAIN_CHOICES = ["50", "45+5", "40+10", "40+5", "40", "35+10", "35+5", "35", "30+10", "30+5", "30", "25+5", "25", "20+5", "20", "15", "10", ""];

/**
 * Discount chains per discount code: the demo customers get DEMO_CHAINS, any other customer (the
 * benchmark's thousand) a deterministic mix.
 */
export async function seedCustomerDiscounts(db: Db, customerIds: number[], seed = 20260301): Promise<number> {
  const pool = poolOf(db);
  const rows: { customerId: number; codsco: string; chain: string }[] = [];
  for (const id of customerIds) {
    const fixed = DEMO_CHAINS[id];
    if (fixed) {
      for (const [codsco, chain] of Object.entries(fixed)) rows.push({ customerId: id, codsco, chain });
      continue;
    }
    const r = createRng(seed ^ id);
    for (const codsco of DISCOUNT_CODES) {
      const chain = r.pick(CHAIN_CHOICES);
      if (chain) rows.push({ customerId: id, codsco, chain });
    }
  }
  for (let i = 0; i < rows.length; i += 5000) {
    const part = rows.slice(i, i + 5000);
    await pool.query(
      `insert into customer_discounts (customer_id, codsco, chain) select * from unnest($1::int[], $2::text[], $3::text[])
       on conflict (customer_id, codsco) do update set chain = excluded.chain`,
      [part.map((x) => x.customerId), part.map((x) => x.codsco), part.map((x) => x.chain)],
    );
  }
  return rows.length;
}
