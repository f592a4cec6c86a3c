// TRUST_PROXY as Fastify's trustProxy. A hop count becomes a function of the hop's position:
// Fastify 5 refuses a bare number (it cannot tell a proxy from a client that adds enough
// X-Forwarded-For entries), while "the first n hops from the socket are our proxies" is exactly
// what a fixed deployment knows. Addresses go to proxy-addr as they are. Either way the client
// address is the right-most X-Forwarded-For entry that is not a trusted proxy.
import type { Config } from "../config";

export type ProxyTrust = false | string[] | ((address: string, hop: number) => boolean);

export function proxyTrust(setting: Config["TRUST_PROXY"]): ProxyTrust {
  if (setting === false || setting === 0) return false;
  if (typeof setting === "number") {
    const hops = setting;
    return (_address, hop) => hop < hops;
  }
  return setting;
}
