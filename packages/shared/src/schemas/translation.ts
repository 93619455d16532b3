import { z } from 'zod';
import { ARTICLE_CONTENT_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH } from '../articles';
import { SUPPORTED_LANGUAGES } from '../constants';

/** Spec 02 §8: why a translation job failed. */
export const TRANSLATION_FAILURE_REASONS = [
  'CRITICAL_ERROR',
  'SERVICE_UNAVAILABLE',
  'TOKEN_LIMIT_REACHED',
  'ARTICLE_CONTENT_MISSING',
  'ARTICLE_VERSION_NOT_FOUND',
] as const;
export type TranslationFailureReason = (typeof TRANSLATION_FAILURE_REASONS)[number];

const ZLanguage = z.enum(SUPPORTED_LANGUAGES);

/**
 * Where a translation's text comes from (issue 47): NOT_TRANSLATED, a copy of the source made when
 * the language was added without a translation service, never shown to readers; MACHINE, written
 * by the translation service, replaced when the source changes; EDITED, saved by a person, kept
 * when the source changes (a newer machine version waits for them to accept it).
 */
export const TRANSLATION_STATES = ['NOT_TRANSLATED', 'MACHINE', 'EDITED'] as const;
export type TranslationState = (typeof TRANSLATION_STATES)[number];

/** Spec 02 §3 "translation jobs": one per article version and target language. */
export const ZTranslationJob = z.object({
  id: z.uuid(),
  articleId: z.uuid(),
  targetLanguage: ZLanguage,
  /** One of TRANSLATION_FAILURE_REASONS, or null. */
  failureReason: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  retranslationRequestedAt: z.string().nullable(),
  createdAt: z.string(),
  articleVersion: z.object({ knowledgeBaseArticle: z.object({ title: z.string() }) }),
});
export type TranslationJob = z.infer<typeof ZTranslationJob>;

export const ZTranslationJobList = z.object({ translationJobs: z.array(ZTranslationJob) });

/** One language's translation of an article. */
export const ZArticleTranslation = z.object({
  language: ZLanguage,
  title: z.string().nullable(),
  content: z.string(),
  state: z.enum(TRANSLATION_STATES),
  /** Since when the source has changed under an edited translation; null while it matches. */
  staleSince: z.string().nullable(),
  /**
   * A machine translation of the current source made for an edited translation, which it did not
   * overwrite: the person accepts it (`acceptMachine`) or keeps editing. Null when there is none.
   */
  machineVersion: z
    .object({ title: z.string().nullable(), content: z.string(), translatedAt: z.string() })
    .nullable(),
  updatedAt: z.string(),
});
export type ArticleTranslation = z.infer<typeof ZArticleTranslation>;

/** `GET /help-articles/{id}/translations` (spec 02 §3 "Article translations"). */
export const ZArticleTranslations = z.object({
  sourceLanguage: ZLanguage,
  /** The organization's translation languages. */
  enabledLanguages: z.array(ZLanguage),
  /** Translations of the enabled languages that have content (copies not translated yet included). */
  translations: z.array(ZArticleTranslation),
  /** The jobs of the article's active version, one per enabled language that has one. */
  translationJobs: z.array(ZTranslationJob),
});
export type ArticleTranslations = z.infer<typeof ZArticleTranslations>;

export const ZTranslationParams = z.object({ id: z.uuid(), language: ZLanguage });

/** A person's title and text for a translation: it becomes EDITED, which automatic updates keep. */
export const ZTranslationEdit = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: 'Title is required' })
    .max(ARTICLE_TITLE_MAX_LENGTH, {
      message: `Title must be at most ${ARTICLE_TITLE_MAX_LENGTH} characters`,
    }),
  content: z.string().max(ARTICLE_CONTENT_MAX_LENGTH, { message: 'The article is too long' }),
});
export type TranslationEdit = z.infer<typeof ZTranslationEdit>;

/**
 * Spec 02 §4 "Translation job status", derived in this order: a failure reason gives FAILED; a
 * retranslation request IDLE (On hold); finishedAt SUCCESS; startedAt RUNNING; otherwise WAITING.
 */
export type TranslationJobStatus = 'FAILED' | 'IDLE' | 'SUCCESS' | 'RUNNING' | 'WAITING';
export function translationJobStatus(
  job: Pick<TranslationJob, 'failureReason' | 'retranslationRequestedAt' | 'finishedAt' | 'startedAt'>,
): TranslationJobStatus {
  if (job.failureReason) return 'FAILED';
  if (job.retranslationRequestedAt) return 'IDLE';
  if (job.finishedAt) return 'SUCCESS';
  if (job.startedAt) return 'RUNNING';
  return 'WAITING';
}
