// The two agents of the salesman tests: agente.verdi (demo, customers 100001 and 100002), a second
// agent agente.neri (customer 100003 only), and admin, who rotates their report links.
import { addAgentNeri, userIdOf } from "./factories";
import { http } from "./http";
import type { TestApp } from "./test-app";

export interface Agents {
  verdi: string;
  neri: string;
  admin: string;
  verdiId: number;
  neriId: number;
}

/** Adds agente.neri and logs the three in: their cookies and the agents' ids. */
export async function loginAgents(t: TestApp): Promise<Agents> {
  const neriId = await addAgentNeri(t);
  const verdiId = await userIdOf(t, "agente.verdi");
  const { loginAs } = http(() => t);
  const [verdi, neri, admin] = await Promise.all([loginAs("agente.verdi"), loginAs("agente.neri"), loginAs("admin")]);
  return { verdi, neri, admin, verdiId, neriId };
}
