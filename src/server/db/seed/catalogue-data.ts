// Vocabulary of the demo catalogue: makers (with their prefixes, discount codes and the shape of
// their codes), part types per family, vehicles and the car makers' original-equipment code
// shapes. Plausible, not real: codes are generated in each maker's style, never copied.
import type { Rng } from "./rng";

export type CodeStyle = (n: number, letters: string) => string;

const pad = (n: number, width: number): string => String(n).padStart(width, "0");

/** Splits the digits of n (zero-padded to width) by a pattern such as "3.3.2" ("." kept as separator). */
const grouped = (n: number, groups: number[], sep: string): string => {
  const digits = pad(n, groups.reduce((a, b) => a + b, 0));
  // Numbers past the padded width keep their extra digits in the first group.
  const extra = digits.length - groups.reduce((a, b) => a + b, 0);
  const out: string[] = [];
  let i = 0;
  groups.forEach((g, k) => {
    const len = k === 0 ? g + extra : g;
    out.push(digits.slice(i, i + len));
    i += len;
  });
  return out.join(sep);
};

export const styles = {
  /** OC1234, LX2045 */
  lettersDigits: (width: number): CodeStyle => (n, l) => `${l}${pad(n, width)}`,
  /** 23.108.00 (UFI), 09.4567.11 (Brembo discs) */
  dotted: (groups: number[]): CodeStyle => (n, l) => `${l}${grouped(n, groups, ".")}`,
  /** 0986494123 (Bosch: stored without spaces) */
  digits: (width: number): CodeStyle => (n, l) => `${l}${pad(n, width)}`,
  /** GDB1234, KTB456 */
  compact: (width: number): CodeStyle => (n, l) => `${l}${pad(n, width)}`,
  /** 13.0460-7184.2 (ATE) */
  ate: (): CodeStyle => (n, l) => `${l}13.04${pad(n % 100, 2)}-${pad(Math.floor(n / 100), 4)}.2`,
};

export interface Maker {
  pre: string; // precodice
  name: string;
  codsco: string;
  /** Code letters per part-type tag; "*" is the default. */
  letters: Record<string, string>;
  style: CodeStyle;
  /** EAN country prefix (GS1), e.g. "400" Germany, "800" Italy. */
  gs1: string;
}

const m = (pre: string, name: string, codsco: string, gs1: string, style: CodeStyle, letters: Record<string, string>): Maker => ({
  pre,
  name,
  codsco,
  gs1,
  style,
  letters,
});

