// Builds the Fastify application: plugins, then every module's routes. Tests build it in-process;
// main.ts adds the listening socket, the job queue's workers and shutdown.
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from "fastify";
import cookie from "@fastify/cookie";
import formbody from "@fastify/formbody";
import compress from "@fastify/compress";
import { constants as zlibConstants } from "node:zlib";
import multipart from "@fastify/multipart";
import { z } from "zod";
import type { Config } from "./config";
import type { Database } from "./db/connection";
import { registerErrorHandling } from "./plugins/errors";
import { registerSession } from "./plugins/session";
import { registerAccessControl, type RegisteredRoute } from "./plugins/access-control";
import { registerOriginCheck } from "./plugins/origin-check";
import { registerInputSafety } from "./plugins/input-safety";
import { registerCachePolicy } from "./plugins/cache-policy";
import { registerSecurityHeaders } from "./plugins/security-headers";
import { registerStaticApp } from "./plugins/static-app";
import { registerOpenApi, registerOpenApiRoutes, registerTypedRoutes } from "./plugins/openapi";
import { authRepo } from "./modules/auth/repo";
import { authService } from "./modules/auth/service";
import { loginThrottle } from "./modules/auth/login-throttle";
import { throttleRepo } from "./modules/auth/throttle-repo";
import { authRoutes } from "./modules/auth/routes";
import { impersonationService } from "./modules/auth/impersonation";
import { impersonationRoutes } from "./modules/auth/impersonation-routes";
import { customerInfoRepo } from "./modules/customer-info/repo";
import { customerInfoService } from "./modules/customer-info/service";
import { customerInfoRoutes } from "./modules/customer-info/routes";
import { API_VERSION, metaRoutes } from "./modules/meta/routes";
import { auditService } from "./modules/audit/service";
import { auditRoutes } from "./modules/audit/routes";
import { catalogueRepo } from "./modules/catalogue/repo";
import { catalogueService } from "./modules/catalogue/service";
import { searchRepo } from "./modules/search/repo";
import { searchService } from "./modules/search/service";
import { searchLogWriter } from "./modules/search/search-log";
import { searchRoutes } from "./modules/search/routes";
import { promosRepo } from "./modules/promos/repo";
import { promosService } from "./modules/promos/service";
import { promoRoutes } from "./modules/promos/routes";
import { cartRepo } from "./modules/cart/repo";
import { cartService } from "./modules/cart/service";
import { businessCalendar } from "./lib/business-calendar";
import { cartRoutes } from "./modules/cart/routes";
import { ordersRepo } from "./modules/orders/repo";
import { ordersService, sentOrders, sentOrdersRepo } from "./modules/orders/service";
import { ordersRoutes } from "./modules/orders/routes";
import { orderPromiseRoutes } from "./modules/orders/promise-routes";
import { orderPromises } from "./modules/orders/promises";
import { promiseRepo } from "./modules/orders/promise-repo";
import { missingRepo } from "./modules/missing/repo";
import { missingService } from "./modules/missing/service";
import { missingRoutes } from "./modules/missing/routes";
import { arrivalNoticeRoutes } from "./modules/missing/arrival-routes";
import { arrivalsRepo } from "./modules/missing/arrivals-repo";
import { arrivalsService } from "./modules/missing/arrivals";
import { documentsRepo } from "./modules/documents/repo";
import { documentsService } from "./modules/documents/service";
import { documentsRoutes } from "./modules/documents/routes";
import { visitsRepo } from "./modules/visits/repo";
import { visitsService } from "./modules/visits/service";
import { visitsRoutes } from "./modules/visits/routes";
import { returnsRepo } from "./modules/returns/repo";
import { returnPhotosRepo } from "./modules/returns/photos-repo";
import { returnsService } from "./modules/returns/service";
import { returnsRoutes } from "./modules/returns/routes";
import { createIntegrations, type Integrations } from "./integrations/registry";
import { benchRoutes } from "./modules/bench/routes";
import { e2eFixtureRoutes } from "./modules/e2e-fixtures/routes";
import { mailRepo } from "./modules/mail/repo";
import { registrationRepo } from "./modules/registration/repo";
import { registrationService } from "./modules/registration/service";
import { registrationRoutes } from "./modules/registration/routes";
import { backOfficeRoutes } from "./modules/back-office/routes";
import { mailRoutes } from "./modules/mail/routes";
import { returnMailTargets } from "./modules/returns/notify";
import { trackingRepo } from "./modules/tracking/repo";
import { trackingService } from "./modules/tracking/service";
import { trackingRoutes } from "./modules/tracking/routes";
import { obsoleteRepo } from "./modules/obsolete/repo";
import { obsoleteService } from "./modules/obsolete/service";
import { obsoleteRoutes } from "./modules/obsolete/routes";
import { reorderRepo } from "./modules/reorder/repo";
import { reorderService } from "./modules/reorder/service";
import { reorderRoutes } from "./modules/reorder/routes";
import { JobQueue, type AnyJob, type JobQueueOptions } from "./jobs/queue";
import { backgroundJobs } from "./jobs/registry";
import { registerWorkshopTools } from "./modules/workshop-tools";
import { proxyTrust } from "./lib/trust-proxy";
import { common } from "../shared/messages/common";
import { ErrorCode } from "../shared/contract/envelope";
import { joinPdfPool } from "./lib/pdf-pool";

