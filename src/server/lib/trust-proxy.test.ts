import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { proxyTrust } from "./trust-proxy";

async function seen(setting: ReturnType<typeof loadConfig>["TRUST_PROXY"], remoteAddress: string, headers: Record<string, string>) {
  const app = Fastify({ trustProxy: proxyTrust(setting) });
  app.get("/", async (request) => ({ ip: request.ip, protocol: request.protocol }));
  const res = await app.inject({ method: "GET", url: "/", remoteAddress, headers });
  await app.close();
  return res.json() as { ip: string; protocol: string };
}

describe("TRUST_PROXY", () => {
  it("parses off, a hop count, or proxy addresses", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).TRUST_PROXY).toEqual(["10.0.0.1", "10.1.0.0/16"]);
    expect(() => loadConfig({ TRUST_PROXY: "tutti" })).toThrow(/TRUST_PROXY/);
  });

  it("with one hop takes the right-most X-Forwarded-For entry, whatever the client wrote before it", async () => {
    const xff = { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-forwarded-proto": "https" };
    expect(await seen(1, "10.0.0.1", xff)).toEqual({ ip: "203.0.113.9", protocol: "https" });
  });

  it("with two hops skips the proxy before ours", async () => {
    expect((await seen(2, "10.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" })).ip).toBe("203.0.113.9");
  });

  it("with addresses trusts only those peers", async () => {
    const list = ["10.0.0.0/8"];
    expect((await seen(list, "10.0.0.1", { "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" })).ip).toBe("203.0.113.9");
    // A peer that is not a proxy: its headers count for nothing.
    expect(await seen(list, "192.0.2.5", { "x-forwarded-for": "6.6.6.6", "x-forwarded-proto": "https" })).toEqual({ ip: "192.0.2.5", protocol: "http" });
  });

  it("off: the socket address, headers ignored", async () => {
    expect((await seen(false, "192.0.2.5", { "x-forwarded-for": "6.6.6.6" })).ip).toBe("192.0.2.5");
  });
});
