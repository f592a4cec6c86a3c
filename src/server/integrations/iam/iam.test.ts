import { describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { createIntegrations } from "../registry";
import { iamHttpClient } from "./http-client";
import { iamSimulator } from "./simulator";
import { IamUnavailableError } from "./contract";

const jsonResponse = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("IAM simulator", () => {
  it("asks the catalogue for the normalised code, and nothing for a blank one", async () => {
    const asked: string[] = [];
    const iam = iamSimulator({
      equivalentCodes: async (norm) => {
        asked.push(norm);
        return [{ brand: "MANN-FILTER", code: "W71275" }];
      },
    });
    expect(await iam.alternatives("oc-90")).toEqual([{ brand: "MANN-FILTER", code: "W71275" }]);
    expect(await iam.alternatives(" ./- ")).toEqual([]);
    expect(asked).toEqual(["OC90"]);
  });

  it("is replaced by the HTTP client when IAM_URL is set", () => {
    const directory = { equivalentCodes: async () => [] };
    expect(createIntegrations(loadConfig({}), {}, { equivalents: directory }).iam.kind).toBe("simulator");
    expect(createIntegrations(loadConfig({ IAM_URL: "http://iam.example" }), {}, { equivalents: directory }).iam.kind).toBe("http");
  });
});

describe("IAM HTTP client", () => {
  it("calls {IAM_URL}/alternatives?codice= and reads a list or an envelope", async () => {
    const seen: string[] = [];
    const list = [{ brand: "UFI", code: "23.108.00" }];
    const iam = iamHttpClient("http://iam.example/", async (url) => {
      seen.push(String(url));
      return jsonResponse(seen.length === 1 ? list : { data: list });
    });
    expect(await iam.alternatives("OC 90")).toEqual(list);
    expect(await iam.alternatives("OC90")).toEqual(list);
    expect(seen[0]).toBe("http://iam.example/alternatives?codice=OC+90");
  });

  it.each([
    ["a network failure", async () => Promise.reject(new TypeError("fetch failed"))],
    ["a 503", async () => new Response("", { status: 503 })],
    ["not a list", async () => jsonResponse({ brand: "X" })],
  ])("turns %s into IamUnavailableError", async (_label, fetchImpl) => {
    await expect(iamHttpClient("http://iam.example", fetchImpl as typeof fetch).alternatives("OC90")).rejects.toBeInstanceOf(IamUnavailableError);
  });
});
