import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import type { DatabasePoolConfig } from '../db/poolConfig';
import type { AiSettings } from '../lib/ai/settings';
import type { TranscriptionSettings } from '../lib/transcription/settings';
import { ZEnv } from './env';
import { ConfigError } from './error';
import { CatalogueError, loadCatalogue, type PlanCatalogue } from './plansCatalogue';
import { type TranslationConfig, transcriptionConfig, translationConfig } from './providers';

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
  ai: AiSettings | null;
  /** null: narrations are kept untranscribed (TRANSCRIPTION_* or the AI settings configure it). */
  transcription: TranscriptionSettings | null;
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

export type { DatabasePoolConfig } from '../db/poolConfig';
export { ZEnv } from './env';
export { ConfigError } from './error';
export type { TranslationConfig } from './providers';

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
