import path from "node:path";
import { z } from "zod";
import { backupKeepDefault, backupKeepMax } from "../shared/rules/backup.ts";
import { sqliteNeedsNewerNode, sqliteNodeApiVersion } from "../shared/rules/operations.ts";

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === "" ? undefined : value.trim()));

const flag = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off", ""])
  .optional()
  .transform((value) =>
    value === undefined || value === "" ? undefined : ["1", "true", "yes", "on"].includes(value),
  );

const milliseconds = (fallback: number) => z.coerce.number().int().min(100).max(3_600_000).default(fallback);

const keepWords = `must be a whole number from 1 to ${backupKeepMax}`;

const environment = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .default("file:./data/site.db")
    .refine((url) => url.startsWith("file:") || /^postgres(ql)?:\/\//.test(url), {
      message: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
    }),
  ADMIN_EMAIL: optionalString.pipe(z.email("must be an email address").optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(8, "must be at least 8 characters").optional()),
  SEED_DEMO: flag,
  REDIS_URL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: optionalString,
  NOTIFY_EMAIL: optionalString.pipe(z.email("must be an email address").optional()),
  PUBLIC_URL: optionalString.pipe(z.url("must be a URL such as https://example.com").optional()),
  TRUST_PROXY: optionalString,
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_SCALE: z.coerce.number().min(1).max(10_000).default(1),
  // Multiplies the caps on messages to one customer (decision 047); only the browser tests raise it.
  MESSAGE_CAP_SCALE: z.coerce.number().min(1).max(10_000).default(1),
  WEB_APP: z.enum(["build", "vite", "off"]).optional(),
  OUTBOX_POLL_MS: milliseconds(5_000),
  // A fraction shortens the waits between tries of a failed message (tests); 1 is the real schedule.
  OUTBOX_RETRY_SCALE: z.coerce.number().min(0.0001).max(1).default(1),
  HEADERS_TIMEOUT_MS: milliseconds(20_000),
  IDLE_TIMEOUT_MS: milliseconds(30_000),
  REQUEST_TIMEOUT_MS: milliseconds(300_000),
  KEEP_ALIVE_TIMEOUT_MS: milliseconds(72_000),
  METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
  MAX_CONNECTIONS_PER_ADDRESS: optionalString.pipe(
    z.coerce.number<string | undefined>().int().min(0).max(100_000).optional(),
  ),
  API_DOCS_PUBLIC: flag,
  // Where deploy/sparkle-backup.service has deploy/backup-nightly.sh write its copies.
  BACKUP_DIR: optionalString.transform((value) => value ?? "/var/backups/sparkle"),
  BACKUP_KEEP: optionalString.pipe(
    z.coerce
      .number<string | undefined>({ error: keepWords })
      .int(keepWords)
      .min(1, keepWords)
      .max(backupKeepMax, keepWords)
      .optional(),
  ),
  // Absolute: the nightly backup runs from the unit's working folder, and a relative path there would
  // quietly land the "second location" on the same disk.
  // The crew pages' secrets are derived from this key (docs/decisions/049-crew-pages.md).
  CREW_LINK_KEY: optionalString.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  BACKUP_COPY_DIR: optionalString.pipe(
    z
      .string()
      .refine((folder) => path.isAbsolute(folder), {
        message: "must be an absolute path such as /mnt/backup",
      })
      .optional(),
  ),
  // Online payments (docs/decisions/045-online-payments.md): on when the secret key is set.
  PAYSTACK_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(/^sk_(test|live)_[A-Za-z0-9]+$/, "must be a Paystack secret key (sk_test_… or sk_live_…)")
      .optional(),
  ),
  PAYSTACK_API_URL: optionalString.pipe(z.url("must be a URL such as https://api.paystack.co").optional()),
  // Messages by WhatsApp and SMS (docs/decisions/046-message-channels.md).
  WHATSAPP_TOKEN: optionalString,
  WHATSAPP_PHONE_NUMBER_ID: optionalString,
  WHATSAPP_API_URL: optionalString.pipe(
    z.url("must be a URL such as https://graph.facebook.com/v23.0").optional(),
  ),
  WHATSAPP_APP_SECRET: optionalString,
  WHATSAPP_VERIFY_TOKEN: optionalString,
  TERMII_API_KEY: optionalString,
  TERMII_API_URL: optionalString.pipe(z.url("must be a URL such as https://api.ng.termii.com").optional()),
  TERMII_SENDER_ID: optionalString,
  PROVIDER_TIMEOUT_MS: milliseconds(10_000),
});

