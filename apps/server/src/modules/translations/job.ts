import { SUPPORTED_LANGUAGES, type SupportedLanguage, type TranslationFailureReason } from '@support/shared';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Queryable } from '../../db/client';
import {
  articles,
  articleTranslations,
  articleVersions,
  organizations,
  translationJobs,
} from '../../db/schema';
import { defineJob } from '../../jobs/defineJob';
import { PermanentJobError } from '../../jobs/types';
import { emitWebhookEvent } from '../../webhooks/outbox';
import { TranslationMalformedError, TranslationTooLongError, TranslationUnavailableError } from './providers';
import { NO_MACHINE_VERSION, sourceHash } from './source';
import { translateText } from './translateText';

const ZPayload = z.object({ translationJobId: z.uuid(), language: z.enum(SUPPORTED_LANGUAGES) });

/** A failure that trying again cannot mend, with the reason the job then shows (spec 02 §8). */
class TranslationFailure extends PermanentJobError {
  constructor(
    readonly reason: TranslationFailureReason,
    message: string,
  ) {
    super(message);
  }
}

/**
 * `translate-article`: one run of a translation job (its row in translation_jobs). It translates
 * the version's title and text (translateText.ts) and saves them as the language's translation,
 * unless a person edited that translation: then it is marked stale and the new machine version
 * waits beside it until they accept it. A source edit while it
 * runs leaves the row on hold, with the next run queued. A provider outage is retried with the
 * queue's backoff and ends in SERVICE_UNAVAILABLE; the previous translation stays visible.
 */
export const translateArticleJob = defineJob({
  type: 'translate-article',
  payload: ZPayload,
  scope: 'organization',
  needs: ['db', 'translator', 'clock', 'changes'],
  maxAttempts: 4,
  // A team translating its help center must not hold up new articles and step images.
  background: true,
  // Edits saved while a run waits are one run.
  batch: { key: (payload) => payload.translationJobId },
  handler: (deps) => ({
    async run(job) {
      const organizationId = job.organizationId;
      const row = await loadJob(deps.db, organizationId, job.payload.translationJobId);
      // The article or version is gone, or the language was removed meanwhile: nothing to do.
      if (!row?.languages.includes(row.targetLanguage)) return;
      if (!row.version) throw new TranslationFailure('ARTICLE_VERSION_NOT_FOUND', 'the version is gone');
      // The article shows another version now; that version's own job translates it.
      if (row.activeVersionId !== row.articleVersionId) return;
      if (!deps.translator) throw new TranslationFailure('SERVICE_UNAVAILABLE', 'no translation provider');
      await deps.db
        .update(translationJobs)
        .set({
          startedAt: deps.clock.now(),
          finishedAt: null,
          failureReason: null,
          retranslationRequestedAt: null,
          updatedAt: deps.clock.now(),
        })
        .where(eq(translationJobs.id, row.id));
      const source = { title: row.title, content: row.version.content };
      if (!source.content.trim())
        throw new TranslationFailure('ARTICLE_CONTENT_MISSING', 'the article has no text');
      const hash = sourceHash(source);
      const language = row.targetLanguage as SupportedLanguage;
      const existing = await loadTranslation(deps.db, organizationId, row.articleId, language);

      // Nothing to ask when the text matches, or an edited one has this source's machine version.
      const translated =
        existing?.sourceHash === hash || existing?.machineSourceHash === hash
          ? null
          : await translateText({
              db: deps.db,
              provider: deps.translator,
              organizationId,
              source: row.version.language as SupportedLanguage,
              target: language,
              style: row.style,
              ...source,
            }).catch((error: unknown) => {
              if (error instanceof TranslationTooLongError)
                throw new TranslationFailure('TOKEN_LIMIT_REACHED', error.message);
              if (error instanceof TranslationMalformedError)
                throw new TranslationFailure('CRITICAL_ERROR', error.message);
              throw error;
            });

      await deps.changes.transaction(deps.db, async (tx, record) => {
        const now = deps.clock.now();
        const current = await loadTranslation(tx, organizationId, row.articleId, language, true);
        if (current?.state === 'EDITED') {
          // A person's translation is theirs: the source moved on, so it is marked stale, and the
          // machine translation of the new source waits beside it for them to accept.
          if (current.sourceHash !== hash) {
            await tx
              .update(articleTranslations)
              .set({
                staleSince: current.staleSince ?? now,
                ...(translated
                  ? {
                      machineTitle: translated.title,
                      machineContent: translated.content,
                      machineSourceHash: hash,
                      machineTranslatedAt: now,
                    }
                  : {}),
              })
              .where(eq(articleTranslations.id, current.id));
          }
        } else if (translated) {
          const values = {
            ...translated,
            state: 'MACHINE' as const,
            sourceHash: hash,
            staleSince: null,
            ...NO_MACHINE_VERSION,
            updatedAt: now,
          };
          await tx
            .insert(articleTranslations)
            .values({ organizationId, articleId: row.articleId, language, ...values })
            .onConflictDoUpdate({
              target: [articleTranslations.articleId, articleTranslations.language],
              set: values,
            });
        }
        await tx
          .update(translationJobs)
          .set({ finishedAt: now, updatedAt: now })
          .where(eq(translationJobs.id, row.id));
        await record({ topic: 'translation', organizationId, articleId: row.articleId, language });
        await emitWebhookEvent(tx, {
          organizationId,
          type: 'translation.finished',
          data: { articleId: row.articleId, title: translated?.title ?? row.title, language },
          now,
        });
      });
    },

    async onFailed(job, error) {
      const reason: TranslationFailureReason =
        error instanceof TranslationFailure
          ? error.reason
          : error instanceof TranslationUnavailableError
            ? 'SERVICE_UNAVAILABLE'
            : 'CRITICAL_ERROR';
      const now = deps.clock.now();
      await deps.db
        .update(translationJobs)
        .set({ failureReason: reason, finishedAt: now, updatedAt: now })
        .where(
          and(
            eq(translationJobs.id, job.payload.translationJobId),
            eq(translationJobs.organizationId, job.organizationId),
          ),
        );
    },
  }),
});

