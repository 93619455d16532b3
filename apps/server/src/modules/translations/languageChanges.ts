import type { SupportedLanguage } from '@support/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs as jobRows } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest, serviceUnavailable } from '../../lib/errors';
import { queueTranslations } from './follow';
import type { TranslationProvider } from './providers';

export const TRANSLATION_NOT_CONFIGURED_MESSAGE =
  'Automatic translation is not set up on this server. An administrator sets TRANSLATION_PROVIDER (ai, deepl or libretranslate) or the AI (AI_BASE_URL, AI_API_KEY), then restarts it.';

/**
 * Before languages are added: the server must have a translation service, and the service must
 * translate from the source language into each of them (it says so before any job is queued).
 * A service that cannot be asked right now is not held against the languages: their jobs retry.
 */
export async function assertCanTranslate(input: {
  translator: TranslationProvider | null;
  source: SupportedLanguage;
  added: SupportedLanguage[];
  log?: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  if (!input.added.length) return;
  if (!input.translator)
    throw serviceUnavailable(TRANSLATION_NOT_CONFIGURED_MESSAGE, 'TRANSLATION_NOT_CONFIGURED');
  for (const language of input.added) {
    let reason: string | null = null;
    try {
      reason = await input.translator.unsupportedPair(input.source, language);
    } catch (error) {
      input.log?.warn({ err: error }, 'could not ask the translation service which languages it knows');
    }
    if (reason) throw badRequest(reason, 'LANGUAGE_PAIR_UNSUPPORTED');
  }
}

/**
 * After the organization's languages changed, in the same transaction: every article is queued for
 * each added language (one whose translation is kept from before and still matches needs nothing),
 * and the waiting runs of removed languages are dropped. Their translations stay, hidden.
 */
export async function applyLanguageChanges(
  tx: Queryable,
  jobs: JobQueue,
  input: { organizationId: string; added: SupportedLanguage[]; removed: SupportedLanguage[]; now: Date },
): Promise<void> {
  await queueTranslations(tx, jobs, {
    organizationId: input.organizationId,
    languages: input.added,
    now: input.now,
  });
  if (!input.removed.length) return;
  await tx
    .delete(jobRows)
    .where(
      and(
        eq(jobRows.type, 'translate-article'),
        eq(jobRows.organizationId, input.organizationId),
        eq(jobRows.status, 'queued'),
        inArray(sql`${jobRows.payload}->>'language'`, input.removed),
      ),
    );
}