/** Without it, links in pages, the sitemap and mail would have to come from the visitor's Host header. */
export const publicUrlRequired =
  "is required in production: the site's public address, such as https://sparkleshine.ng " +
  "(canonical links, social previews, the sitemap and mail links use it)";

export type Config = {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  databaseUrl: string;
  adminEmail?: string;
  adminPassword?: string;
  seedDemo: boolean;
  redisUrl?: string;
  smtpUrl?: string;
  mailFrom: string;
  notifyEmail?: string;
  publicUrl?: string;
  trustProxy: boolean | string | ((address: string, hop: number) => boolean);
  logLevel: string;
  /** Multiplies every rate limit: for load tests and browser tests that all come from one address. */
  rateLimitScale: number;
  /** Multiplies the caps on messages to one recipient: 1 but in the browser tests (decision 047). */
  messageCapScale: number;
  /** How often the outbox worker looks for due messages, besides being woken by each new one. */
  outboxPollMs: number;
  /** Multiplies the waits between tries of a failed message (src/shared/rules/outbox.ts). */
  outboxRetryScale: number;
  /** How the web app is served: the production build, Vite's dev middleware, or not at all (API tests). */
  webApp: "build" | "vite" | "off";
  /** Slow clients: how long the headers, a silence and a whole request may take, and idle keep-alive. */
  timeouts: { headersMs: number; idleMs: number; requestMs: number; keepAliveMs: number };
  /** Lets a scraper on another machine read /api/metrics (`Authorization: Bearer …`); unset, only this machine may. */
  metricsToken?: string;
  /** Open connections one client address may hold; 0 is no limit (behind a proxy every client shares its address). */
  maxConnectionsPerAddress: number;
  /** The API's description (/api/openapi.json, /api/docs) open to anyone; otherwise owners only. */
  apiDocsPublic: boolean;
  /** The folder the nightly backups go to; `npm run admin -- doctor` checks that a recent one is there. */
  backupDir: string;
  /** How many nightly backups each folder keeps. */
  backupKeep: number;
  /** A second folder (another disk, another server's share) each nightly backup is copied to. */
  backupCopyDir?: string;
  /** Derives each crew page's secret; unset, a key kept in the database does (decision 049). */
  crewLinkKey?: string;
  /** Paystack: online payment is on while `secretKey` is set. The key never leaves the server's calls to Paystack. */
  paystack: { secretKey?: string; apiUrl: string; timeoutMs: number };
  /** WhatsApp Cloud API: on when the token and the phone number's ID are both set. Never logged. */
  whatsapp?: {
    token: string;
    phoneNumberId: string;
    apiUrl: string;
    appSecret?: string;
    verifyToken?: string;
  };
  /** Termii SMS: on when its key is set. Never logged. */
  termii?: { apiKey: string; apiUrl: string; senderId: string };
  /** How long a WhatsApp or SMS provider may take to answer before the try counts as failed. */
  providerTimeoutMs: number;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  }
}

