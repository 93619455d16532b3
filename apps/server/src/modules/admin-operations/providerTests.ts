import type { AdminProvider, AdminProviderTestResult } from '@support/shared';
import type { AppContext } from '../../context';
import { conflict } from '../../lib/errors';

type Services = Pick<AppContext, 'config' | 'mailer' | 'ai' | 'transcriber' | 'translator' | 'stripe'>;

/** One second of silence, 8 kHz mono 16-bit PCM: the smallest file every speech-to-text service takes. */
export function silentWav(durationMs = 1000): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(Math.round((rate * durationMs) / 1000) * 2);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/**
 * The provider's own words: the adapters answer users with a general 503 and keep what the
 * provider said as the cause, which is what an operator needs to fix the setting.
 */
function reasonOf(error: unknown): string {
  const cause = (error as { cause?: unknown })?.cause;
  const inner = cause instanceof Error ? cause.message : null;
  const outer = error instanceof Error ? error.message : String(error);
  return inner && inner !== outer ? `${outer}: ${inner}` : outer;
}

const notConfigured = (provider: AdminProvider) =>
  conflict(`The ${provider} provider is not configured on this server`, 'PROVIDER_NOT_CONFIGURED');

/** The real call each provider gets, answering what the operator should read on success. */
async function runTest(services: Services, provider: AdminProvider, email: string): Promise<string> {
  switch (provider) {
    case 'mail': {
      if (!services.config.smtpUrl) throw notConfigured(provider);
      const text = 'This is a test e-mail from the super-admin area. Mail delivery works.';
      await services.mailer.send({ to: email, subject: 'Test e-mail', text, html: `<p>${text}</p>` });
      return `A test e-mail was sent to ${email}`;
    }
    case 'ai': {
      if (!services.ai) throw notConfigured(provider);
      const answer = await services.ai.complete({
        system: 'You are a connection test. Answer with the single word OK.',
        user: 'Say OK.',
        maxTokens: 5,
      });
      return `The model answered: ${answer.trim().slice(0, 100)}`;
    }
    case 'transcription': {
      if (!services.transcriber) throw notConfigured(provider);
      const segments = await services.transcriber.transcribe({
        body: new Blob([new Uint8Array(silentWav())], { type: 'audio/wav' }),
        filename: 'test.wav',
        mimeType: 'audio/wav',
      });
      return `The service transcribed one second of silence (${segments.length} segments)`;
    }
    case 'payments': {
      if (!services.stripe) throw notConfigured(provider);
      const prices = await services.stripe.prices.list({ limit: 3 });
      return `Stripe answered with ${prices.data.length} price${prices.data.length === 1 ? '' : 's'}`;
    }
    case 'translation': {
      if (!services.translator) throw notConfigured(provider);
      const [german] = await services.translator.translate({
        texts: ['Hello'],
        source: 'en',
        target: 'de',
        glossary: [],
        style: { addressingStyle: 'PERSONAL', formality: 'INFORMAL' },
      });
      return `"Hello" in German: ${String(german).slice(0, 100)}`;
    }
  }
}

/** Sends a real test through the provider; the provider's failure is an answer, not an error. */
export async function testProvider(
  services: Services,
  provider: AdminProvider,
  email: string,
): Promise<AdminProviderTestResult> {
  try {
    return { ok: true, message: await runTest(services, provider, email) };
  } catch (error) {
    if ((error as { code?: string }).code === 'PROVIDER_NOT_CONFIGURED') throw error;
    return { ok: false, message: reasonOf(error) };
  }
}
