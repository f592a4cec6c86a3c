// index.html paints the start-up spinner before any script runs (the first paint of a first visit);
// React's first render replaces it with app/session-bootstrap.tsx's. They must be the same markup,
// or the swap shows as a flicker or a shift: this test fails when ui/spinner.tsx changes alone.
import { readFileSync } from "node:fs";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StartupSpinner } from "./spinner";

const page = readFileSync(new URL("../../../index.html", import.meta.url), "utf8");
const inRoot = /<div id="root">(.*)<\/div>\s*<script/s.exec(page)?.[1]?.trim() ?? "";

describe("the start-up spinner in index.html", () => {
  it("is the markup session-bootstrap renders first", () => {
    expect(inRoot).toBe(renderToStaticMarkup(<StartupSpinner />));
  });
});
