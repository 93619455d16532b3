import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './configError';
import { type TranslationConfig, transcriptionConfig, translationConfig } from './configProviders';
import { isResolverAddress } from './lib/dns/resolverAddress';
import { CatalogueError, loadCatalogue, type PlanCatalogue } from './modules/billing';

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Nothing else in the server reads process.env.
 */
export const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  // PostgreSQL only (the embedded database has one connection and no other sessions to wait for).
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  /** Opening a connection, and waiting for a free one in the pool, fails after this long (503). */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** The longest a statement waits for a row another session holds: a stalled process delays others by at most this. */
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(2000),
  /** A session that leaves a transaction open this long (a frozen process) is ended by the server, freeing its locks. */
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  PUBLIC_URL: z.url().optional(),
  /** Host names (optionally host:port) whose requests may build links when PUBLIC_URL is unset. */
  ALLOWED_HOSTS: z.string().optional(),
  /**
   * Host names (exact, comma-separated) the theme extraction may fetch although they resolve to a
   * private, loopback or link-local address: an intranet install's own sites. None by default.
   */
  FETCH_ALLOWED_PRIVATE_HOSTS: z.string().optional(),
  /**
   * The DNS server (an IP address, optionally with `:port`) custom domains' TXT records are looked
   * up at; unset: the machine's resolvers. Tests point it at a loopback stand-in.
   */
  DNS_RESOLVER: z
    .string()
    .trim()
    .refine(isResolverAddress, {
      message: 'DNS_RESOLVER must be an IP address with an optional port, such as 127.0.0.1:5353 or [::1]:53',
    })
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_DAYS: z.coerce.number().int().positive().default(30),
  /**
   * Days a desktop recorder's token (connected by code) may go unused before it stops working; each
   * use moves the end on. Revocable any time in settings.
   */
  DESKTOP_RECORDER_TOKEN_DAYS: z.coerce.number().int().positive().max(3650).default(90),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Support as a Service <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SALES_EMAIL: z.email().default('sales@example.com'),
  TERMS_URL: z.url().default('https://example.com/terms'),
  PRIVACY_URL: z.url().default('https://example.com/privacy'),
  REFUND_URL: z.url().default('https://example.com/refund'),
  CHROME_EXTENSION_URL: z.string().default('/downloads/support-recorder.zip'),
  DESKTOP_RECORDER_URL: z.string().default('/download/desktop-recorder'),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RESET_PER_HOUR: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_EXTERNAL_IMAGES_PER_MINUTE: z.coerce.number().int().positive().default(30),
  // Slow clients: a connection must send its headers, and the whole request, within these times,
  // and may not stay silent longer than the idle time (a stalled body included).
  HTTP_HEADERS_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(20_000),
  HTTP_REQUEST_TIMEOUT_MS: z.coerce.number().int().min(10).max(3_600_000).default(120_000),
  HTTP_IDLE_TIMEOUT_MS: z.coerce.number().int().min(10).max(600_000).default(30_000),
  // Recording uploads in flight: per server process, and per organization across all servers.
  UPLOADS_PER_SERVER: z.coerce.number().int().min(1).max(1000).default(8),
  UPLOADS_PER_ORGANIZATION: z.coerce.number().int().min(1).max(1000).default(3),
  /** Bytes of external images an organization may keep, in MB. */
  EXTERNAL_IMAGES_QUOTA_MB: z.coerce.number().min(0).max(10_000_000).default(1024),
  // Per client address across every route that checks a password, whatever the e-mail: an office
  // behind one address signs in more often than one person, so it is higher than the per-account one.
  RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  RATE_LIMIT_RESET_PER_CLIENT_PER_HOUR: z.coerce.number().int().positive().default(30),
  // argon2 needs 64 MiB and ~0.1 s of a core per check: at most this many run at once per process.
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(availableParallelism()),
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(1000).default(4),
  PASSWORD_HASH_PER_CLIENT: z.coerce.number().int().min(1).max(1000).default(1),
  WEB_DIST_DIR: z.string().optional(),
  WORKER: z.enum(['on', 'off']).default('on'),
  /** Server processes sharing the port (node:cluster); more than one needs DATABASE_URL. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  // Job queue: image work is CPU-heavy, so two jobs at a time per process suits a 2-core machine.
  JOB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
  /** A job whose worker stops renewing it for this long is taken up by another worker. */
  JOB_LEASE_SECONDS: z.coerce.number().int().min(5).max(3600).default(60),
  /** How often an idle worker looks for due jobs (enqueues wake it at once anyway). */
  JOB_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  TRUST_PROXY: z.stringbool().default(false),
  /** The first account registered on an install with no users becomes its super admin (issue 18). */
  FIRST_ACCOUNT_SUPER_ADMIN: z.stringbool().default(true),
  // Plans and payments: the catalogue file, and Stripe (without it the built-in checkout activates plans at once).
  PLANS_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for tests and proxies: where the Stripe client sends its API calls, e.g. http://127.0.0.1:4242. */
  STRIPE_API_BASE: z.url().optional(),
  // File storage: local files under DATA_DIR/files unless S3_BUCKET names an S3-compatible bucket.
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** For S3-compatible services (MinIO, R2, …); unset means AWS. */
  S3_ENDPOINT: z.url().optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
  /** How long a signed file URL works (at least half of it from any moment it is handed out). */
  FILE_URL_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(60)
    .max(7 * 24 * 3600)
    .default(3600),
  // AI: any OpenAI-compatible chat API (OpenAI, Azure, Ollama, vLLM). Unset: AI-only features answer 503.
  AI_BASE_URL: z.url().optional(),
  AI_API_KEY: z.string().min(1).optional(),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(60_000),
  /** The model accepts images (a step's screenshot goes with its AI analysis). */
  AI_VISION: z.stringbool().default(false),
  // Transcription of narrations: an OpenAI-compatible /audio/transcriptions; defaults to the AI's server.
  TRANSCRIPTION_BASE_URL: z.url().optional(),
  TRANSCRIPTION_API_KEY: z.string().min(1).optional(),
  TRANSCRIPTION_MODEL: z.string().min(1).default('whisper-1'),
  TRANSCRIPTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(600_000),
  /** The largest narration the service takes: OpenAI's 25 MB; self-hosted whisper servers take more. */
  TRANSCRIPTION_MAX_FILE_MB: z.coerce.number().positive().max(1000).default(25),
  // Translation: the AI above (the default when it is configured), DeepL or LibreTranslate.
  TRANSLATION_PROVIDER: z.enum(['ai', 'deepl', 'libretranslate']).optional(),
  DEEPL_AUTH_KEY: z.string().min(1).optional(),
  DEEPL_SERVER_URL: z.url().optional(),
  LIBRETRANSLATE_URL: z.url().optional(),
  LIBRETRANSLATE_API_KEY: z.string().min(1).optional(),
  // Public site: a host of its own for help centers and shared links, and the rendered-page cache.
  DOCS_URL: z.url().optional(),
  PUBLIC_PAGE_CACHE_MB: z.coerce.number().min(0).max(4096).default(64),
  /** Time a render thread may spend on a megabyte of markdown before it is stopped. */
  MARKDOWN_RENDER_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).default(20_000),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL pool size and timeouts in milliseconds (0 turns a timeout off). */
  databasePool: DatabasePoolConfig;
  /** Unset: links use the request's host when it is allowed (lib/trustedOrigin.ts), else localhost. */
  publicUrl: string | undefined;
  /** Lowercased `host` or `host:port` entries from ALLOWED_HOSTS. */
  allowedHosts: string[];
  /** Lowercased host names from FETCH_ALLOWED_PRIVATE_HOSTS (lib/safeFetch). */
  fetchAllowedPrivateHosts: string[];
  /** DNS_RESOLVER (`address` or `address:port`); undefined: the system's resolvers. */
  dnsResolver: string | undefined;
  jwtSecret: string;
  jwtTtlDays: number;
  desktopRecorderTokenDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  salesEmail: string;
  legal: { termsUrl: string; privacyUrl: string; refundUrl: string };
  recorder: { chromeExtensionUrl: string; desktopRecorderUrl: string };
  corsOrigins: string[];
  logLevel: string;
  rateLimits: {
    loginPerMinute: number;
    loginPerClientPerMinute: number;
    resetPerHour: number;
    resetPerClientPerHour: number;
    registerPerHour: number;
    externalImagesPerMinute: number;
  };
  /** Node's headersTimeout, requestTimeout (the whole request, body included) and socket idle time. */
  http: { headersTimeoutMs: number; requestTimeoutMs: number; idleTimeoutMs: number };
  uploads: { perServer: number; perOrganization: number; externalImageQuotaBytes: number };
  passwordHashing: { concurrency: number; queue: number; perClient: number };
  webDistDir: string | undefined;
  worker: boolean;
  webConcurrency: number;
  jobs: { concurrency: number; leaseMs: number; pollMs: number };
  trustProxy: boolean;
  /** FIRST_ACCOUNT_SUPER_ADMIN: the first account of an install with no users becomes its super admin. */
  firstAccountSuperAdmin: boolean;
  billing: {
    plans: PlanCatalogue;
    /** null: no Stripe; checkout activates the chosen plan at once (self-hosting). */
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  };
  storage: {
    /** null: files under DATA_DIR/files, served through HMAC-signed URLs. */
    s3: {
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    } | null;
    fileUrlTtlSeconds: number;
  };
  /** null: AI features answer 503 AI_NOT_CONFIGURED. Configured by AI_BASE_URL and/or AI_API_KEY. */
  ai: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    /** AI_VISION: screenshots may be sent with a step's analysis. */
    vision: boolean;
  } | null;
  /** null: narrations are kept untranscribed (TRANSCRIPTION_* or the AI settings configure it). */
  transcription: {
    baseUrl: string | undefined;
    apiKey: string | undefined;
    model: string;
    timeoutMs: number;
    /** Narrations larger than this are not sent (every attempt would be refused). */
    maxFileBytes: number;
  } | null;
  /** null: adding a translation language is refused with TRANSLATION_NOT_CONFIGURED. */
  translation: TranslationConfig | null;
  publicSite: {
    /** Where public links point (DOCS_URL); unset: PUBLIC_URL or the request's own host. */
    docsUrl: string | undefined;
    /** Bytes of rendered public pages kept in memory (all encodings together). */
    pageCacheBytes: number;
    /** Time a markdown render may take on its thread per megabyte (MARKDOWN_RENDER_BUDGET_MS). */
    renderBudgetMsPerMb: number;
  };
};

