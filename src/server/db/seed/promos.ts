// Demo promotions, after the catalogue: active promos per warehouse (01, 03, both), one with a
// popup, one expired, one scheduled. Banners and pictures are painted by promo-art.ts. Products are
// the catalogue's fixtures (M120/OC90, Q287/WD40, P100/PAD4455, outf/BAT70, M200/DISC300) and the
// first products of a family; a missing one is simply left out. Dates are relative to the day of
// seeding (Rome), so the demo always has active promos.
import { createHash } from "node:crypto";
import { and, asc, eq, inArray, isNull, ne, or } from "drizzle-orm";
import type { Db } from "../connection";
import { products } from "../schema/catalogue";
import { promoImages, promoMedia, promoProducts, promos } from "../schema/promos";
import { addDays } from "../../../shared/rules/business-days";
import { romeParts } from "../../../shared/rules/rome-time";
import { paintBanner, paintPicture, palette, type BannerSpec } from "./promo-art";

interface DemoPromo {
  type: string;
  title: string;
  subtitle: string;
  text: string;
  description: string;
  area: string;
  warehouses: string[];
  start: number; // days from today
  end: number;
  order: number;
  popup: number;
  banner: BannerSpec;
  pictures: BannerSpec[];
  fixtures: string[]; // "PRE/COD"
  family: { fam: string; like?: string; count: number } | null;
}

const blue = { from: palette.brand900, to: palette.brand600 };

const demoPromos: DemoPromo[] = [
  {
    type: "SCONTO",
    title: "Settimana del freno",
    subtitle: "Pastiglie e dischi TRW e Brembo con sconto extra",
    text: "Fino a esaurimento scorte: sconto extra sulle principali linee di pastiglie e dischi freno.",
    description:
      "Per tutto il periodo della promo, le pastiglie e i dischi freno in elenco hanno uno sconto extra già applicato al tuo netto. Disponibili nei magazzini di Senise e Cagliari, spedizione con la prima partenza utile.",
    area: "Freni",
    warehouses: ["01", "03"],
    start: -10,
    end: 20,
    order: 1,
    popup: 3,
    banner: { motif: "disc", ...blue, accent: palette.accent500 },
    pictures: [
      { motif: "disc", from: palette.brand100, to: palette.brand300, accent: palette.accent600 },
      { motif: "disc", from: palette.ink, to: palette.brand800, accent: palette.red },
    ],
    fixtures: ["P100/PAD4455", "M200/DISC300"],
    family: { fam: "FRENI", count: 22 },
  },
  {
    type: "STAGIONALE",
    title: "Tagliando di primavera",
    subtitle: "Filtri olio, aria e abitacolo per la stagione dei tagliandi",
    text: "Kit filtri MAHLE, MANN e UFI a prezzo speciale per le officine di Senise.",
    description: "Tutti i filtri per il tagliando in un'unica promo. Valida per gli ordini evasi dal magazzino 01 di Senise.",
    area: "Filtri",
    warehouses: ["01"],
    start: -5,
    end: 40,
    order: 2,
    popup: 0,
    banner: { motif: "filter", from: palette.brand800, to: palette.brand500, accent: palette.accent500 },
    pictures: [{ motif: "filter", from: palette.brand100, to: palette.white, accent: palette.accent500 }],
    fixtures: ["M120/OC90"],
    family: { fam: "FILTRI", count: 12 },
  },
  {
    type: "SCONTO",
    title: "Speciale batterie Sardegna",
    subtitle: "Batterie di avviamento pronte a Cagliari",
    text: "Batterie VARTA ed EXIDE con sconto dedicato ai clienti del magazzino di Cagliari.",
    description: "Promo riservata agli ordini sul magazzino 03 di Cagliari. Le batterie outlet sono disponibili fino a esaurimento.",
    area: "Batterie",
    warehouses: ["03"],
    start: -3,
    end: 30,
    order: 3,
    popup: 0,
    banner: { motif: "battery", from: [10, 60, 70], to: palette.teal, accent: palette.accent400 },
    pictures: [{ motif: "battery", from: palette.brand100, to: [200, 235, 235], accent: palette.accent500 }],
    fixtures: ["outf/BAT70"],
    family: { fam: "BATTERIE", count: 8 },
  },
  {
    type: "NOVITA",
    title: "Novità lubrificanti",
    subtitle: "Oli motore, spray tecnici e liquidi: nuove referenze a listino",
    text: "Scopri le nuove referenze di lubrificanti e spray tecnici.",
    description: "Nuovi oli motore e spray tecnici a listino. Lo sbloccante WD-40 si ordina in multipli da 6.",
    area: "Lubrificanti",
    warehouses: ["01", "03"],
    start: -1,
    end: 60,
    order: 4,
    popup: 0,
    banner: { motif: "drop", from: palette.brand900, to: palette.brand700, accent: palette.accent500 },
    pictures: [],
    fixtures: ["Q287/WD40"],
    family: { fam: "LUBRIFICANTI", count: 8 },
  },
  {
    type: "STAGIONALE",
    title: "Pneumatici e catene da neve",
    subtitle: "Il volantino invernale",
    text: "Catene da neve e accessori invernali.",
    description: "Volantino della stagione invernale.",
    area: "Accessori",
    warehouses: ["01", "03"],
    start: -120,
    end: -15,
    order: 5,
    popup: 0,
    banner: { motif: "tyre", from: palette.brand900, to: palette.brand600, accent: palette.accent500 },
    pictures: [],
    fixtures: [],
    family: { fam: "ACCESSORI", like: "CATENE%", count: 6 },
  },
  {
    type: "VOLANTINO",
    title: "Volantino d'estate",
    subtitle: "In arrivo: climatizzazione e raffreddamento",
    text: "Le offerte dell'estate, dal prossimo mese.",
    description: "Radiatori, termostati e liquidi refrigeranti a prezzo promozionale.",
    area: "Raffreddamento",
    warehouses: ["01", "03"],
    start: 10,
    end: 45,
    order: 6,
    popup: 0,
    banner: { motif: "sparkles", from: palette.brand800, to: palette.brand500, accent: palette.accent500 },
    pictures: [],
    fixtures: [],
    family: { fam: "RAFFREDDAMENTO", count: 6 },
  },
];

