import { describe, expect, it } from "vitest";
import { readPage, type PageWindow } from "./paging";

const list = Array.from({ length: 7 }, (_, i) => i);
const read = async (w: PageWindow) => list.slice(w.offset, w.offset + w.limit);

describe("readPage", () => {
  it("reads one row more than the page and keeps the page", async () => {
    const windows: PageWindow[] = [];
    const page = await readPage(0, 3, async (w) => (windows.push(w), read(w)));
    expect(windows).toEqual([{ offset: 0, limit: 4 }]);
    expect(page).toEqual({ rows: [0, 1, 2], last: false });
  });

  it("says last when no row follows the page, also when the page is exactly full", async () => {
    expect(await readPage(4, 3, read)).toEqual({ rows: [4, 5, 6], last: true });
    expect(await readPage(6, 3, read)).toEqual({ rows: [6], last: true });
    expect(await readPage(9, 3, read)).toEqual({ rows: [], last: true });
  });
});
