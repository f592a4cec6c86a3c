// Wiring of the workshop tools (issue 21): CSV into the cart, quote request, catalogue and tyre
// stores, contacts. One call from app.ts keeps the shared file's edit small.
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import type { Db } from "../db/connection";
import type { Integrations } from "../integrations/registry";
import type { JobQueue } from "../jobs/queue";
import type { AuditService } from "./audit/service";
import type { CatalogueService } from "./catalogue/service";
import { cartUploadJob } from "./cart-upload/job";
import { cartUploadRepo } from "./cart-upload/repo";
import { cartUploadRoutes } from "./cart-upload/routes";
import { cartUploadService } from "./cart-upload/service";
import { cartRepo } from "./cart/repo";
import { quoteRepo } from "./quote/repo";
import { quoteRoutes } from "./quote/routes";
import { quoteService } from "./quote/service";
import { cartAdder, type CartService } from "./cart/service";
import { storesRepo } from "./stores/repo";
import { storesRoutes } from "./stores/routes";
import { storesService } from "./stores/service";
import { contactsRoutes, loadContacts } from "./contacts/routes";

export interface WorkshopToolsDeps {
  db: Db;
  config: Config;
  queue: JobQueue;
  catalogue: CatalogueService;
  audit: AuditService;
  integrations: Integrations;
  /** The app's cart service: the stores add to the cart through the same rules and calendar. */
  cart: CartService;
}

export function registerWorkshopTools(app: FastifyInstance, deps: WorkshopToolsDeps): void {
  const { db, queue, catalogue, audit, config, integrations, cart } = deps;
  cartUploadRoutes(
    app,
    cartUploadService({
      repo: cartUploadRepo(db),
      cart: cartAdder({ repo: cartRepo(db), audit }),
      catalogue,
      audit,
      schedule: async (userId, customerId, uploadId, tx) => {
        await queue.enqueue(cartUploadJob, { userId, customerId, uploadId }, { key: `upload-${uploadId}`, executor: tx });
      },
    }),
  );
  quoteRoutes(
    app,
    quoteService({ repo: quoteRepo(db), audit, deskEmail: config.QUOTE_DESK_EMAIL, company: { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS } }),
  );
  storesRoutes(
    app,
    storesService({ repo: storesRepo(db), integrations, catalogue, cart }),
    { publicUrl: config.PUBLIC_URL, kstoreSimulator: integrations.catalogueStore.kind === "simulator", gsSimulator: integrations.tyreStore.kind === "simulator" },
  );
  contactsRoutes(app, loadContacts(config.CONTACTS_FILE));
}