function mediaRow(bytes: Buffer, width: number, height: number) {
  // Content-addressed names: deterministic, and the same picture is stored once.
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.png`;
  return { name, kind: "image" as const, contentType: "image/png", size: bytes.length, width, height, bytes };
}

async function pickProducts(db: Db, p: DemoPromo): Promise<{ precodice: string; codice: string }[]> {
  const visible = or(isNull(products.sScope), ne(products.sScope, "OBSOLETE"));
  const out: { precodice: string; codice: string }[] = [];
  const seen = new Set<string>();
  const push = (r: { precodice: string; codice: string }) => {
    const key = `${r.precodice}/${r.codice}`;
    if (seen.has(key)) return;
    seen.add(key);
    out.push({ precodice: r.precodice, codice: r.codice });
  };
  if (p.fixtures.length) {
    const codes = p.fixtures.map((f) => f.split("/")[1]!);
    const rows = await db.select({ precodice: products.precodice, codice: products.codice }).from(products).where(and(inArray(products.codice, codes), visible));
    for (const f of p.fixtures) {
      const row = rows.find((r) => `${r.precodice}/${r.codice}` === f);
      if (row) push(row);
    }
  }
  if (p.family) {
    const rows = await db
      .select({ precodice: products.precodice, codice: products.codice, description: products.description })
      .from(products)
      .where(and(eq(products.fam, p.family.fam), eq(products.orderable, true), visible))
      .orderBy(asc(products.id))
      .limit(p.family.count * 4);
    const like = p.family.like ? new RegExp(`^${p.family.like.replace("%", ".*")}`) : null;
    for (const r of rows) {
      if (out.length >= p.family.count + p.fixtures.length) break;
      if (!like || like.test(r.description)) push(r);
    }
  }
  return out;
}

export async function seedPromos(db: Db, now = new Date()): Promise<void> {
  const today = romeParts(now).date;
  const media = new Map<string, ReturnType<typeof mediaRow>>();
  const plans = [];
  for (const p of demoPromos) {
    const banner = mediaRow(await paintBanner(p.banner), 960, 320);
    const pictures = await Promise.all(p.pictures.map(async (spec) => mediaRow(await paintPicture(spec), 640, 400)));
    for (const m of [banner, ...pictures]) media.set(m.name, m);
    plans.push({ p, banner: banner.name, pictures: pictures.map((m) => m.name) });
  }
  await db.insert(promoMedia).values([...media.values()]);

  for (const { p, banner, pictures } of plans) {
    const [row] = await db
      .insert(promos)
      .values({
        type: p.type,
        bannerMedia: banner,
        startDate: addDays(today, p.start),
        endDate: addDays(today, p.end),
        title: p.title,
        subtitle: p.subtitle,
        text: p.text,
        description: p.description,
        sortOrder: p.order,
        popup: p.popup,
        area: p.area,
        warehouses: p.warehouses,
      })
      .returning({ id: promos.id });
    const promoId = row!.id;
    const refs = await pickProducts(db, p);
    if (refs.length) await db.insert(promoProducts).values(refs.map((r, position) => ({ promoId, position, ...r })));
    if (pictures.length) await db.insert(promoImages).values(pictures.map((media, position) => ({ promoId, position, media })));
  }
}