// Validation messages in Italian for every schema that does not give its own.
z.config(z.locales.it());

export interface BuildAppOptions {
  database: Database;
  config: Config;
  /** A pino logger; tests pass none and get a silent one. */
  logger?: FastifyBaseLogger;
  clientDir?: string | null;
  integrations?: Partial<Integrations>;
  /** Tests: faster polling, extra jobs. */
  jobQueue?: JobQueueOptions & { extraJobs?: AnyJob[] };
}

export interface BuiltApp {
  app: FastifyInstance;
  routes: RegisteredRoute[];
  integrations: Integrations;
  /** The job queue: pg-boss starts on first use; main.ts starts its workers (BACKGROUND_JOBS). Stopped with the app. */
  queue: JobQueue;
}

export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const { database, config } = opts;
  const app = Fastify({
    ...(opts.logger ? { loggerInstance: opts.logger } : { logger: false }),
    trustProxy: proxyTrust(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Per-request lines only when debugging: at production level they cost more than they tell.
    logController: new LogController({ disableRequestLogging: config.LOG_LEVEL !== "debug" && config.LOG_LEVEL !== "trace" }),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Errors raised before routing (a path that is not valid percent-encoded UTF-8, a bad
    // content-type header) bypass the error handler: they get the same envelope.
    frameworkErrors: (error, _request, reply) => {
      const r = reply as unknown as FastifyReply;
      void r.status(error.statusCode ?? 400).send({ data: null, error: common.invalidInput, errorCode: ErrorCode.validation });
    },
  });
  const routes: RegisteredRoute[] = [];
  const db = database.db;
  // The search's prepared statement runs on the search pool (generic plans).
  const catalogueData = catalogueRepo(db, { searchPool: database.searchPool });
  const integrations = createIntegrations(config, opts.integrations, { equivalents: catalogueData });

  registerErrorHandling(app);
  registerTypedRoutes(app);
  registerSecurityHeaders(app);
  registerCachePolicy(app);
  // Answers up to 64 KB (a search of 50 rows, a cart of a few dozen lines) are compressed in one
  // synchronous call: on two cores the stream path's default bound (8 KB) cost more CPU in
  // pipeline and chunked writes than it saved the event loop (BENCHMARKS.md). Brotli at quality 1,
  // not the plugin's 4: a third of the CPU on real answers (13–44 µs against 43–158 µs for 1.5–37 KB)
  // for 8–14 % more bytes (BENCHMARKS.md, Session 24); the static files are compressed at build time.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: 64 * 1024,
    encodings: ["br", "gzip"],
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT, [zlibConstants.BROTLI_PARAM_QUALITY]: 1 } },
  });
  await app.register(cookie);
  await app.register(formbody);
  await app.register(multipart, { limits: { fileSize: 16 * 1024 * 1024, files: 10, fields: 50, parts: 60 } });
  registerAccessControl(app, routes);
  await registerOpenApi(app, { title: `Banco — ${config.COMPANY_NAME}`, version: API_VERSION });
  registerInputSafety(app);

  const authData = authRepo(db);
  const auth = authService(authData, config, app.log, loginThrottle(throttleRepo(db), config, app.log));
  registerSession(app, auth);
  registerOriginCheck(app);

  const catalogue = catalogueService(catalogueData);

  const audit = auditService(db);
  const behalf = impersonationService(authData, auth, audit);
  const customerInfo = customerInfoService(customerInfoRepo(db), behalf, audit);

  metaRoutes(app, database, config);
  authRoutes(app, auth);
  auditRoutes(app, audit);
  impersonationRoutes(app, behalf);
  customerInfoRoutes(app, customerInfo);
  const searchLog = searchLogWriter(searchRepo(db), app.log);
  const calendar = businessCalendar(config.COMPANY_CLOSURES);
  searchRoutes(app, searchService({ catalogue, integrations, log: searchLog, calendar }), searchLog);
  const cart = cartService({ repo: cartRepo(db), catalogue, audit, config, calendar, orders: sentOrders(sentOrdersRepo(db)) });
  cartRoutes(app, cart);
  reorderRoutes(app, reorderService({ repo: reorderRepo(db), catalogue, cart, audit }));

  visitsRoutes(app, visitsService({ repo: visitsRepo(db), behalf, audit, maxPerMinute: config.AGENT_URL_MAX_PER_MINUTE }));
  const ordersWithPromises = ordersService(ordersRepo(db), config, orderPromises({ repo: promiseRepo(db), config, calendar }));
  ordersRoutes(app, ordersWithPromises);
  orderPromiseRoutes(app, ordersWithPromises);
  missingRoutes(app, missingService(missingRepo(db), (staff) => behalf.customerScope(staff)));
  documentsRoutes(app, documentsService(documentsRepo(db), config));
  // Orders' and documents' PDFs are laid out in worker threads; the last app to close stops them.
  const releasePdfPool = joinPdfPool();
  app.addHook("onClose", releasePdfPool);
  returnsRoutes(app, returnsService({ repo: returnsRepo(db), photos: returnPhotosRepo(db), audit, calendar, mail: returnMailTargets(config) }));
  trackingRoutes(app, trackingService(trackingRepo(db), audit, config));
  obsoleteRoutes(app, obsoleteService(obsoleteRepo(db), audit));
  promoRoutes(
    app,
    promosService({
      repo: promosRepo(db),
      catalogue,
      audit,
      targets: async (a) => (await behalf.candidates(a)).map((c) => ({ uId: c.uId, uUsername: c.uUsername, customerId: c.customerId, businessName: c.businessName })),
    }),
  );

  const company = { name: config.COMPANY_NAME, address: config.COMPANY_ADDRESS };
  arrivalNoticeRoutes(app, arrivalsService({ repo: arrivalsRepo(db), audit, company }));
  registrationRoutes(app, registrationService({ repo: registrationRepo(db), audit, company, log: app.log }), config.PUBLIC_URL);
  const queue = new JobQueue({ database, config, log: app.log, integrations }, [...backgroundJobs, ...(opts.jobQueue?.extraJobs ?? [])], opts.jobQueue);
  app.addHook("onClose", () => queue.stop());
  mailRoutes(app, mailRepo(db), queue);
  backOfficeRoutes(app, { db, pool: database.pool, backgroundPool: database.backgroundPool, audit, config, queue });
  registerWorkshopTools(app, { db, config, queue, catalogue, audit, integrations, cart });

  // Benchmark only (npm run bench): the ceiling route and the event-loop monitor.
  if (config.BENCH_CEILING) benchRoutes(app, database.pool);
  // End-to-end suite only (scripts/e2e-server.mjs): a user per test (decision 0037).
  if (config.E2E_FIXTURES) e2eFixtureRoutes(app, database.pool);

  await registerOpenApiRoutes(app);
  await registerStaticApp(app, opts.clientDir ?? null);
  await app.ready();
  return { app, routes, integrations, queue };
}
