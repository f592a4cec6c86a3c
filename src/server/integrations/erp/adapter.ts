// Which ERP Banco talks to: the real one over HTTP when ERP_URL is set (the simulator is then
// never reached), otherwise the built-in simulator.
import type { Config } from "../../config";
import type { ErpAdapter } from "./contract";
import { httpErpClient } from "./http-client";

export function erpAdapterFor(config: Config): ErpAdapter {
  if (config.ERP_URL) return { kind: "http", client: httpErpClient({ baseUrl: config.ERP_URL, token: config.ERP_TOKEN }) };
  return { kind: "simulator" };
}