export type DatabasePoolConfig = {
  size: number;
  connectTimeoutMs: number;
  statementTimeoutMs: number;
  lockTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
};

export { ConfigError } from './configError';
export type { TranslationConfig } from './configProviders';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = ZEnv.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePool: {
      size: e.DATABASE_POOL_SIZE,
      connectTimeoutMs: e.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: e.DATABASE_STATEMENT_TIMEOUT_MS,
      lockTimeoutMs: e.DATABASE_LOCK_TIMEOUT_MS,
      idleInTransactionTimeoutMs: e.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    allowedHosts: (e.ALLOWED_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    fetchAllowedPrivateHosts: (e.FETCH_ALLOWED_PRIVATE_HOSTS ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
    dnsResolver: e.DNS_RESOLVER,
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtTtlDays: e.JWT_TTL_DAYS,
    desktopRecorderTokenDays: e.DESKTOP_RECORDER_TOKEN_DAYS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    salesEmail: e.SALES_EMAIL,
    legal: { termsUrl: e.TERMS_URL, privacyUrl: e.PRIVACY_URL, refundUrl: e.REFUND_URL },
    recorder: { chromeExtensionUrl: e.CHROME_EXTENSION_URL, desktopRecorderUrl: e.DESKTOP_RECORDER_URL },
    corsOrigins: (e.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    logLevel: e.LOG_LEVEL,
    rateLimits: {
      loginPerMinute: e.RATE_LIMIT_LOGIN_PER_MINUTE,
      loginPerClientPerMinute: e.RATE_LIMIT_LOGIN_PER_CLIENT_PER_MINUTE,
      resetPerHour: e.RATE_LIMIT_RESET_PER_HOUR,
      resetPerClientPerHour: e.RATE_LIMIT_RESET_PER_CLIENT_PER_HOUR,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
      externalImagesPerMinute: e.RATE_LIMIT_EXTERNAL_IMAGES_PER_MINUTE,
    },
    http: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    },
    uploads: {
      perServer: e.UPLOADS_PER_SERVER,
      perOrganization: e.UPLOADS_PER_ORGANIZATION,
      externalImageQuotaBytes: Math.round(e.EXTERNAL_IMAGES_QUOTA_MB * 1024 * 1024),
    },
    passwordHashing: {
      concurrency: e.PASSWORD_HASH_CONCURRENCY,
      queue: e.PASSWORD_HASH_QUEUE,
      perClient: e.PASSWORD_HASH_PER_CLIENT,
    },
    webDistDir: e.WEB_DIST_DIR,
    worker: e.WORKER === 'on',
    webConcurrency: e.WEB_CONCURRENCY,
    jobs: { concurrency: e.JOB_CONCURRENCY, leaseMs: e.JOB_LEASE_SECONDS * 1000, pollMs: e.JOB_POLL_MS },
    trustProxy: e.TRUST_PROXY,
    firstAccountSuperAdmin: e.FIRST_ACCOUNT_SUPER_ADMIN,
    billing: billingConfig(e),
    storage: {
      s3: e.S3_BUCKET
        ? {
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            endpoint: e.S3_ENDPOINT,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : null,
      fileUrlTtlSeconds: e.FILE_URL_TTL_SECONDS,
    },
    ai:
      e.AI_BASE_URL || e.AI_API_KEY
        ? {
            baseUrl: e.AI_BASE_URL,
            apiKey: e.AI_API_KEY,
            model: e.AI_MODEL,
            timeoutMs: e.AI_TIMEOUT_MS,
            vision: e.AI_VISION,
          }
        : null,
    transcription: transcriptionConfig(e),
    translation: translationConfig(e),
    publicSite: {
      docsUrl: e.DOCS_URL?.replace(/\/+$/, ''),
      pageCacheBytes: Math.round(e.PUBLIC_PAGE_CACHE_MB * 1024 * 1024),
      renderBudgetMsPerMb: e.MARKDOWN_RENDER_BUDGET_MS,
    },
  };
}

function billingConfig(e: z.infer<typeof ZEnv>): Config['billing'] {
  let plans: PlanCatalogue;
  try {
    plans = loadCatalogue(e.PLANS_FILE);
  } catch (error) {
    if (error instanceof CatalogueError) throw new ConfigError(error.message);
    throw error;
  }
  if (!e.STRIPE_SECRET_KEY) return { plans, stripe: null };
  // Without the webhook secret no payment would ever activate a plan: refuse to start half-configured.
  if (!e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  return {
    plans,
    stripe: {
      secretKey: e.STRIPE_SECRET_KEY,
      webhookSecret: e.STRIPE_WEBHOOK_SECRET,
      apiBase: e.STRIPE_API_BASE,
    },
  };
}

/** A generated secret kept in DATA_DIR, so sessions survive a restart without any setup. */
function persistentSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
