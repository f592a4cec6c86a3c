// What a screen shows for a query: its data (the stored copy too while the server is out of reach),
// the error when the server says the data is not there for this user, "Non disponibile offline"
// for data never stored.
import { describe, expect, it } from "vitest";
import { ApiError } from "../lib/api-client";
import { queryView, shouldReportError } from "./query-view";

const base = { data: undefined as unknown, isPending: false, isError: false, error: null as unknown, fetchStatus: "idle" as const };

describe("queryView", () => {
  it("keeps the stored copy on screen when the server cannot be reached or fails", () => {
    expect(queryView({ ...base, data: { id: 1 }, isError: true, error: new ApiError(0, "rete") })).toBe("ready");
    expect(queryView({ ...base, data: { id: 1 }, isError: true, error: new ApiError(503, "non disponibile") })).toBe("ready");
  });

  it("shows the error, not the stored copy, when the server says the data is gone (404) or not this user's (403)", () => {
    const gone = { ...base, data: { id: 1 }, isError: true, error: new ApiError(404, "Promo non trovata") };
    expect(queryView(gone)).toBe("error");
    expect(shouldReportError(gone)).toBe(true);
    expect(queryView({ ...gone, error: new ApiError(403, "vietato") })).toBe("error");
  });

  it("says 'not available offline' for data never stored, and loads or fails otherwise", () => {
    expect(queryView({ ...base, isPending: true, fetchStatus: "paused" })).toBe("unavailable");
    expect(queryView({ ...base, isError: true, error: new ApiError(0, "rete") })).toBe("unavailable");
    expect(queryView({ ...base, isPending: true, fetchStatus: "fetching" })).toBe("loading");
    expect(queryView({ ...base, isError: true, error: new ApiError(500, "errore") })).toBe("error");
  });
});
