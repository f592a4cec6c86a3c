// The demo catalogue generator: a realistic Italian auto-parts catalogue of any size (20,000 in
// the demo, 400 in the API tests, 1,000,000 for the benchmark), deterministic (seeded PRNG) and
// fast: rows are generated in memory in batches and written with multi-row INSERT … SELECT FROM
// unnest($1::text[], …), one statement per batch.
//
// Shape: parts are generated per "application" (a part type fitting a vehicle): one to three
// makers make it; they share the car maker's original-equipment (OE) codes and list each other's
// codes as aftermarket (AM) cross-references, so every code form finds the part and the IAM
// simulator finds real equivalents. The fixtures of issue 3 are always present (FIXTURES below).
import { poolOf, type Db } from "../connection";
import { externalAvailabilitySource } from "../../../shared/rules/availability";
import { simulatedSupplierAvailability } from "../../integrations/supplier-availability/simulator";
import { createRng } from "./rng";
import { foreignMakers, makers, oeCode, partTypes, vehicles, type Maker, type MakerKey, type PartType, type Vehicle } from "./catalogue-data";
import { Batch, businessDaysAfter, CodeMint, ean13, eanFor, insertProducts, insertRefs, insertStock, listPrice, stockQty, todayInRome, withEntryPartsOnce, type ProductRowSeed } from "./catalogue-batch";
import { DEMO_DISCOUNT_CUSTOMERS, seedCustomerDiscounts } from "./customer-discounts";
import { FIXTURES } from "./catalogue-fixtures";

export { DEMO_CHAINS, DEMO_DISCOUNT_CUSTOMERS, seedCustomerDiscounts } from "./customer-discounts";
export { CodeMint } from "./catalogue-batch";
export { FIXTURES } from "./catalogue-fixtures";

export interface CatalogueSeedOptions {
  /** Total products, fixtures included. */
  products: number;
  /** Customers that get discount chains (default: the demo customers). */
  customerIds?: number[];
  /** PRNG seed; the same seed gives the same catalogue. */
  seed?: number;
  /** Rows per INSERT statement. */
  batchSize?: number;
  log?: (msg: string) => void;
  /** "Today" for delivery forecast dates (ISO); default the current date in Rome. */
  today?: string;
}

export interface CatalogueSeedResult {
  products: number;
  crossRefs: number;
  stock: number;
  suggestions: number;
  forecasts: number;
}

interface Generated {
  id: number;
  maker: Maker;
  codice: string;
  pt: PartType;
}