// Q, R and S followed by three digits are supplier-owned (AML, CLL, CLC: their stock is asked to
// the supplier); P and F prefixes are reordered from the maker (delivery forecasts); outf/outp are
// outlet stock that cannot be backordered.
export const makers = {
  MAHLE: m("M120", "MAHLE", "A", "400", styles.lettersDigits(3), { oil: "OC", air: "LX", cabin: "LA", fuel: "KL", "*": "OX" }),
  MANN: m("M130", "MANN-FILTER", "A", "401", styles.lettersDigits(4), { oil: "W", air: "C", cabin: "CU", fuel: "WK", "*": "HU" }),
  UFI: m("M140", "UFI", "B", "800", styles.dotted([2, 3, 2]), { "*": "" }),
  BOSCH: m("P110", "BOSCH", "C", "416", styles.digits(6), { wiper: "3397", plug: "0242", "*": "0986" }),
  FRAM: m("F210", "FRAM", "B", "500", styles.compact(4), { oil: "PH", air: "CA", cabin: "CF", fuel: "PS", "*": "CH" }),
  BREMBO: m("M200", "BREMBO", "D", "801", styles.dotted([2, 4, 2]), { pads: "P", "*": "" }),
  TRW: m("P100", "TRW", "D", "403", styles.compact(4), { pads: "GDB", disc: "DF", shoes: "GS", "*": "GDB" }),
  ATE: m("M210", "ATE", "D", "402", styles.ate(), { "*": "" }),
  FERODO: m("F220", "FERODO", "D", "501", styles.compact(4), { pads: "FDB", disc: "DDF", "*": "FSB" }),
  VARTA: m("M250", "VARTA", "E", "404", styles.digits(9), { "*": "" }),
  EXIDE: m("F230", "EXIDE", "E", "848", styles.compact(4), { "*": "EA" }),
  DAYCO: m("M310", "DAYCO", "G", "802", styles.compact(4), { kit: "KTB", belt: "94", pump: "KTBWP", "*": "DPV" }),
  GATES: m("F240", "GATES", "G", "502", styles.compact(5), { kit: "K015", belt: "5", pump: "KP15", "*": "T" }),
  SKF: m("M320", "SKF", "G", "731", styles.compact(5), { kit: "VKMA", pump: "VKPC", bearing: "VKBA", "*": "VKM" }),
  MONROE: m("M400", "MONROE", "H", "541", styles.compact(4), { "*": "G" }),
  SACHS: m("F250", "SACHS", "H", "405", styles.digits(6), { "*": "" }),
  LEMFORDER: m("M410", "LEMFÖRDER", "H", "406", styles.digits(7), { "*": "" }),
  NGK: m("M500", "NGK", "I", "870", styles.compact(4), { plug: "BKR", glow: "Y", coil: "U", "*": "ZFR" }),
  BERU: m("M510", "BERU", "I", "407", styles.compact(4), { plug: "Z", glow: "GN", coil: "ZSE", "*": "Z" }),
  OSRAM: m("M600", "OSRAM", "J", "405", styles.digits(5), { "*": "64" }),
  PHILIPS: m("M610", "PHILIPS", "J", "871", styles.compact(5), { "*": "129" }),
  HELLA: m("F260", "HELLA", "J", "408", styles.compact(6), { "*": "1EL" }),
  VALEO: m("M800", "VALEO", "K", "327", styles.digits(6), { "*": "" }),
  LUK: m("F270", "LUK", "K", "409", styles.digits(9), { "*": "6" }),
  NISSENS: m("M810", "NISSENS", "K", "579", styles.digits(5), { "*": "6" }),
  CODED: m("M300", "RICAMBI ORIGINALI", "C", "803", styles.compact(5), { "*": "OR" }),
  SELENIA: m("Q210", "SELENIA", "F", "804", styles.compact(4), { "*": "SEL" }),
  WD40: m("Q287", "WD-40", "F", "503", styles.compact(4), { "*": "WD" }),
  AREXONS: m("Q300", "AREXONS", "F", "805", styles.compact(4), { "*": "AX" }),
  BODY: m("R100", "CARROZZERIA CLL", "L", "806", styles.compact(6), { "*": "CL" }),
  BLIC: m("R120", "BLIC", "L", "590", styles.dotted([4, 2, 4]), { "*": "" }),
  LAMPA: m("S120", "LAMPA", "M", "807", styles.compact(5), { "*": "L" }),
  OUTF: m("outf", "OUTLET", "N", "808", styles.compact(4), { "*": "OF" }),
  OUTP: m("outp", "OUTLET", "N", "808", styles.compact(4), { "*": "OP" }),
} satisfies Record<string, Maker>;

export type MakerKey = keyof typeof makers;

/** Aftermarket makers the distributor does not stock: their codes only appear as cross-references. */
export const foreignMakers: { name: string; code: (r: Rng) => string }[] = [
  { name: "KNECHT", code: (r) => `OC ${r.int(100, 999)}` },
  { name: "PURFLUX", code: (r) => `LS${r.int(100, 999)}` },
  { name: "HENGST", code: (r) => `H${r.int(10, 399)}W${r.int(1, 30)}` },
  { name: "CHAMPION", code: (r) => `COF${r.int(100, 999)}` },
  { name: "FEBI BILSTEIN", code: (r) => `${r.int(10000, 49999)}` },
  { name: "DELPHI", code: (r) => `LP${r.int(1000, 3999)}` },
  { name: "TEXTAR", code: (r) => `${r.int(2000000, 2599999)}` },
  { name: "CONTINENTAL", code: (r) => `CT${r.int(900, 1199)}K${r.int(1, 3)}` },
  { name: "MEYLE", code: (r) => `${r.int(100, 799)} ${r.int(100, 999)} ${pad(r.int(0, 9999), 4)}` },
  { name: "TOPRAN", code: (r) => `${r.int(100, 799)} ${r.int(100, 999)}` },
];

export interface Vehicle {
  make: string;
  model: string;
  oe: OeSource;
}

export type OeSource = "FIAT" | "VAG" | "PSA" | "RENAULT" | "FORD" | "OPEL" | "TOYOTA" | "BMW" | "MERCEDES" | "HYUNDAI";