/**
 * Reads the environment. `serve` is for the server itself, which in production must know its public
 * address; the command-line tools only need the database.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, purpose: "serve" | "tool" = "tool"): Config {
  const parsed = environment.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
  const production = (parsed.data?.NODE_ENV ?? env.NODE_ENV) === "production";
  if (purpose === "serve" && production && !env.PUBLIC_URL?.trim()) {
    problems.push(`PUBLIC_URL: ${publicUrlRequired}`);
  }
  // An older Node would crash loading the SQLite driver; PostgreSQL needs no native addon.
  const databaseUrl = parsed.data?.DATABASE_URL ?? "";
  if (databaseUrl.startsWith("file:") && Number(process.versions.napi) < sqliteNodeApiVersion) {
    problems.push(`DATABASE_URL: ${sqliteNeedsNewerNode(process.version)}`);
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    adminEmail: e.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? e.DATABASE_URL === "file:./data/site.db",
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "Sparkle & Shine Cleaning <no-reply@sparkleshine.ng>",
    notifyEmail: e.NOTIFY_EMAIL,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ""),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    rateLimitScale: e.RATE_LIMIT_SCALE,
    messageCapScale: e.MESSAGE_CAP_SCALE,
    outboxPollMs: e.OUTBOX_POLL_MS,
    outboxRetryScale: e.OUTBOX_RETRY_SCALE,
    webApp: e.WEB_APP ?? (e.NODE_ENV === "production" ? "build" : "vite"),
    timeouts: {
      headersMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      idleMs: e.IDLE_TIMEOUT_MS,
      requestMs: e.REQUEST_TIMEOUT_MS,
      keepAliveMs: e.KEEP_ALIVE_TIMEOUT_MS,
    },
    metricsToken: e.METRICS_TOKEN,
    // Behind a proxy every client arrives from the proxy's address: no limit unless one is asked for.
    maxConnectionsPerAddress:
      e.MAX_CONNECTIONS_PER_ADDRESS ?? (e.TRUST_PROXY && e.TRUST_PROXY !== "false" ? 0 : 128),
    apiDocsPublic: e.API_DOCS_PUBLIC ?? false,
    backupDir: e.BACKUP_DIR,
    backupKeep: e.BACKUP_KEEP ?? backupKeepDefault,
    backupCopyDir: e.BACKUP_COPY_DIR,
    crewLinkKey: e.CREW_LINK_KEY,
    paystack: {
      secretKey: e.PAYSTACK_SECRET_KEY,
      apiUrl: (e.PAYSTACK_API_URL ?? "https://api.paystack.co").replace(/\/$/, ""),
      // How long one call may take before the customer is told to try again; tests shorten it.
      timeoutMs: 10_000,
    },
    ...messageProviders(e),
  };
}

/** The WhatsApp and SMS providers the environment sets up (docs/decisions/046-message-channels.md). */
function messageProviders(
  e: z.infer<typeof environment>,
): Pick<Config, "whatsapp" | "termii" | "providerTimeoutMs"> {
  return {
    whatsapp:
      e.WHATSAPP_TOKEN && e.WHATSAPP_PHONE_NUMBER_ID
        ? {
            token: e.WHATSAPP_TOKEN,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            apiUrl: (e.WHATSAPP_API_URL ?? "https://graph.facebook.com/v23.0").replace(/\/$/, ""),
            appSecret: e.WHATSAPP_APP_SECRET,
            verifyToken: e.WHATSAPP_VERIFY_TOKEN,
          }
        : undefined,
    termii: e.TERMII_API_KEY
      ? {
          apiKey: e.TERMII_API_KEY,
          apiUrl: (e.TERMII_API_URL ?? "https://api.ng.termii.com").replace(/\/$/, ""),
          senderId: e.TERMII_SENDER_ID ?? "Sparkle",
        }
      : undefined,
    providerTimeoutMs: e.PROVIDER_TIMEOUT_MS,
  };
}

/** TRUST_PROXY: true, false, a hop count, or addresses/subnets as Fastify takes them. */
function parseTrustProxy(value: string | undefined): Config["trustProxy"] {
  if (value === undefined || value === "false") return false;
  if (value === "true") return true;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

/** A configuration for tests and tools: defaults with the given overrides. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", WEB_APP: "off" }),
    seedDemo: false,
    ...overrides,
  };
}
