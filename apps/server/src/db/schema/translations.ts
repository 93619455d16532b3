import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { articles, articleVersions } from './articles';
import { organizations } from './organizations';

/**
 * Spec 02 §3 "translation jobs": one per article version and target language. Its status is
 * derived from the timestamps (spec 02 §4); the work itself runs as a `translate-article` job of the
 * queue, which may run several times for one row (a retry, a source edit while it is on hold).
 */
export const translationJobs = pgTable(
  'translation_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    articleVersionId: uuid('article_version_id')
      .notNull()
      .references(() => articleVersions.id, { onDelete: 'cascade' }),
    targetLanguage: text('target_language').notNull(),
    /** CRITICAL_ERROR, SERVICE_UNAVAILABLE, TOKEN_LIMIT_REACHED, ARTICLE_CONTENT_MISSING, ARTICLE_VERSION_NOT_FOUND. */
    failureReason: text('failure_reason'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** The source changed after this translation was made: the old one shows until the new one is done. */
    retranslationRequestedAt: timestamp('retranslation_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('translation_jobs_version_language_key').on(t.articleVersionId, t.targetLanguage),
    index('translation_jobs_org_idx').on(t.organizationId, t.createdAt),
    index('translation_jobs_article_idx').on(t.articleId),
  ],
);

/**
 * Translated pieces of text by the hash of the source piece, its languages, provider and glossary:
 * when an article changes in one paragraph, the others are not sent to the provider again.
 */
export const translationSegments = pgTable(
  'translation_segments',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    hash: text('hash').notNull(),
    translation: text('translation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('translation_segments_key').on(t.organizationId, t.hash)],
);
