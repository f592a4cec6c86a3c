// GET /v100/contacts: the distributor's contacts from configuration (CONTACTS_FILE or built-in).
import { readFileSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { contactsSchema, type ContactSection } from "../../../shared/contract/contacts";
import { access } from "../../lib/access-rule";
import { ok, okSchema } from "../../lib/envelope";
import { DEFAULT_CONTACTS } from "./default-contacts";

export function loadContacts(file: string | undefined): ContactSection[] {
  if (!file) return DEFAULT_CONTACTS;
  const parsed = contactsSchema.safeParse(JSON.parse(readFileSync(file, "utf8")));
  if (!parsed.success) throw new Error(`CONTACTS_FILE non valido: ${parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ")}`);
  return parsed.data;
}

export function contactsRoutes(app: FastifyInstance, contacts: ContactSection[]): void {
  app.get("/v100/contacts", { config: { access: access.anyUser }, schema: { tags: ["contacts"], response: { 200: okSchema(contactsSchema) } } }, async (_request, reply) => {
    reply.header("Cache-Control", "private, max-age=300");
    return ok(contacts);
  });
}
