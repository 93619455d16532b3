import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

/** What the schema's conversions and the parts made from several variables give (config/index.ts). */
const base = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'config-')), JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig', () => {
  it('turns the environment into Config: lists, bytes, seconds, addresses without a trailing slash', () => {
    const config = loadConfig({
      ...base,
      ALLOWED_HOSTS: ' Help.Example.com, b.com:81 ,',
      CORS_ORIGINS: 'https://A.example, https://b.example',
      EXTERNAL_IMAGES_QUOTA_MB: '1.5',
      JOB_LEASE_SECONDS: '30',
      WORKER: 'off',
      PUBLIC_URL: 'https://help.example.com//',
      DOCS_URL: 'https://docs.example.com/',
    });
    expect(config.allowedHosts).toEqual(['help.example.com', 'b.com:81']);
    expect(config.corsOrigins).toEqual(['https://A.example', 'https://b.example']);
    expect(config.uploads.externalImageQuotaBytes).toBe(1_572_864);
    expect(config.jobs.leaseMs).toBe(30_000);
    expect(config.worker).toBe(false);
    expect(config.publicUrl).toBe('https://help.example.com');
    expect(config.publicSite.docsUrl).toBe('https://docs.example.com');
    expect(config.dataDir).toBe(path.resolve(base.DATA_DIR));
  });

  it('leaves out the services nobody configured, and lets transcription borrow the AI', () => {
    const bare = loadConfig(base);
    expect([bare.ai, bare.transcription, bare.translation, bare.storage.s3, bare.billing.stripe]).toEqual([
      null,
      null,
      null,
      null,
      null,
    ]);
    const withAi = loadConfig({ ...base, AI_BASE_URL: 'http://ai.test', AI_API_KEY: 'k' });
    expect(withAi.transcription).toMatchObject({
      baseUrl: 'http://ai.test',
      apiKey: 'k',
      maxFileBytes: 25 * 1024 * 1024,
    });
    expect(withAi.translation).toEqual({ provider: 'ai' });
    // A key for the AI's server is never sent to another transcription server.
    const own = loadConfig({ ...base, AI_API_KEY: 'k', TRANSCRIPTION_BASE_URL: 'http://whisper.test' });
    expect(own.transcription).toMatchObject({ baseUrl: 'http://whisper.test', apiKey: undefined });
  });

  it('refuses a bad value naming the variable, and half-configured services', () => {
    const message = (env: Record<string, string>) => {
      try {
        loadConfig({ ...base, ...env });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
      throw new Error('loaded');
    };
    expect(message({ JWT_SECRET: 'short' })).toBe(
      'Invalid configuration:\n  JWT_SECRET: JWT_SECRET must be at least 32 characters',
    );
    expect(message({ DNS_RESOLVER: 'nope' })).toContain('DNS_RESOLVER: DNS_RESOLVER must be an IP address');
    expect(message({ STRIPE_SECRET_KEY: 'sk' })).toBe(
      'Invalid configuration:\n  STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set',
    );
    expect(message({ TRANSLATION_PROVIDER: 'libretranslate' })).toBe(
      'TRANSLATION_PROVIDER=libretranslate needs LIBRETRANSLATE_URL',
    );
  });
});