/** Original-equipment code shapes of the car makers. */
export const oeCode: Record<OeSource, (r: Rng) => string> = {
  FIAT: (r) => `${r.pick(["46", "51", "55", "60", "71", "77"])}${pad(r.int(0, 999999), 6)}`,
  VAG: (r) => `${r.pick(["03L", "04E", "1K0", "5Q0", "6R0", "06A", "036"])} ${r.int(100, 998)} ${r.int(100, 999)}${r.chance(0.3) ? ` ${r.pick(["A", "B", "C", "D"])}` : ""}`,
  PSA: (r) => `${r.int(1100, 4999)}.${r.pick(["A", "C", "E", "H", "J", "K", "L", "N", "P", "R", "S", "T", "V", "W", "X", "Y", "Z"])}${r.pick(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "A", "C", "E", "G", "J", "K", "P", "R", "T", "W", "Y"])}`,
  RENAULT: (r) => `${r.pick(["7700", "8200", "8201", "1520"])} ${r.int(100, 999)} ${r.int(100, 999)}`,
  FORD: (r) => `${r.int(1, 2)} ${r.int(100, 999)} ${r.int(100, 999)}`,
  OPEL: (r) => `${r.pick(["93", "55", "13"])} ${r.int(100, 999)} ${r.int(100, 999)}`,
  TOYOTA: (r) => `${r.pick(["04152", "04465", "17801", "90919", "16100"])}-${r.pick(["YZZA", "0D", "33", "40"])}${r.int(10, 99)}${r.int(0, 9)}`,
  BMW: (r) => `${r.int(11, 64)} ${r.int(10, 99)} ${r.int(1, 9)} ${r.int(100, 999)} ${r.int(100, 999)}`,
  MERCEDES: (r) => `A ${pad(r.int(0, 999), 3)} ${r.int(100, 999)} ${r.int(10, 99)} ${pad(r.int(0, 99), 2)}`,
  HYUNDAI: (r) => `${r.int(26300, 58101)}-${r.pick(["2S", "3X", "1R", "A0", "B1"])}${r.int(100, 999)}`,
};

const v = (make: string, oe: OeSource, models: string[]): Vehicle[] => models.map((model) => ({ make, model, oe }));

export const vehicles: Vehicle[] = [
  ...v("FIAT", "FIAT", ["PUNTO 1.2 8V", "GRANDE PUNTO 1.3 MJT", "PANDA 1.2", "PANDA 1.3 MJT", "500 1.2", "500X 1.6 MJT", "TIPO 1.6 MJT", "DOBLO 1.6 MJT", "DUCATO 2.3 MJT", "BRAVO 1.9 MJT", "QUBO 1.3 MJT", "IDEA 1.4"]),
  ...v("ALFA ROMEO", "FIAT", ["GIULIETTA 1.6 JTDM", "147 1.9 JTD", "MITO 1.4", "GIULIA 2.2 D", "159 1.9 JTDM", "STELVIO 2.2 D"]),
  ...v("LANCIA", "FIAT", ["YPSILON 1.2", "YPSILON 1.3 MJT", "DELTA 1.6 MJT", "MUSA 1.4"]),
  ...v("VW", "VAG", ["GOLF VII 1.6 TDI", "GOLF VI 2.0 TDI", "POLO 1.4 TDI", "PASSAT 2.0 TDI", "UP 1.0", "TIGUAN 2.0 TDI", "CADDY 1.6 TDI"]),
  ...v("AUDI", "VAG", ["A3 2.0 TDI", "A4 2.0 TDI", "A1 1.6 TDI", "Q3 2.0 TDI"]),
  ...v("SKODA", "VAG", ["FABIA 1.4 TDI", "OCTAVIA 1.6 TDI"]),
  ...v("PEUGEOT", "PSA", ["206 1.4 HDI", "207 1.4 HDI", "208 1.6 HDI", "308 1.6 HDI", "3008 1.6 HDI", "PARTNER 1.6 HDI"]),
  ...v("CITROEN", "PSA", ["C3 1.4 HDI", "C4 1.6 HDI", "BERLINGO 1.6 HDI", "C1 1.0", "JUMPER 2.2 HDI"]),
  ...v("RENAULT", "RENAULT", ["CLIO IV 1.5 DCI", "CLIO III 1.2", "MEGANE 1.5 DCI", "CAPTUR 0.9 TCE", "KANGOO 1.5 DCI", "TWINGO 1.2"]),
  ...v("DACIA", "RENAULT", ["SANDERO 1.5 DCI", "DUSTER 1.5 DCI", "LOGAN 1.2"]),
  ...v("FORD", "FORD", ["FIESTA 1.25", "FIESTA 1.4 TDCI", "FOCUS 1.6 TDCI", "C-MAX 1.6 TDCI", "TRANSIT 2.2 TDCI", "KA 1.2"]),
  ...v("OPEL", "OPEL", ["CORSA D 1.3 CDTI", "CORSA E 1.2", "ASTRA J 1.7 CDTI", "MERIVA 1.3 CDTI", "ZAFIRA 1.9 CDTI"]),
  ...v("TOYOTA", "TOYOTA", ["YARIS 1.0", "YARIS 1.4 D-4D", "AYGO 1.0", "AURIS 1.4 D-4D", "RAV4 2.2 D-4D"]),
  ...v("BMW", "BMW", ["SERIE 1 118D", "SERIE 3 320D", "X1 18D", "SERIE 5 520D"]),
  ...v("MERCEDES", "MERCEDES", ["CLASSE A 180 CDI", "CLASSE C 220 CDI", "SPRINTER 2.1 CDI", "VITO 2.2 CDI"]),
  ...v("HYUNDAI", "HYUNDAI", ["I10 1.0", "I20 1.2", "TUCSON 1.7 CRDI"]),
  ...v("KIA", "HYUNDAI", ["PICANTO 1.0", "RIO 1.2", "SPORTAGE 1.7 CRDI"]),
];