async function loadJob(db: Queryable, organizationId: string, id: string) {
  const [row] = await db
    .select({
      id: translationJobs.id,
      articleId: translationJobs.articleId,
      articleVersionId: translationJobs.articleVersionId,
      targetLanguage: translationJobs.targetLanguage,
      title: articles.title,
      activeVersionId: articles.activeVersionId,
      languages: organizations.translationLanguages,
      addressingStyle: organizations.addressingStyle,
      formality: organizations.formality,
      versionLanguage: articleVersions.language,
      content: articleVersions.content,
    })
    .from(translationJobs)
    .innerJoin(articles, eq(articles.id, translationJobs.articleId))
    .innerJoin(organizations, eq(organizations.id, translationJobs.organizationId))
    .leftJoin(
      articleVersions,
      and(
        eq(articleVersions.id, translationJobs.articleVersionId),
        eq(articleVersions.organizationId, organizationId),
      ),
    )
    .where(and(eq(translationJobs.id, id), eq(translationJobs.organizationId, organizationId)));
  if (!row) return null;
  return {
    ...row,
    style: { addressingStyle: row.addressingStyle, formality: row.formality },
    version:
      row.versionLanguage !== null && row.content !== null
        ? { language: row.versionLanguage, content: row.content }
        : null,
  };
}

async function loadTranslation(
  db: Queryable,
  organizationId: string,
  articleId: string,
  language: string,
  forUpdate = false,
) {
  const query = db
    .select({
      id: articleTranslations.id,
      state: articleTranslations.state,
      sourceHash: articleTranslations.sourceHash,
      machineSourceHash: articleTranslations.machineSourceHash,
      staleSince: articleTranslations.staleSince,
    })
    .from(articleTranslations)
    .where(
      and(
        eq(articleTranslations.organizationId, organizationId),
        eq(articleTranslations.articleId, articleId),
        eq(articleTranslations.language, language),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? null;
}
