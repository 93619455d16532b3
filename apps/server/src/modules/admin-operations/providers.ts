import type { AdminProvider, AdminProviderStatus } from '@support/shared';
import type { AppContext } from '../../context';

type Providers = Pick<AppContext, 'config' | 'ai' | 'transcriber' | 'translator' | 'stripe'>;

/** Where a URL points, without its user, password or query (they may hold keys). */
function hostOf(url: string | undefined, fallback: string): string {
  if (!url) return fallback;
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
  } catch {
    return fallback;
  }
}

/**
 * What each outside service is set to, as an operator needs to recognise it: a host, a model, a
 * provider's name. Never a key: the page is read by every super admin and may be screenshotted.
 * Only names and addresses, in no language: a service not configured has no detail, and the web
 * app says in the reader's language what runs instead (the outbox folder, the built-in checkout).
 */
export function providerStatuses(ctx: Providers): AdminProviderStatus[] {
  const { config } = ctx;
  const mailHost = config.smtpUrl ? hostOf(config.smtpUrl, 'SMTP') : null;
  const translation = config.translation;
  const statuses: Record<AdminProvider, { configured: boolean; detail: string | null }> = {
    mail: {
      configured: Boolean(config.smtpUrl),
      // Without SMTP the mails are written to the outbox folder (nothing to test).
      detail: mailHost ? `${mailHost} · ${config.mailFrom}` : null,
    },
    ai: {
      configured: ctx.ai !== null,
      detail: config.ai
        ? `${hostOf(config.ai.baseUrl, 'https://api.openai.com/v1')} · ${config.ai.model}`
        : null,
    },
    transcription: {
      configured: ctx.transcriber !== null,
      detail: config.transcription
        ? `${hostOf(config.transcription.baseUrl, 'https://api.openai.com/v1')} · ${config.transcription.model}`
        : null,
    },
    payments: {
      configured: ctx.stripe !== null,
      detail: config.billing.stripe
        ? `Stripe${config.billing.stripe.apiBase ? ` · ${hostOf(config.billing.stripe.apiBase, '')}` : ''}`
        : null,
    },
    translation: {
      configured: ctx.translator !== null,
      detail:
        translation?.provider === 'deepl'
          ? `DeepL${translation.serverUrl ? ` · ${hostOf(translation.serverUrl, '')}` : ''}`
          : translation?.provider === 'libretranslate'
            ? `LibreTranslate · ${hostOf(translation.url, '')}`
            : translation?.provider === 'ai' && config.ai
              ? // Translated by the AI service: named as the AI row names it.
                `${hostOf(config.ai.baseUrl, 'https://api.openai.com/v1')} · ${config.ai.model}`
              : null,
    },
  };
  return (Object.keys(statuses) as AdminProvider[]).map((name) => ({
    name,
    ...statuses[name],
    testable: statuses[name].configured,
  }));
}
