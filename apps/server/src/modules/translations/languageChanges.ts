import type { SupportedLanguage } from '@support/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { jobs as jobRows } from '../../db/schema';
import type { JobQueue } from '../../jobs/types';
import { badRequest } from '../../lib/errors';
import { followSourcesByHand } from './copies';
import { queueTranslations } from './follow';
import type { TranslationProvider } from './providers';

export const TRANSLATION_NOT_CONFIGURED_MESSAGE =
  'Automatic translation is not set up on this server: translations are written by hand. An administrator sets TRANSLATION_PROVIDER (ai, deepl or libretranslate) or the AI (AI_BASE_URL, AI_API_KEY), then restarts it.';

/**
 * Before languages are added on a server with a translation service: the service must translate
 * from the source language into each of them (it says so before any job is queued). A service that
 * cannot be asked right now is not held against the languages: their jobs retry. Without a service
 * any language can be added: its translations are written by hand (copies.ts).
 */
export async function assertCanTranslate(input: {
  translator: TranslationProvider | null;
  source: SupportedLanguage;
  added: SupportedLanguage[];
  log?: { warn(obj: unknown, msg: string): void };
}): Promise<void> {
  if (!input.added.length || !input.translator) return;
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
 * or, without a translation service, gets a copy of its source to translate by hand; the waiting
 * runs of removed languages are dropped. Their translations stay, hidden.
 */
export async function applyLanguageChanges(
  tx: Queryable,
  jobs: JobQueue,
  input: {
    organizationId: string;
    added: SupportedLanguage[];
    removed: SupportedLanguage[];
    now: Date;
    /** Whether this server has a translation service. */
    canTranslate: boolean;
  },
): Promise<void> {
  const added = { organizationId: input.organizationId, languages: input.added, now: input.now };
  if (input.canTranslate) await queueTranslations(tx, jobs, added);
  else await followSourcesByHand(tx, added);
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
