import { type AdminSystem, ZAdminProviderTestResult, ZAdminSystem } from '@support/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AiStandIn, type ChatRequest, startAiStandIn } from '../../../test/aiStandIn';
import { aiEnv, createTestApp, type TestApp } from '../../../test/app';
import { startSmtpServer } from '../../../test/mail';
import { uploadRecording } from '../../../test/recordings';
import { startStripeStandIn, TEST_WEBHOOK_SECRET } from '../../../test/stripeStandIn';
import { startTranscriptionStandIn } from '../../../test/transcriptionStandIn';
import { auditOf, call, registerSuperAdmin } from './testing';

/**
 * The system page: what is configured, sizes, and a real test through each provider's loopback
 * stand-in, passing and failing. `bare` has no provider; `full` has every one.
 */

/** "OK" to a plain question; a translation call (its texts as JSON) gets each text as "Hallo". */
const answer = (request: ChatRequest): string => {
  const user = request.messages.find((message) => message.role === 'user')?.content ?? '';
  try {
    const { texts } = JSON.parse(user) as { texts: string[] };
    return JSON.stringify({ texts: texts.map(() => 'Hallo') });
  } catch {
    return 'OK';
  }
};

const SECRETS = {
  ai: 'sk-ai-secret-1234',
  transcription: 'sk-speech-secret-5678',
  stripe: 'sk_test_secret_9012',
};

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ai: AiStandIn;
let transcription: Awaited<ReturnType<typeof startTranscriptionStandIn>>;
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>;
let bare: TestApp;
let full: TestApp;
/** SMTP pointed at a port nobody listens on. */
let brokenMail: TestApp;

beforeAll(async () => {
  [smtp, ai, transcription, stripe] = await Promise.all([
    startSmtpServer(),
    startAiStandIn({ kind: 'reply', answer }),
    startTranscriptionStandIn({ kind: 'reply', segments: () => [] }),
    startStripeStandIn(),
  ]);
  [bare, full, brokenMail] = await Promise.all([
    createTestApp(),
    createTestApp({
      env: {
        SMTP_URL: smtp.url,
        ...aiEnv(ai),
        AI_API_KEY: SECRETS.ai,
        TRANSCRIPTION_BASE_URL: transcription.url,
        TRANSCRIPTION_API_KEY: SECRETS.transcription,
        TRANSCRIPTION_TIMEOUT_MS: '2000',
        STRIPE_SECRET_KEY: SECRETS.stripe,
        STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
        STRIPE_API_BASE: stripe.apiBase,
        TRANSLATION_PROVIDER: 'ai',
      },
    }),
    createTestApp({ env: { SMTP_URL: 'smtp://127.0.0.1:9' } }),
  ]);
});
afterAll(async () => {
  await Promise.all([bare?.close(), full?.close(), brokenMail?.close()]);
  await Promise.all([smtp?.close(), ai?.close(), transcription?.close(), stripe?.close()]);
});

async function system(t: TestApp, token: string): Promise<AdminSystem> {
  const res = await call(t, 'GET', '/admin/system', token);
  expect(res.statusCode).toBe(200);
  // No key of any provider ever reaches the page.
  for (const secret of Object.values(SECRETS)) expect(res.body).not.toContain(secret);
  return ZAdminSystem.parse(res.json());
}

const providerTest = async (t: TestApp, token: string, provider: string) => {
  const res = await call(t, 'POST', `/admin/system/test/${provider}`, token);
  return { status: res.statusCode, body: res.json() as { ok?: boolean; message: string; code?: string } };
};

describe('GET /admin/system', () => {
  it('reports the database, the storage with the files it holds, and no provider on a bare install', async () => {
    const root = await registerSuperAdmin(bare);
    const { res } = await uploadRecording(bare.app, root.token, { steps: 2 });
    expect(res.statusCode).toBe(201);
    const report = await system(bare, root.token);
    expect(report.database.kind).toBe(process.env.TEST_DB === 'postgres' ? 'postgresql' : 'embedded');
    expect(report.database.sizeBytes).toBeGreaterThan(1_000_000);
    // Two uploaded screenshots at least (each tens of kilobytes).
    expect(report.storage).toMatchObject({ kind: 'local', usedBytes: expect.any(Number) });
    expect(report.storage.usedBytes).toBeGreaterThan(20_000);
    expect(report.version.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.providers.map((p) => [p.name, p.configured, p.testable])).toEqual([
      ['mail', false, false],
      ['ai', false, false],
      ['transcription', false, false],
      ['payments', false, false],
      ['translation', false, false],
    ]);
    // Nothing in a language: the web app says what runs instead, in the reader's language.
    expect(report.providers.map((p) => p.detail)).toEqual([null, null, null, null, null]);
    // The recording's generation waits in the queue.
    expect(report.jobs.byType.find((row) => row.type === 'generate-article')?.queued).toBe(1);
  });

  it('names each configured provider by host and model, never by its key', async () => {
    const root = await registerSuperAdmin(full);
    const report = await system(full, root.token);
    const detail = Object.fromEntries(report.providers.map((p) => [p.name, p]));
    for (const provider of report.providers)
      expect(provider).toMatchObject({ configured: true, testable: true });
    expect(detail.mail?.detail).toContain(smtp.url.replace('smtp://', ''));
    expect(detail.mail?.detail).toContain(' · ');
    expect(detail.ai?.detail).toContain('stand-in-model');
    expect(detail.transcription?.detail).toContain('whisper-1');
    expect(detail.payments?.detail).toContain('Stripe');
    // Translated through the AI service: named as the AI row names it.
    expect(detail.translation?.detail).toBe(detail.ai?.detail);
  });
});