export async function seedCatalogue(db: Db, opts: CatalogueSeedOptions): Promise<CatalogueSeedResult> {
  const pool = poolOf(db);
  const r = createRng(opts.seed ?? 20260301);
  const batchSize = opts.batchSize ?? 5000;
  const today = opts.today ?? todayInRome();
  const log = opts.log ?? (() => {});
  const started = performance.now();

  const base = (await pool.query<{ max: number | null }>("select max(id) as max from products")).rows[0]?.max ?? 0;
  let nextId = base + 1;
  const taken = new Set<string>();
  const mint = new CodeMint(taken);
  const result: CatalogueSeedResult = { products: 0, crossRefs: 0, stock: 0, suggestions: 0, forecasts: 0 };
  const suggestions: { productId: number; suggestedProductId: number; decodingType: "SOSTITUITO" | "RIGENERATO" }[] = [];
  const forecasts: { productId: number; warehouse: string; qty: number; expectedDate: string }[] = [];

  let batch = new Batch();
  // Up to two batches are written while the next one is generated: the database works on two
  // connections and the generator never waits for it unless it runs ahead.
  const inFlight: Promise<void>[] = [];
  const write = async (b: Batch) => {
    // Products first: cross-references and stock reference them. Each product's entry parts are
    // written once, at the end of its batch's transaction.
    await withEntryPartsOnce(pool, b.products.map((p) => p.id), async (client) => {
      await insertProducts(client, b.products);
      await insertRefs(client, b.refs);
      await insertStock(client, b.stock);
    });
    result.products += b.products.length;
    result.crossRefs += b.refs.length;
    result.stock += b.stock.length;
  };
  const flush = async (wait = false) => {
    const b = batch;
    batch = new Batch();
    inFlight.push(write(b));
    while (inFlight.length > (wait ? 0 : 2)) await inFlight.shift();
  };

  const addProduct = (p: Omit<ProductRowSeed, "id">): number => {
    const id = nextId++;
    batch.products.push({ id, ...p });
    taken.add(`${p.precodice}/${p.codice}`);
    return id;
  };

  const supplierStock = (pre: string, codice: string): number | null => {
    const source = externalAvailabilitySource(pre);
    return source ? simulatedSupplierAvailability(source, pre, codice).totalOrderable : null;
  };

  // --- Fixtures (issue 3) -------------------------------------------------------------------
  const F = FIXTURES;
  const fx = (p: Omit<ProductRowSeed, "id" | "sScope" | "codiceSostituente" | "requiresVin" | "depositCents" | "orderable"> & Partial<ProductRowSeed>): number =>
    addProduct({ orderable: true, sScope: null, codiceSostituente: null, requiresVin: false, depositCents: 0, ...p });
  const oc90 = fx({ precodice: "M120", codice: "OC90", codsco: "A", fam: "FILTRI", brand: "MAHLE", description: "FILTRO OLIO MOTORE PEUGEOT 207 1.4 HDI", listCents: 1240, info: "H 79 mm · Ø 76 mm · filettatura 3/4-16 UNF", ean: F.oc90.ean });
  batch.refs.push({ productId: oc90, kind: "OE", source: "PSA", code: F.oc90.oe }, { productId: oc90, kind: "AM", source: "MANN-FILTER", code: F.oc90.am }, { productId: oc90, kind: "AM", source: "UFI", code: "23.108.00" });
  batch.stock.push({ productId: oc90, warehouse: "01", qty: 64 }, { productId: oc90, warehouse: "03", qty: 12 });
  const mann = fx({ precodice: "M130", codice: "W71275", codsco: "A", fam: "FILTRI", brand: "MANN-FILTER", description: "FILTRO OLIO MOTORE PEUGEOT 207 1.4 HDI", listCents: 1390, info: "H 79 mm · Ø 76 mm", ean: ean13("401234500712") });
  batch.refs.push({ productId: mann, kind: "OE", source: "PSA", code: F.oc90.oe }, { productId: mann, kind: "AM", source: "MAHLE", code: "OC 90" });
  batch.stock.push({ productId: mann, warehouse: "01", qty: 18 }, { productId: mann, warehouse: "03", qty: 0 });
  const ufi = fx({ precodice: "M140", codice: "23.108.00", codsco: "B", fam: "FILTRI", brand: "UFI", description: "FILTRO OLIO MOTORE PEUGEOT 207 1.4 HDI", listCents: 1120, info: "H 80 mm · Ø 76 mm", ean: ean13("800123410800") });
  batch.refs.push({ productId: ufi, kind: "OE", source: "PSA", code: F.oc90.oe }, { productId: ufi, kind: "AM", source: "MAHLE", code: "OC 90" });
  batch.stock.push({ productId: ufi, warehouse: "01", qty: 7 }, { productId: ufi, warehouse: "03", qty: 22 });

  const wd40 = fx({ precodice: "Q287", codice: "WD40", codsco: "F", fam: "LUBRIFICANTI", brand: "WD-40", description: "LUBRIFICANTE MULTIUSO WD-40 SPRAY 200 ML", listCents: 490, info: "venduto a confezioni da 6 pezzi", ean: ean13("503222700001") });
  batch.stock.push({ productId: wd40, warehouse: "01", qty: supplierStock("Q287", "WD40") ?? 0 });
  const noord = fx({ precodice: "M120", codice: "NOORD1", codsco: "A", fam: "FILTRI", brand: "MAHLE", description: "FILTRO ARIA MOTORE FIAT PANDA 1.2 (FUORI PRODUZIONE)", listCents: 1850, info: "non più ordinabile presso il produttore", ean: null, orderable: false });
  batch.stock.push({ productId: noord, warehouse: "01", qty: 3 }, { productId: noord, warehouse: "03", qty: 0 });
  const obs = fx({ precodice: "M120", codice: "OBS001", codsco: "A", fam: "FILTRI", brand: "MAHLE", description: "FILTRO OLIO MOTORE FIAT UNO 1.0 FIRE", listCents: 990, info: "", ean: null, sScope: "OBSOLETE", codiceSostituente: "OC90" });
  batch.refs.push({ productId: obs, kind: "OE", source: "FIAT", code: "5987 9081" });
  batch.stock.push({ productId: obs, warehouse: "01", qty: 40 });
  const pad = fx({ precodice: "P100", codice: "PAD4455", codsco: "D", fam: "FRENI", brand: "TRW", description: "PASTIGLIE FRENO ANTERIORI FIAT GRANDE PUNTO 1.3 MJT", listCents: 4680, info: "spessore 18 mm · con sensore usura", ean: ean13("403123404455") });
  batch.refs.push({ productId: pad, kind: "OE", source: "FIAT", code: "77365634" }, { productId: pad, kind: "AM", source: "BREMBO", code: "P 23 086" }, { productId: pad, kind: "AM", source: "FERODO", code: "FDB1891" });
  batch.stock.push({ productId: pad, warehouse: "01", qty: 0 }, { productId: pad, warehouse: "03", qty: 0 });
  forecasts.push({ productId: pad, warehouse: "01", qty: 20, expectedDate: businessDaysAfter(today, 5) });
  const bat = fx({ precodice: "outf", codice: "BAT70", codsco: "N", fam: "BATTERIE", brand: "OUTLET", description: "BATTERIA AVVIAMENTO 12V 70AH 640A (OUTLET)", listCents: 6900, info: "fine serie · garanzia 12 mesi", ean: ean13("808000000070"), depositCents: 1000 });
  batch.stock.push({ productId: bat, warehouse: "01", qty: 2 }, { productId: bat, warehouse: "03", qty: 0 });
  const coded = fx({ precodice: "M300", codice: "CODVIN1", codsco: "C", fam: "ELETTRONICA", brand: "RICAMBI ORIGINALI", description: "CHIAVE CODIFICATA TRANSPONDER FIAT 500 1.2", listCents: 14500, info: "codifica sul telaio del veicolo: inserire il VIN nella nota", ean: null, requiresVin: true });
  batch.refs.push({ productId: coded, kind: "OE", source: "FIAT", code: "71775511" });
  batch.stock.push({ productId: coded, warehouse: "01", qty: 5 }, { productId: coded, warehouse: "03", qty: 1 });
  const disc = fx({ precodice: "M200", codice: "DISC300", codsco: "D", fam: "FRENI", brand: "BREMBO", description: "DISCO FRENO ANTERIORE FIAT PUNTO 1.2 8V", listCents: 5890, info: "Ø 257 mm · spessore 20 mm · autoventilante · coppia", ean: ean13("801234003000") });
  batch.refs.push({ productId: disc, kind: "OE", source: "FIAT", code: "51749124" }, { productId: disc, kind: "AM", source: "TRW", code: "DF4180" });
  batch.stock.push({ productId: disc, warehouse: "01", qty: 9 }, { productId: disc, warehouse: "03", qty: 4 });
  const discN = fx({ precodice: "M200", codice: "DISC300N", codsco: "D", fam: "FRENI", brand: "BREMBO", description: "DISCO FRENO ANTERIORE FIAT PUNTO 1.2 8V NUOVA VERSIONE", listCents: 6120, info: "Ø 257 mm · spessore 22 mm · autoventilante · coppia", ean: ean13("801234003001") });
  batch.refs.push({ productId: discN, kind: "OE", source: "FIAT", code: "51749124" });
  batch.stock.push({ productId: discN, warehouse: "01", qty: 14 }, { productId: discN, warehouse: "03", qty: 6 });
  const discR = fx({ precodice: "M200", codice: "DISC300R", codsco: "D", fam: "FRENI", brand: "BREMBO", description: "DISCO FRENO ANTERIORE FIAT PUNTO 1.2 8V RIGENERATO", listCents: 3950, info: "rigenerato · reso del vecchio disco con cauzione", ean: null, depositCents: 800 });
  batch.stock.push({ productId: discR, warehouse: "01", qty: 6 }, { productId: discR, warehouse: "03", qty: 0 });
  suggestions.push({ productId: disc, suggestedProductId: discN, decodingType: "SOSTITUITO" }, { productId: disc, suggestedProductId: discR, decodingType: "RIGENERATO" });

  // --- Generated parts ------------------------------------------------------------------------
  const totalWeight = partTypes.reduce((a, p) => a + p.weight, 0);
  const pickType = (): PartType => {
    let x = r.next() * totalWeight;
    for (const p of partTypes) {
      x -= p.weight;
      if (x < 0) return p;
    }
    return partTypes[partTypes.length - 1] as PartType;
  };
  const target = Math.max(opts.products, nextId - base - 1);
  const lastOfType = new Map<string, Generated>();

  const describe = (pt: PartType, vehicle: Vehicle | null, variant: string | null): string =>
    [pt.name, variant, vehicle ? `${vehicle.make} ${vehicle.model}` : null].filter(Boolean).join(" ");

  while (nextId - base - 1 < target) {
    const pt = pickType();
    const vehicle = pt.vehicle ? r.pick(vehicles) : null;
    const variant = pt.variants ? r.pick(pt.variants) : null;
    const remaining = target - (nextId - base - 1);
    const howMany = Math.min(remaining, pt.makers.length === 1 ? 1 : r.int(1, Math.min(3, pt.makers.length)));
    // Distinct makers for this application.
    const makerKeys: MakerKey[] = [];
    while (makerKeys.length < howMany) {
      const k = r.pick(pt.makers);
      if (!makerKeys.includes(k)) makerKeys.push(k);
    }
    const oes = vehicle ? Array.from({ length: r.chance(0.35) ? 2 : 1 }, () => oeCode[vehicle.oe](r)) : [];
    const description = describe(pt, vehicle, variant);
    const info = pt.info ? pt.info(r) : "";
    const made: Generated[] = [];
    for (const key of makerKeys) {
      const maker: Maker = makers[key];
      const codice = mint.next(maker, pt.tag);
      const id = nextId;
      const obsolete = r.chance(0.01);
      const ext = externalAvailabilitySource(maker.pre);
      addProduct({
        precodice: maker.pre,
        codice,
        codsco: maker.codsco,
        fam: pt.fam,
        brand: maker.name,
        description,
        listCents: listPrice(r, pt.price),
        info,
        orderable: !r.chance(0.005),
        sScope: obsolete ? "OBSOLETE" : null,
        ean: r.chance(0.88) ? eanFor(maker, id) : null,
        depositCents: pt.deposit ? Math.round(r.int(pt.deposit[0], pt.deposit[1])) * 100 : 0,
        codiceSostituente: obsolete ? (lastOfType.get(pt.name)?.codice ?? null) : null,
        requiresVin: Boolean(pt.coded),
      });
      for (const oe of oes) batch.refs.push({ productId: id, kind: "OE", source: vehicle?.oe ?? "", code: oe });
      // Stock: supplier-owned prefixes mirror the supplier; P/F (reordered from the maker) run
      // short more often and then have a delivery forecast; outlet stock is a handful.
      if (ext) {
        batch.stock.push({ productId: id, warehouse: "01", qty: supplierStock(maker.pre, codice) ?? 0 });
      } else if (maker.pre.startsWith("out")) {
        batch.stock.push({ productId: id, warehouse: "01", qty: r.int(0, 4) }, { productId: id, warehouse: "03", qty: r.chance(0.3) ? r.int(1, 3) : 0 });
      } else {
        const reordered = /^[PF]/.test(maker.pre);
        const q01 = stockQty(r, reordered ? 0.35 : 0.18, pt.price[1] > 200 ? 12 : 160);
        const q03 = stockQty(r, 0.5, pt.price[1] > 200 ? 6 : 80);
        batch.stock.push({ productId: id, warehouse: "01", qty: q01 }, { productId: id, warehouse: "03", qty: q03 });
        if (reordered && q01 < 5 && r.chance(0.8)) {
          forecasts.push({ productId: id, warehouse: "01", qty: r.int(2, 12) * 5, expectedDate: businessDaysAfter(today, r.int(2, 25)) });
        }
      }
      made.push({ id, maker, codice, pt });
    }
    // Aftermarket cross-references: the other makers' codes of the same application, as they
    // write them, plus (for lone parts) a code of a maker we do not stock.
    for (const g of made) {
      let am = 0;
      for (const other of made) {
        if (other === g || am >= 2) continue;
        batch.refs.push({ productId: g.id, kind: "AM", source: other.maker.name, code: other.codice });
        am++;
      }
      if (pt.vehicle && (made.length === 1 || (oes.length + am < 3 && r.chance(0.6)))) {
        const foreign = r.pick(foreignMakers);
        batch.refs.push({ productId: g.id, kind: "AM", source: foreign.name, code: foreign.code(r) });
      }
    }
    // Suggestions: a newer version replacing an older part, regenerated electrics.
    const first = made[0];
    if (first) {
      const previous = lastOfType.get(pt.name);
      if (previous && previous.maker === first.maker && r.chance(0.03)) {
        suggestions.push({ productId: previous.id, suggestedProductId: first.id, decodingType: "SOSTITUITO" });
      }
      if (pt.regenerated && r.chance(0.5) && nextId - base - 1 < target) {
        const codice = mint.next(first.maker, `${pt.tag}R`);
        const rid = addProduct({
          precodice: first.maker.pre,
          codice,
          codsco: first.maker.codsco,
          fam: pt.fam,
          brand: first.maker.name,
          description: `${description} RIGENERATO`,
          listCents: Math.round(listPrice(r, pt.price) * 0.6 / 10) * 10,
          info: "rigenerato · reso del pezzo usato con cauzione",
          orderable: true,
          sScope: null,
          ean: null,
          depositCents: r.int(30, 120) * 100,
          codiceSostituente: null,
          requiresVin: false,
        });
        batch.stock.push({ productId: rid, warehouse: "01", qty: r.int(0, 6) }, { productId: rid, warehouse: "03", qty: 0 });
        suggestions.push({ productId: first.id, suggestedProductId: rid, decodingType: "RIGENERATO" });
      }
      lastOfType.set(pt.name, first);
    }
    if (batch.products.length >= batchSize) {
      const before = result.products;
      await flush();
      if (target >= 100_000 && Math.floor(result.products / 100_000) > Math.floor(before / 100_000)) {
        log(`catalogo: ${result.products} prodotti (${Math.round(performance.now() - started)} ms)`);
      }
    }
  }
  await flush(true);

  for (let i = 0; i < suggestions.length; i += batchSize) {
    const part = suggestions.slice(i, i + batchSize);
    await pool.query(
      `insert into product_suggestions (product_id, suggested_product_id, decoding_type)
       select * from unnest($1::int[], $2::int[], $3::text[]) on conflict do nothing`,
      [part.map((s) => s.productId), part.map((s) => s.suggestedProductId), part.map((s) => s.decodingType)],
    );
  }
  result.suggestions = suggestions.length;
  for (let i = 0; i < forecasts.length; i += batchSize) {
    const part = forecasts.slice(i, i + batchSize);
    await pool.query(
      `insert into delivery_forecasts (product_id, warehouse, qty, expected_date)
       select * from unnest($1::int[], $2::text[], $3::int[], $4::date[])`,
      [part.map((f) => f.productId), part.map((f) => f.warehouse), part.map((f) => f.qty), part.map((f) => f.expectedDate)],
    );
  }
  result.forecasts = forecasts.length;

  await pool.query(`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`);
  await seedCustomerDiscounts(db, opts.customerIds ?? DEMO_DISCOUNT_CUSTOMERS, opts.seed);
  // Fresh statistics so the planner picks the index plans from the first search on.
  await pool.query("analyze products, cross_refs, stock, product_suggestions, delivery_forecasts, customer_discounts");
  log(`catalogo: ${result.products} prodotti, ${result.crossRefs} riferimenti incrociati (${Math.round(performance.now() - started)} ms)`);
  return result;
}
