import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AiSettings } from '../lib/ai/settings';
import type { TranscriptionSettings } from '../lib/transcription/settings';
import { type Parsed, settings, ZEnv } from './env';
import { ConfigError } from './error';
import { CatalogueError, loadCatalogue, type PlanCatalogue } from './plansCatalogue';
import { type TranslationConfig, transcriptionConfig, translationConfig } from './providers';
import { resolve } from './variable';

type Derived = 'jwtSecret' | 'billing' | 'storage' | 'ai' | 'transcription' | 'translation';

/** The server's settings: the schema's values (config/env.ts), and these parts made from several. */
export type Config = Omit<Parsed, Derived> & {
  jwtSecret: string;
  billing: {
    plans: PlanCatalogue;
    /** null: no Stripe; checkout activates the chosen plan at once (self-hosting). */
    stripe: { secretKey: string; webhookSecret: string; apiBase: string | undefined } | null;
  };
  storage: {
    /** null: files under DATA_DIR/files, served through HMAC-signed URLs. */
    s3: (Omit<Parsed['storage']['s3'], 'bucket'> & { bucket: string }) | null;
    fileUrlTtlSeconds: number;
  };
  /** null: AI features answer 503 AI_NOT_CONFIGURED. Configured by AI_BASE_URL and/or AI_API_KEY. */
  ai: AiSettings | null;
  /** null: narrations are kept untranscribed (TRANSCRIPTION_* or the AI settings configure it). */
  transcription: TranscriptionSettings | null;
  /** null: translations are written by hand (each starts as a copy of its source). */
  translation: TranslationConfig | null;
};

export type { DatabasePoolConfig } from '../db/poolConfig';
export { variables, ZEnv } from './env';
export { ConfigError } from './error';
export type { TranslationConfig } from './providers';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ZEnv.safeParse(env);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const parsed = resolve(settings, result.data);
  const { s3, fileUrlTtlSeconds } = parsed.storage;
  return {
    ...parsed,
    jwtSecret: parsed.jwtSecret ?? persistentSecret(parsed.dataDir),
    billing: billingConfig(parsed.billing),
    storage: { s3: s3.bucket ? { ...s3, bucket: s3.bucket } : null, fileUrlTtlSeconds },
    ai: parsed.ai.baseUrl || parsed.ai.apiKey ? parsed.ai : null,
    transcription: transcriptionConfig(parsed.transcription, parsed.ai),
    translation: translationConfig(parsed.translation, parsed.ai),
  };
}

function billingConfig({ plansFile, stripe }: Parsed['billing']): Config['billing'] {
  let plans: PlanCatalogue;
  try {
    plans = loadCatalogue(plansFile);
  } catch (error) {
    if (error instanceof CatalogueError) throw new ConfigError(error.message);
    throw error;
  }
  if (!stripe.secretKey) return { plans, stripe: null };
  // Without the webhook secret no payment would ever activate a plan: refuse to start half-configured.
  if (!stripe.webhookSecret) {
    throw new ConfigError(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
  }
  return {
    plans,
    stripe: { secretKey: stripe.secretKey, webhookSecret: stripe.webhookSecret, apiBase: stripe.apiBase },
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
