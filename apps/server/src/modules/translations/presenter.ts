import type { ArticleTranslation, SupportedLanguage, TranslationJob } from '@support/shared';
import type { articleTranslations, translationJobs } from '../../db/schema';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A translation job as spec 02 §3 names its fields. */
export function presentTranslationJob(
  row: typeof translationJobs.$inferSelect & { articleTitle: string },
): TranslationJob {
  return {
    id: row.id,
    articleId: row.articleId,
    targetLanguage: row.targetLanguage as SupportedLanguage,
    failureReason: row.failureReason,
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    retranslationRequestedAt: iso(row.retranslationRequestedAt),
    createdAt: row.createdAt.toISOString(),
    articleVersion: { knowledgeBaseArticle: { title: row.articleTitle } },
  };
}

export function presentTranslation(row: typeof articleTranslations.$inferSelect): ArticleTranslation {
  return {
    language: row.language as SupportedLanguage,
    title: row.title,
    content: row.content,
    state: row.state,
    staleSince: iso(row.staleSince),
    machineVersion:
      row.machineContent !== null && row.machineTranslatedAt
        ? {
            title: row.machineTitle,
            content: row.machineContent,
            translatedAt: row.machineTranslatedAt.toISOString(),
          }
        : null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
