import { describe, expect, it } from "vitest";
import { benchOptions, wantsPhase } from "./options";

const root = "/repo";

describe("benchOptions", () => {
  it("a full run: a million products, 20-s phases, 60-s open loop, three Lighthouse runs, every phase", () => {
    const o = benchOptions([], {}, root);
    expect(o).toMatchObject({ quick: false, products: 1_000_000, durationSec: 20, openLoopSec: 60, warmupSec: 3, lighthouseRuns: 3, only: null, noBrowser: false, port: 8409, dist: "/repo/dist", dataRoot: "/repo/bench/.data" });
    expect(o).toMatchObject({ counterViewports: ["phone", "tablet"], counterCodesPerViewport: 6 });
    expect(wantsPhase(o, "search")).toBe(true);
  });

  it("a quick run: 20,000 products, 3-s phases, one Lighthouse run, the counter on the tablet; the environment and --size win", () => {
    expect(benchOptions(["--quick"], {}, root)).toMatchObject({ products: 20_000, durationSec: 3, openLoopSec: 3, warmupSec: 0.5, lighthouseRuns: 1, counterViewports: ["tablet"], counterCodesPerViewport: 2 });
    const o = benchOptions(["--quick", "--size=5000"], { BENCH_DURATION: "7", BENCH_PRODUCTS: "9", BANCO_DIST: "dist/x", BENCH_PORT: "9000" }, root);
    expect(o).toMatchObject({ products: 5000, durationSec: 7, dist: "/repo/dist/x", port: 9000 });
  });

  it("--paired (and --against) measure only the paired rounds, without the browser", () => {
    const o = benchOptions(["--paired=search,addToCart", "--against=dist/before"], {}, root);
    expect(o).toMatchObject({ paired: ["search", "addToCart"], against: "dist/before", only: ["paired"], noBrowser: true });
    expect(wantsPhase(o, "search")).toBe(false);
    expect(wantsPhase(o, "paired")).toBe(true);
    const e = benchOptions(["--paired=addToCart", "--against-database=postgres://u:p@127.0.0.1:5432/postgres"], {}, root);
    expect(e).toMatchObject({ paired: ["addToCart"], against: null, againstDatabase: "postgres://u:p@127.0.0.1:5432/postgres", only: ["paired"] });
  });

  it("--heavy-only=priceList: only the heavy phase's price list; --browser-only: no load, three Lighthouse runs even when quick", () => {
    expect(benchOptions(["--heavy-only=priceList"], {}, root)).toMatchObject({ heavyOnly: true, priceListOnly: true, only: ["heavy"], noBrowser: true });
    expect(benchOptions(["--heavy-only"], {}, root)).toMatchObject({ heavyOnly: true, priceListOnly: false });
    const b = benchOptions(["--browser-only", "--quick", "--pages=/home,/cart"], {}, root);
    expect(b).toMatchObject({ noLoad: true, lighthouseRuns: 3, pages: ["/home", "/cart"], counterViewports: ["phone", "tablet"] });
    expect(wantsPhase(b, "floor")).toBe(false);
  });

  it("--only names the phases", () => {
    const o = benchOptions(["--only=floor,search"], {}, root);
    expect([wantsPhase(o, "floor"), wantsPhase(o, "search"), wantsPhase(o, "myCart")]).toEqual([true, true, false]);
  });
});
