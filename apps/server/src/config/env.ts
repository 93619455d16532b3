import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isResolverAddress } from '../lib/dns/resolverAddress';

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
