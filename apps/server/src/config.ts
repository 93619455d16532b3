import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CatalogueError, loadCatalogue, type PlanCatalogue } from './modules/plans/catalogue';

/**
 * Every environment variable the server reads, parsed once at start-up.
 * Nothing else in the server reads process.env.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.url().optional(),
  PUBLIC_URL: z.url().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  JWT_TTL_DAYS: z.coerce.number().int().positive().default(30),
  SMTP_URL: z.url().optional(),
  MAIL_FROM: z.string().default('Support as a Service <no-reply@localhost>'),
  SUPPORT_EMAIL: z.email().default('support@example.com'),
  SALES_EMAIL: z.email().default('sales@example.com'),
  TERMS_URL: z.url().default('https://example.com/terms'),
  PRIVACY_URL: z.url().default('https://example.com/privacy'),
  REFUND_URL: z.url().default('https://example.com/refund'),
  CHROME_EXTENSION_URL: z.string().default('/recorder/extension.zip'),
  DESKTOP_RECORDER_URL: z.string().default('/docs/recording-format'),
  CORS_ORIGINS: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_LOGIN_PER_MINUTE: z.coerce.number().int().positive().default(10),
  RATE_LIMIT_RESET_PER_HOUR: z.coerce.number().int().positive().default(5),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().positive().default(30),
  WEB_DIST_DIR: z.string().optional(),
  WORKER: z.enum(['on', 'off']).default('on'),
  TRUST_PROXY: z.stringbool().default(false),
  // Plans and payments: the catalogue file, and Stripe (without it the built-in checkout activates plans at once).
  PLANS_FILE: z.string().min(1).optional(),
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** Only for tests and proxies: where the Stripe client sends its API calls, e.g. http://127.0.0.1:4242. */
  STRIPE_API_BASE: z.url().optional(),
});

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Unset: built from the request's host, so links work on whatever port the server runs. */
  publicUrl: string | undefined;
  jwtSecret: string;
  jwtTtlDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  salesEmail: string;
  legal: { termsUrl: string; privacyUrl: string; refundUrl: string };
  recorder: { chromeExtensionUrl: string; desktopRecorderUrl: string };
  corsOrigins: string[];
  logLevel: string;
  rateLimits: { loginPerMinute: number; resetPerHour: number; registerPerHour: number };
  webDistDir: string | undefined;
  worker: boolean;
  trustProxy: boolean;
  billing: {
    plans: PlanCatalogue;
    /** null: no Stripe; checkout activates the chosen plan at once (self-hosting). */
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  };
};

export class ConfigError extends Error {}

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
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    jwtSecret: e.JWT_SECRET ?? persistentSecret(dataDir),
    jwtTtlDays: e.JWT_TTL_DAYS,
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
      resetPerHour: e.RATE_LIMIT_RESET_PER_HOUR,
      registerPerHour: e.RATE_LIMIT_REGISTER_PER_HOUR,
    },
    webDistDir: e.WEB_DIST_DIR,
    worker: e.WORKER === 'on',
    trustProxy: e.TRUST_PROXY,
    billing: billingConfig(e),
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
