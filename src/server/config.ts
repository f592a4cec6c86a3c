// Every environment variable Banco reads, parsed once. README.md has the table.
import { z } from "zod";
import { parseClosures } from "../shared/rules/company-closures";

const bool = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

/**
 * Which peers are reverse proxies whose X-Forwarded-* headers count: none (""/0/false), a hop
 * count ("1": the socket peer; "2": it and the proxy before it), or their addresses and subnets
 * ("10.0.0.1,10.0.0.0/8", names of proxy-addr such as "loopback"). The client address is the
 * right-most one that is not a trusted proxy. "true" means one hop: trusting every hop would let
 * a client choose its own address with the left-most X-Forwarded-For entry.
 */
const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    if (v === undefined || v === "" || v === "0" || v === "false") return false;
    if (v === "true") return 1;
    if (/^\d+$/.test(v)) return Number(v);
    const list = v.split(",").map((a) => a.trim()).filter(Boolean);
    if (list.every((a) => /^[0-9a-fA-F.:/]+$/.test(a) || ["loopback", "linklocal", "uniquelocal"].includes(a))) return list;
    ctx.addIssue({ code: "custom", message: "TRUST_PROXY: numero di proxy o indirizzi separati da virgola" });
    return z.NEVER;
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().optional(),
  // Connections to PostgreSQL per instance (the embedded database always gets 8).
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  DEMO: bool,
  DEMO_PRODUCTS: z.coerce.number().int().min(100).max(2_000_000).default(20_000),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  COMPANY_NAME: z.string().default("Ricambi Sud Distribuzione S.p.A."),
  COMPANY_ADDRESS: z.string().default("Zona Industriale Località Piano del Governo · 85038 Senise (PZ)"),
  // The counter's phone number, shown in the portal's footer and on the "no results" hint.
  COUNTER_PHONE: z.string().trim().max(40).default("0973 584 210"),
  COMPANY_VAT: z.string().default("P.IVA e C.F. 01987650764 · REA PZ-123456"),
  PUBLIC_URL: z.string().optional(),
  TRUST_PROXY: trustProxy,
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24 * 30),
  LOGIN_MAX_FAILURES_USER: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_IP: z.coerce.number().int().min(1).default(30),
  LOGIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  // Across addresses a username is slowed down, never locked: each failure past
  // LOGIN_MAX_FAILURES_USER doubles the wait before the next check, from BASE up to MAX.
  LOGIN_SLOWDOWN_BASE_MS: z.coerce.number().int().min(0).default(1000),
  LOGIN_SLOWDOWN_MAX_MS: z.coerce.number().int().min(0).default(15_000),
  // Password checks (scrypt, 128 MB each) running at once, and waiting; beyond them 429.
  PASSWORD_CHECKS_CONCURRENT: z.coerce.number().int().min(1).max(16).default(2),
  // Requests per address and minute to the public agent URLs (/report/{agentUrl}; decision 0025).
  AGENT_URL_MAX_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
  // The largest price list /admin/loadCSV accepts (decision 0028); a larger one is refused before it is read.
  PRICE_LIST_MAX_MB: z.coerce.number().int().min(1).max(2048).default(100),
  PASSWORD_CHECKS_QUEUED: z.coerce.number().int().min(0).max(1000).default(16),
  DEPARTURE_MORNING: z.string().regex(/^\d{2}:\d{2}$/).default("11:30"),
  DEPARTURE_EVENING: z.string().regex(/^\d{2}:\d{2}$/).default("17:30"),
  // Company closure days besides Italy's national holidays (shared/rules/company-closures.ts).
  COMPANY_CLOSURES: z
    .string()
    .default("")
    .transform((text, ctx) => {
      const parsed = parseClosures(text);
      if (parsed.ok) return parsed.closures;
      ctx.addIssue({ code: "custom", message: `giorno di chiusura non valido "${parsed.invalid}" (usare MM-GG, AAAA-MM-GG o un intervallo con "..")` });
      return z.NEVER;
    }),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Banco <noreply@banco.local>"),
  // Where new return requests (and withdrawals) are mailed: the warehouse's returns desk (decision 0027).
  RETURNS_WAREHOUSE_EMAIL: z.string().default("resi@ricambisud.it"),
  // Delivery retries of one mail (after the first attempt), the first after this many seconds, then doubling.
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(50).default(8),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  // How often queued mails are handed to delivery jobs (mail-dispatch): a mail waits up to this long.
  MAIL_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  ERP_URL: z.string().optional(),
  ERP_TOKEN: z.string().optional(),
  ERP_SIM_INTERVAL_MS: z.coerce.number().int().min(100).default(5000),
  AML_URL: z.string().optional(),
  CLL_URL: z.string().optional(),
  CLC_URL: z.string().optional(),
  IAM_URL: z.string().optional(),
  KSTORE_URL: z.string().optional(),
  GS_URL: z.string().optional(),
  // The distributor's quote desk: quote requests are mailed there (a copy goes to the customer).
  // A JSON file with the contacts page's sections (shared/contract/contacts.ts); built-in list otherwise.
  CONTACTS_FILE: z.string().optional(),
  QUOTE_DESK_EMAIL: z.string().email().default("preventivi@ricambisud.it"),
  UPLOAD_DIR: z.string().optional(),
  // Benchmark-only routes (/v100/bench/*): `npm run bench` sets it; never in a deployment.
  BENCH_CEILING: bool,
  // End-to-end-only routes (/v100/e2e/*, decision 0037): scripts/e2e-server.mjs sets it; never in a deployment.
  E2E_FIXTURES: bool,
  BACKGROUND_JOBS: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((v) => v === undefined || v === "" || v === "1" || v === "true"),
  // Only these jobs (comma-separated names) run their workers here; all of them when unset. The
  // benchmark measures the cart CSV job alone this way (decision 0012).
  BACKGROUND_JOBS_ONLY: z
    .string()
    .optional()
    .transform((v) => (v ? v.split(",").map((n) => n.trim()).filter(Boolean) : null)),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Configurazione non valida:\n${lines.join("\n")}`);
  }
  return { ...parsed.data, ...overrides };
}