export interface PartType {
  fam: string;
  name: string;
  tag: string;
  weight: number;
  /** List price range in euro (log-uniform). */
  price: [number, number];
  makers: MakerKey[];
  /** Fits a vehicle: description names it and the part gets OE codes. */
  vehicle: boolean;
  /** Variants for parts that do not fit a vehicle (sizes, grades). */
  variants?: string[];
  info?: (r: Rng) => string;
  /** Deposit on return (prezzoCauzione) range in euro. */
  deposit?: [number, number];
  /** Coded article: needs the VIN in the item note. */
  coded?: boolean;
  /** Also sold regenerated (RIGENERATO suggestion with a deposit). */
  regenerated?: boolean;
}

const mm = (r: Rng, a: number, b: number) => `${r.int(a, b)} mm`;

export const partTypes: PartType[] = [
  // FILTRI
  { fam: "FILTRI", name: "FILTRO OLIO MOTORE", tag: "oil", weight: 9, price: [6, 28], makers: ["MAHLE", "MANN", "UFI", "BOSCH", "FRAM"], vehicle: true, info: (r) => `H ${mm(r, 60, 140)} · Ø ${mm(r, 65, 95)} · filettatura ${r.pick(["3/4-16 UNF", "M20x1,5", "M22x1,5", "cartuccia"])}` },
  { fam: "FILTRI", name: "FILTRO ARIA MOTORE", tag: "air", weight: 8, price: [8, 45], makers: ["MAHLE", "MANN", "UFI", "BOSCH", "FRAM"], vehicle: true, info: (r) => `L ${mm(r, 180, 360)} · P ${mm(r, 120, 260)} · H ${mm(r, 40, 90)}` },
  { fam: "FILTRI", name: "FILTRO ABITACOLO", tag: "cabin", weight: 6, price: [9, 38], makers: ["MAHLE", "MANN", "UFI", "BOSCH"], vehicle: true, info: (r) => (r.chance(0.5) ? "ai carboni attivi" : "antipolline") },
  { fam: "FILTRI", name: "FILTRO CARBURANTE", tag: "fuel", weight: 5, price: [12, 70], makers: ["MAHLE", "MANN", "UFI", "BOSCH", "FRAM"], vehicle: true, info: (r) => (r.chance(0.6) ? "gasolio · con sensore acqua" : "benzina · in linea") },
  // FRENI
  { fam: "FRENI", name: "PASTIGLIE FRENO ANTERIORI", tag: "pads", weight: 9, price: [22, 95], makers: ["BREMBO", "TRW", "ATE", "FERODO", "BOSCH"], vehicle: true, info: (r) => `spessore ${mm(r, 16, 20)} · ${r.chance(0.5) ? "con sensore usura" : "senza sensore usura"}` },
  { fam: "FRENI", name: "PASTIGLIE FRENO POSTERIORI", tag: "pads", weight: 6, price: [18, 80], makers: ["BREMBO", "TRW", "ATE", "FERODO", "BOSCH"], vehicle: true, info: (r) => `spessore ${mm(r, 14, 17)}` },
  { fam: "FRENI", name: "DISCO FRENO ANTERIORE", tag: "disc", weight: 7, price: [28, 160], makers: ["BREMBO", "TRW", "ATE", "FERODO"], vehicle: true, info: (r) => `Ø ${mm(r, 240, 340)} · spessore ${mm(r, 12, 30)} · ${r.chance(0.6) ? "autoventilante" : "pieno"} · coppia` },
  { fam: "FRENI", name: "DISCO FRENO POSTERIORE", tag: "disc", weight: 4, price: [24, 120], makers: ["BREMBO", "TRW", "ATE"], vehicle: true, info: (r) => `Ø ${mm(r, 230, 300)} · spessore ${mm(r, 9, 12)} · coppia` },
  { fam: "FRENI", name: "GANASCE FRENO POSTERIORI", tag: "shoes", weight: 3, price: [30, 90], makers: ["TRW", "FERODO", "BREMBO"], vehicle: true, info: (r) => `Ø tamburo ${mm(r, 180, 230)}` },
  { fam: "FRENI", name: "LIQUIDO FRENI DOT 4", tag: "fluid", weight: 1, price: [5, 18], makers: ["ATE", "BOSCH", "SELENIA"], vehicle: false, variants: ["250 ML", "500 ML", "1 L"] },
  // BATTERIE
  { fam: "BATTERIE", name: "BATTERIA AVVIAMENTO 12V", tag: "battery", weight: 4, price: [65, 260], makers: ["VARTA", "EXIDE", "BOSCH"], vehicle: false, variants: ["44AH 440A", "52AH 470A", "60AH 540A", "70AH 640A", "74AH 680A", "80AH 740A", "95AH 800A", "70AH 760A AGM START-STOP", "60AH 640A EFB START-STOP"], deposit: [8, 15], info: (r) => `dimensioni ${r.int(207, 353)}x175x${r.int(175, 190)} mm · polo positivo a ${r.chance(0.7) ? "destra" : "sinistra"}` },
  // LUBRIFICANTI
  { fam: "LUBRIFICANTI", name: "OLIO MOTORE", tag: "oil-lub", weight: 4, price: [8, 70], makers: ["SELENIA", "AREXONS"], vehicle: false, variants: ["5W30 C3 1L", "5W30 C3 5L", "5W40 1L", "5W40 5L", "10W40 1L", "10W40 4L", "0W20 1L", "0W30 5L", "15W40 DIESEL 5L"], info: () => "omologazioni sulla scheda tecnica" },
  { fam: "LUBRIFICANTI", name: "OLIO CAMBIO", tag: "gear-lub", weight: 1, price: [9, 40], makers: ["SELENIA", "AREXONS"], vehicle: false, variants: ["75W90 1L", "75W80 1L", "80W90 1L", "ATF DEXRON III 1L"] },
  { fam: "LUBRIFICANTI", name: "LIQUIDO REFRIGERANTE", tag: "coolant", weight: 1, price: [5, 22], makers: ["SELENIA", "AREXONS"], vehicle: false, variants: ["PRONTO USO 1L", "PRONTO USO 5L", "CONCENTRATO 1L", "G12 ROSSO 1L"] },
  { fam: "LUBRIFICANTI", name: "SPRAY TECNICO", tag: "spray", weight: 1, price: [3, 15], makers: ["AREXONS", "WD40"], vehicle: false, variants: ["SBLOCCANTE 400 ML", "GRASSO AL LITIO 400 ML", "PULITORE CONTATTI 200 ML", "PULITORE FRENI 500 ML", "SILICONE 400 ML"] },
  // DISTRIBUZIONE
  { fam: "DISTRIBUZIONE", name: "KIT DISTRIBUZIONE", tag: "kit", weight: 5, price: [55, 260], makers: ["DAYCO", "GATES", "SKF"], vehicle: true, info: (r) => `${r.int(98, 160)} denti · larghezza ${mm(r, 17, 30)}` },
  { fam: "DISTRIBUZIONE", name: "KIT DISTRIBUZIONE CON POMPA ACQUA", tag: "pump", weight: 3, price: [110, 380], makers: ["DAYCO", "GATES", "SKF"], vehicle: true, info: (r) => `${r.int(98, 160)} denti · girante ${r.chance(0.5) ? "in metallo" : "in plastica"}` },
  { fam: "DISTRIBUZIONE", name: "CINGHIA SERVIZI POLY-V", tag: "belt", weight: 3, price: [9, 45], makers: ["DAYCO", "GATES", "SKF"], vehicle: true, info: (r) => `${r.int(4, 7)}PK${r.int(700, 2200)}` },
  // SOSPENSIONI
  { fam: "SOSPENSIONI", name: "AMMORTIZZATORE ANTERIORE", tag: "shock", weight: 5, price: [38, 180], makers: ["MONROE", "SACHS"], vehicle: true, info: (r) => `${r.chance(0.8) ? "a gas" : "idraulico"} · ${r.chance(0.5) ? "sinistro" : "destro"}` },
  { fam: "SOSPENSIONI", name: "AMMORTIZZATORE POSTERIORE", tag: "shock", weight: 3, price: [30, 150], makers: ["MONROE", "SACHS"], vehicle: true, info: () => "a gas" },
  { fam: "SOSPENSIONI", name: "BRACCIO OSCILLANTE ANTERIORE", tag: "arm", weight: 3, price: [25, 140], makers: ["LEMFORDER", "TRW"], vehicle: true, info: (r) => (r.chance(0.5) ? "sinistro" : "destro") },
  { fam: "SOSPENSIONI", name: "TESTINA STERZO", tag: "arm", weight: 2, price: [12, 55], makers: ["LEMFORDER", "TRW"], vehicle: true },
  // ACCENSIONE
  { fam: "ACCENSIONE", name: "CANDELA ACCENSIONE", tag: "plug", weight: 4, price: [4, 22], makers: ["NGK", "BOSCH", "BERU"], vehicle: true, info: (r) => `chiave ${r.pick(["14", "16"])} · passo M14x1,25` },
  { fam: "ACCENSIONE", name: "CANDELETTA PRERISCALDAMENTO", tag: "glow", weight: 2, price: [9, 35], makers: ["NGK", "BOSCH", "BERU"], vehicle: true, info: () => "11 V" },
  { fam: "ACCENSIONE", name: "BOBINA ACCENSIONE", tag: "coil", weight: 2, price: [25, 120], makers: ["NGK", "BOSCH", "BERU", "VALEO"], vehicle: true },
  // ILLUMINAZIONE
  { fam: "ILLUMINAZIONE", name: "LAMPADA ALOGENA", tag: "lamp", weight: 3, price: [3, 30], makers: ["OSRAM", "PHILIPS", "HELLA"], vehicle: false, variants: ["H1 12V 55W", "H4 12V 60/55W", "H7 12V 55W", "H7 NIGHT BREAKER", "H11 12V 55W", "P21W 12V", "W5W 12V", "D1S XENON"] },
  { fam: "ILLUMINAZIONE", name: "FARO ANTERIORE", tag: "light", weight: 2, price: [70, 420], makers: ["HELLA", "VALEO", "BODY"], vehicle: true, info: (r) => `${r.chance(0.5) ? "sinistro" : "destro"} · ${r.chance(0.6) ? "regolazione elettrica" : "regolazione manuale"}` },
  { fam: "ILLUMINAZIONE", name: "FANALE POSTERIORE", tag: "light", weight: 2, price: [40, 220], makers: ["HELLA", "VALEO", "BODY"], vehicle: true, info: (r) => (r.chance(0.5) ? "sinistro" : "destro") },
  // CARROZZERIA
  { fam: "CARROZZERIA", name: "PARAURTI ANTERIORE", tag: "body", weight: 2, price: [60, 320], makers: ["BODY", "BLIC"], vehicle: true, info: () => "da verniciare" },
  { fam: "CARROZZERIA", name: "SPECCHIETTO RETROVISORE", tag: "body", weight: 2, price: [35, 180], makers: ["BODY", "BLIC"], vehicle: true, info: (r) => `${r.chance(0.5) ? "sinistro" : "destro"} · ${r.chance(0.7) ? "elettrico riscaldato" : "manuale"}` },
  { fam: "CARROZZERIA", name: "PARAFANGO ANTERIORE", tag: "body", weight: 1, price: [40, 190], makers: ["BODY", "BLIC"], vehicle: true, info: (r) => (r.chance(0.5) ? "sinistro" : "destro") },
  { fam: "CARROZZERIA", name: "SPAZZOLA TERGICRISTALLO", tag: "wiper", weight: 3, price: [8, 45], makers: ["BOSCH", "VALEO"], vehicle: true, info: (r) => `${r.pick(["350", "400", "450", "530", "600", "650", "700"])} mm · ${r.chance(0.6) ? "flat" : "tradizionale"}` },
  // FRIZIONE
  { fam: "FRIZIONE", name: "KIT FRIZIONE", tag: "clutch", weight: 3, price: [110, 480], makers: ["VALEO", "LUK", "SACHS"], vehicle: true, info: (r) => `Ø ${mm(r, 190, 240)} · ${r.int(18, 28)} scanalature` },
  { fam: "FRIZIONE", name: "VOLANO BIMASSA", tag: "flywheel", weight: 1, price: [280, 900], makers: ["VALEO", "LUK", "SACHS"], vehicle: true },
  // RAFFREDDAMENTO
  { fam: "RAFFREDDAMENTO", name: "RADIATORE MOTORE", tag: "radiator", weight: 2, price: [70, 350], makers: ["NISSENS", "VALEO"], vehicle: true, info: (r) => `${r.int(480, 720)}x${r.int(320, 450)} mm · ${r.chance(0.6) ? "con climatizzatore" : "senza climatizzatore"}` },
  { fam: "RAFFREDDAMENTO", name: "TERMOSTATO", tag: "thermo", weight: 2, price: [14, 80], makers: ["MAHLE", "VALEO", "NISSENS"], vehicle: true, info: (r) => `apertura ${r.pick(["83", "87", "88", "92"])} °C` },
  // ELETTRICO
  { fam: "ELETTRICO", name: "ALTERNATORE", tag: "alternator", weight: 2, price: [180, 620], makers: ["VALEO", "BOSCH"], vehicle: true, regenerated: true, info: (r) => `${r.pick(["90", "110", "120", "150", "180"])} A · 14 V` },
  { fam: "ELETTRICO", name: "MOTORINO AVVIAMENTO", tag: "starter", weight: 2, price: [150, 520], makers: ["VALEO", "BOSCH"], vehicle: true, regenerated: true, info: (r) => `${r.pick(["1,1", "1,4", "1,7", "2,0", "2,2"])} kW · 12 V` },
  // CODIFICATI (VIN in the item note)
  { fam: "ELETTRONICA", name: "CHIAVE CODIFICATA TRANSPONDER", tag: "key", weight: 1, price: [60, 240], makers: ["CODED"], vehicle: true, coded: true, info: () => "codifica sul telaio del veicolo" },
  { fam: "ELETTRONICA", name: "CENTRALINA MOTORE", tag: "ecu", weight: 1, price: [380, 1400], makers: ["CODED"], vehicle: true, coded: true, info: () => "da programmare sul telaio" },
  // ACCESSORI (supplier CLC)
  { fam: "ACCESSORI", name: "CATENE DA NEVE", tag: "chains", weight: 1, price: [35, 140], makers: ["LAMPA"], vehicle: false, variants: ["9 MM GRUPPO 50", "9 MM GRUPPO 70", "12 MM GRUPPO 90", "RAGNO GRUPPO 60"] },
  { fam: "ACCESSORI", name: "TAPPETI AUTO IN GOMMA", tag: "mats", weight: 1, price: [15, 60], makers: ["LAMPA"], vehicle: true, info: () => "set 4 pezzi" },
  // OUTLET
  { fam: "OUTLET", name: "FILTRO OLIO (OUTLET)", tag: "oil", weight: 1, price: [3, 12], makers: ["OUTF"], vehicle: true },
  { fam: "OUTLET", name: "PASTIGLIE FRENO (OUTLET)", tag: "pads", weight: 1, price: [10, 40], makers: ["OUTP"], vehicle: true },
];
