// End-to-end-only routes, registered only when E2E_FIXTURES=1 (scripts/e2e-server.mjs starts the
// e2e server that way; tests/api/e2e-fixtures.test.ts checks they are absent otherwise). Never
// part of a deployment (decision 0037).
//
// - POST /v100/e2e/users { copyOf, username, sameCustomer? } makes a copy of a demo account for one
//   test (tests/e2e/fixtures.ts): same role, flags and password, a copy of the demo customer (or
//   the same customer), its own cart, drafts and sessions, so two Playwright workers do not share them.
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type pg from "pg";
import { z } from "zod";
import { access } from "../../lib/access-rule";
import { AppError } from "../../lib/app-error";
import { ok, okSchema } from "../../lib/envelope";
import { isUniqueViolation } from "../../db/pg-errors";
import { demoAccounts } from "../../db/seed/identity";
import { e2eFixturesRepo } from "./repo";

const demoNames = demoAccounts.map((a) => a.username) as [string, ...string[]];

const copyBody = z.object({
  copyOf: z.enum(demoNames),
  // A name no demo account or real user would have: "e2e." first, then letters, digits, dots, dashes.
  username: z.string().regex(/^e2e\.[a-z0-9.-]{1,100}$/),
  // A customer user's copy gets a customer of its own unless the test needs the demo customer's history.
  sameCustomer: z.boolean().default(false),
});
const copiedUser = z.object({ id: z.number().int(), username: z.string(), customerId: z.number().int().nullable() });

export function e2eFixtureRoutes(server: FastifyInstance, pool: pg.Pool): void {
  const app = server.withTypeProvider<ZodTypeProvider>();
  const repo = e2eFixturesRepo(pool);
  app.post(
    "/v100/e2e/users",
    { config: { access: access.public }, schema: { tags: ["e2e"], body: copyBody, response: { 200: okSchema(copiedUser) } } },
    async (request) => {
      const { copyOf, username, sameCustomer } = request.body;
      const user = await repo.copyUser(copyOf, username, sameCustomer).catch((err: unknown) => {
        if (isUniqueViolation(err)) throw new AppError("conflict", `Lo username ${username} è già utilizzato da un altro utente`);
        throw err;
      });
      if (!user) throw new AppError("notFound", `Utente demo ${copyOf} non trovato`);
      return ok(user);
    },
  );
}