describe('POST /admin/system/test/:provider', () => {
  it('sends a test e-mail to the caller through SMTP, and audits the test', async () => {
    const root = await registerSuperAdmin(full);
    const result = await providerTest(full, root.token, 'mail');
    expect(result.status).toBe(200);
    expect(ZAdminProviderTestResult.parse(result.body)).toEqual({
      ok: true,
      message: `A test e-mail was sent to ${root.email}`,
    });
    const [mail] = smtp.to(root.email);
    expect(mail?.subject).toBe('Test e-mail');
    expect(mail?.text).toContain('Mail delivery works');
    const [entry] = await auditOf(full, 'system', 'mail');
    expect(entry).toMatchObject({ action: 'system.test_provider', actorLabel: expect.any(String) });
    expect(entry?.after).toMatchObject({ ok: true });
  });

  it('answers ok:false with the reason when the SMTP server cannot be reached', async () => {
    const root = await registerSuperAdmin(brokenMail);
    const result = await providerTest(brokenMail, root.token, 'mail');
    expect(result.status).toBe(200);
    expect(result.body.ok).toBe(false);
    expect(result.body.message).toMatch(/ECONNREFUSED|connect/i);
  });

  it('asks the AI, the transcription, Stripe and the translation for real, and reports their failures', async () => {
    const root = await registerSuperAdmin(full);
    const before = {
      ai: ai.received.length,
      speech: transcription.received.length,
      stripe: stripe.requests.length,
    };
    const passed = {
      ai: await providerTest(full, root.token, 'ai'),
      transcription: await providerTest(full, root.token, 'transcription'),
      payments: await providerTest(full, root.token, 'payments'),
      translation: await providerTest(full, root.token, 'translation'),
    };
    expect(passed.ai.body).toEqual({ ok: true, message: 'The model answered: OK' });
    expect(passed.transcription.body).toMatchObject({ ok: true });
    expect(passed.payments.body).toEqual({ ok: true, message: 'Stripe answered with 1 price' });
    expect(passed.translation.body).toEqual({ ok: true, message: '"Hello" in German: Hallo' });
    // Each went out: one chat for the AI and one for the translation, a WAV file, a price list.
    expect(ai.received.length - before.ai).toBe(2);
    expect(transcription.received.at(-1)?.file).toMatchObject({ name: 'test.wav', type: 'audio/wav' });
    expect(transcription.received.at(-1)?.file?.bytes.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(transcription.received.length - before.speech).toBe(1);
    expect(stripe.to('GET', '/v1/prices')).toHaveLength(1);

    ai.setMode({ kind: 'fail', status: 401 });
    transcription.setMode({ kind: 'fail', status: 500 });
    stripe.fail(401, 'Invalid API Key provided');
    try {
      const failed = {
        ai: await providerTest(full, root.token, 'ai'),
        transcription: await providerTest(full, root.token, 'transcription'),
        payments: await providerTest(full, root.token, 'payments'),
        translation: await providerTest(full, root.token, 'translation'),
      };
      for (const result of Object.values(failed)) {
        expect(result.status).toBe(200);
        expect(result.body.ok).toBe(false);
      }
      expect(failed.ai.body.message).toContain('stand-in failure');
      expect(failed.transcription.body.message).toContain('HTTP 500');
      expect(failed.payments.body.message).toContain('Invalid API Key provided');
    } finally {
      ai.setMode({ kind: 'reply', answer });
      transcription.setMode({ kind: 'reply', segments: () => [] });
      stripe.recover();
    }
    const entries = await auditOf(full, 'system', 'payments');
    expect(entries.map((entry) => (entry.after as { ok: boolean }).ok)).toEqual([true, false]);
  });

  it('answers 409 for a provider that is not configured, 400 for an unknown one', async () => {
    const root = await registerSuperAdmin(bare);
    for (const provider of ['mail', 'ai', 'transcription', 'payments', 'translation']) {
      const result = await providerTest(bare, root.token, provider);
      expect(result.status).toBe(409);
      expect(result.body).toMatchObject({
        code: 'PROVIDER_NOT_CONFIGURED',
        message: `The ${provider} provider is not configured on this server`,
      });
    }
    expect((await providerTest(bare, root.token, 'fax')).status).toBe(400);
  });
});
